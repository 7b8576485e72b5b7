// The periods the money pages offer (docs/product.md "Payouts and statements"): whole months of the
// marketplace's calendar (US Central, as every date on the site), `to` exclusive as the API takes it.
import { MARKET_TIME_ZONE } from '#shared/dates.ts';

export interface Period {
  /** the first day, 'YYYY-MM-DD' */
  from: string;
  /** the day after the last */
  to: string;
}

export type PeriodChoice = 'this-month' | 'last-month' | 'custom';

const dayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MARKET_TIME_ZONE });

/** Today in the marketplace's zone. */
export const marketToday = (now: Date): string => dayFormat.format(now);

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/** The month `offset` months from the one `now` falls in (0: this month, -1: last month). */
export function monthPeriod(now: Date, offset: number): Period {
  const today = marketToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 + offset;
  return { from: monthStart(year, month), to: monthStart(year, month + 1) };
}

/** A custom period's last day, as a date field shows it, from the API's exclusive `to`. */
export const lastDay = (to: string): string => new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The API's exclusive `to` from a date field's last day. */
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** 'November 2026', or 'Oct 3, 2026 – Nov 2, 2026' for a period that is not one whole month. */
export function periodLabel(period: Period): string {
  const from = new Date(`${period.from}T12:00:00Z`);
  const last = new Date(`${lastDay(period.to)}T12:00:00Z`);
  const wholeMonth = period.from.endsWith('-01') && monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1) === period.to;
  if (wholeMonth) return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(from);
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${short.format(from)} – ${short.format(last)}`;
}
