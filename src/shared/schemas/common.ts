import { z } from 'zod';

/** The largest value of a Postgres `integer` (serial) column: ids above it cannot exist. */
export const MAX_DB_ID = 2_147_483_647;

/** A number as a form field or a query string writes it: plain decimal, no exponent, hex, plus or spaces. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
/** An id as a path, a query string or a select's value writes it: decimal digits only. */
export const DIGITS_TEXT = /^\d+$/;

/**
 * A number from input: a JSON number, or text matching `text` (a form field's value, a query string,
 * the spec's client sending "19.99"), read as that number and then checked by `schema`. Anything else
 * (true, [1], "0x10", " 1", "1e3", "") fails `schema` with its own message, where `z.coerce.number`
 * would read most of them as numbers (decision 0038). The one way numbers are read from requests.
 */
export const strictNumber = <T extends z.ZodType<number>>(schema: T, text: RegExp = DECIMAL_TEXT) =>
  z.preprocess((value) => (typeof value === 'string' && text.test(value) ? Number(value) : value), schema);

/**
 * A row id from a path, query or body: a whole number from 1 to MAX_DB_ID, as a JSON number or
 * decimal digits (ids arrive as text in paths and query strings). One rule for every id, so no id
 * outside the column's range ever reaches the database (decision 0014).
 */
export const dbId = (message: string) => strictNumber(z.number({ message }).int(message).positive(message).max(MAX_DB_ID, message), DIGITS_TEXT);

/**
 * Every error answer (4xx and 5xx) of the API: the message a form shows, a stable code, and for a
 * rejected request each field's message in `details` (docs/decisions/0050-response-schemas-and-openapi.md).
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorDto = z.infer<typeof errorSchema>;

/** A plain confirmation: `{ message }` ("Cart cleared", "Logged out"). */
export const messageSchema = z.object({ message: z.string() });
export type MessageDto = z.infer<typeof messageSchema>;

const OFFSET_MESSAGE = 'offset must be 0 or more';

/**
 * `limit` and `offset` of every list the API pages (products, search, orders, returns, listings,
 * subscribers, the outbox): `limit` a whole number from 1 to `max` (`defaultLimit` when absent),
 * `offset` from 0 to 1,000,000. One rule for all of them (docs/decisions/0050-response-schemas-and-openapi.md);
 * the shopper's lists keep the wording their clients know ('limit must be a number from 1 to 100').
 */
export const pageFields = ({
  max = 100,
  defaultLimit = 20,
  limitMessage = `limit must be between 1 and ${max}`,
}: { max?: number; defaultLimit?: number; limitMessage?: string } = {}) => {
  return {
    limit: strictNumber(z.number({ message: limitMessage }).int(limitMessage).min(1, limitMessage).max(max, limitMessage)).default(defaultLimit),
    offset: strictNumber(z.number({ message: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).max(1_000_000, 'offset is too large')).default(0),
  };
};

/** A query of `limit` and `offset` alone (pageFields). */
export const pageQuerySchema = (options?: Parameters<typeof pageFields>[0]) => z.object(pageFields(options));
