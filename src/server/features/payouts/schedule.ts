// When payouts are sent (issue 27, docs/decisions/0057-payouts.md): every day, or once a week on a
// named weekday, by the marketplace's calendar (US Central time, like every date it shows).
import { MARKET_TIME_ZONE } from '#shared/dates.ts';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** PAYOUT_SCHEDULE: 'daily', or the weekday of the weekly payout ('monday' by default). */
export const PAYOUT_SCHEDULES = ['daily', ...WEEKDAYS] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

const dayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MARKET_TIME_ZONE });

/** The marketplace's date of `instant`, as 2026-11-30. */
export const marketDate = (instant: Date): string => dayFormat.format(instant);

/** The weekday of a calendar date (2026-11-30 is a monday), whatever the zone. */
const weekdayOf = (date: string): (typeof WEEKDAYS)[number] => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const isPayoutDay = (schedule: PayoutSchedule, date: string): boolean => schedule === 'daily' || weekdayOf(date) === schedule;

/** The first payout day on or after `date` (after it when `excludeDate`). */
export function nextPayoutDay(schedule: PayoutSchedule, date: string, excludeDate = false): string {
  let day = excludeDate ? addDays(date, 1) : date;
  while (!isPayoutDay(schedule, day)) day = addDays(day, 1);
  return day;
}
