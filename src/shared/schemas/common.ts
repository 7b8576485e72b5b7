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
