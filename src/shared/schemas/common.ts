import { z } from 'zod';

/** The largest value of a Postgres `integer` (serial) column: ids above it cannot exist. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A row id from a path, query or body: a whole number from 1 to MAX_DB_ID (strings are read as
 * numbers, as ids arrive in paths and query strings). One rule for every id, so no id outside the
 * column's range ever reaches the database (DESIGN.md section 3).
 */
export const dbId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(MAX_DB_ID, message);
