// Dates as the marketplace shows them: on its pages (server-rendered and hydrated, or rendered in
// the browser) and in its emails alike (issue 9, decision 0013).
//
// A date formatted in the runtime's own time zone differs between the server (UTC in production)
// and the shopper's browser: a page rendered on the server would change as it hydrates, and an
// order placed at 9 pm in Des Moines would read as the next day in its email. So every date is
// shown in one named zone, the marketplace's: US Central time, where it is based and where most of
// the country's shoppers are within an hour of. Times carry their zone's abbreviation (CST/CDT).

export const MARKET_TIME_ZONE = 'America/Chicago';

const timeZone = MARKET_TIME_ZONE;

/** Two formats of the same instant joined by `separator` (Intl has no format with a custom separator). */
function joined(separator: string, ...parts: Intl.DateTimeFormatOptions[]): { format(date: Date): string } {
  const formats = parts.map((options) => new Intl.DateTimeFormat('en-US', { ...options, timeZone }));
  return { format: (date) => formats.map((f) => f.format(date)).join(separator) };
}

const FORMATS = {
  /** 'November 1, 2026': orders, reviews, emails. */
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }),
  /** 'Mon, Mar 9': a day in the next weeks (delivery windows). */
  day: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }),
  /** 'Jan 1, 2025, 6:05 AM CST': when something happened, to the minute. */
  dateTime: new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }),
  /** 'Mar 2, 2026 · 9:05 AM': docs/product.md B9's 'MMM d, yyyy · h:mm a' (the order pages). */
  stamp: joined(' · ', { year: 'numeric', month: 'short', day: 'numeric' }, { hour: 'numeric', minute: '2-digit' }),
  /** 'March 2026': the order history's month headings. */
  month: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone }),
};

export type DateStyle = keyof typeof FORMATS;

const toDate = (value: string | number | Date): Date => (value instanceof Date ? value : new Date(value));

/**
 * `value` (an ISO timestamp or a Date) in the marketplace's time zone; `fallback` when it is missing
 * or not a date.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'long', fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? fallback : FORMATS[style].format(date);
}

const calendar = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });

/**
 * The day `days` calendar days after `from`'s date in the marketplace's zone, as an instant at
 * midday there: adding 24-hour steps would land on the wrong day across a daylight-saving change.
 */
export function addMarketDays(from: Date, days: number): Date {
  const part = (type: string) => Number(calendar.formatToParts(from).find((p) => p.type === type)?.value);
  // 18:00 UTC is midday in Chicago (13:00 in summer): the same calendar day there.
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days, 18));
}
