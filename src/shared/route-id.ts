import { DIGITS_TEXT, MAX_DB_ID } from './schemas/common.ts';

/**
 * An id from a page's path (/product/42, /category/7), read as the API reads ids (`dbId`): decimal
 * digits only, from 1 to MAX_DB_ID; null for anything else ('abc', '0x1', '1e3', ' 1'), which
 * names no row and is shown as not found.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !DIGITS_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}
