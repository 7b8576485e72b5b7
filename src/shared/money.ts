// One formatter for every price on screen (docs/architecture.md §2): US dollars, en-US style.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Parses a wire amount ("19.99" or 19.99) into integer cents; anything unreadable counts as 0. */
export function toCents(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** "$1,234.50" for 1234.5 or "1234.50"; an unreadable amount shows as $0.00 rather than "$NaN". */
export function formatUsd(value: number | string): string {
  return usd.format(toCents(value) / 100);
}

/** Formats integer cents. */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** Integer cents as the API's decimal string: 1999 -> "19.99" (docs/architecture.md §2). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
