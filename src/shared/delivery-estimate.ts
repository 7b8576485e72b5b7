// One delivery promise (issue 24, docs/decisions/0044): the date checkout quotes, the order stores,
// the confirmation, the order page and the emails show, from one rule:
//   the order ships within the longest processing time of its items, in business days (Monday to
//   Friday, US federal holidays excepted; docs/decisions/0059-specifications-and-processing-time.md)
//   after the day it is placed, then travels the service's transit days, a
//   Sunday arrival moving to Monday (the carrier's own rule, which the sandbox carrier applies to a
//   label's day); once a package has a label, the carrier's date is the expected one, and where it
//   differs from the promise, the promise is kept beside it rather than silently replaced.
// Every day is a date in the marketplace's zone, held as midday there (src/shared/dates.ts). Pure:
// the moment of the order is passed in, never read from a clock.
import { addMarketDays, formatDate } from './dates.ts';

/**
 * Before listings had their own processing time (docs/decisions/0059-specifications-and-processing-time.md),
 * every order was promised to ship within 2 business days: an order stored without its promise is dated so.
 */
export const HANDLING_BUSINESS_DAYS = 2;

/**
 * The business days before an order's (or a cart's) parcels leave: the longest processing time
 * (`processingDays.max`) of its items, at least 1. One number for the whole order, so its promise is
 * the latest of its packages'.
 */
export const longestProcessingDays = (maxima: readonly number[]): number => Math.max(1, ...maxima);

const SUNDAY = 0;
const SATURDAY = 6;

/** The nth (1-based) `weekday` of a month (0-based), or the last one for n = -1, as a day of the month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
}

/** A fixed-date holiday as observed: on the Friday before a Saturday, the Monday after a Sunday. */
function observed(year: number, month: number, day: number): number {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return Date.UTC(year, month, day + (weekday === SATURDAY ? -1 : weekday === SUNDAY ? 1 : 0));
}

/** The US federal holidays of `year` (as observed), as UTC midnights of their dates. */
function federalHolidays(year: number): Set<number> {
  const on = (month: number, weekday: number, n: number) => Date.UTC(year, month, nthWeekday(year, month, weekday, n));
  return new Set([
    observed(year, 0, 1), // New Year's Day
    on(0, 1, 3), // Birthday of Martin Luther King, Jr.
    on(1, 1, 3), // Washington's Birthday
    on(4, 1, -1), // Memorial Day
    observed(year, 5, 19), // Juneteenth
    observed(year, 6, 4), // Independence Day
    on(8, 1, 1), // Labor Day
    on(9, 1, 2), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    on(10, 4, 4), // Thanksgiving Day
    observed(year, 11, 25), // Christmas Day
    observed(year + 1, 0, 1), // next New Year's Day, observed on December 31 when it is a Saturday
  ]);
}

/** Whether `day` (midday in the marketplace's zone, as addMarketDays gives) is a business day. */
export function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === SATURDAY || weekday === SUNDAY) return false;
  return !federalHolidays(day.getUTCFullYear()).has(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

/** The day by which an order placed at `orderedAt` ships: `processingDays` business days after its day. */
export function shipByDay(orderedAt: Date, processingDays: number): Date {
  let day = addMarketDays(orderedAt, 0);
  for (let counted = 0; counted < processingDays;) {
    day = addMarketDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The day a package handed to the carrier at `shippedAt` arrives: `transitDays` later, a Sunday moving to Monday. */
export function arrivalDay(shippedAt: Date, transitDays: number): Date {
  const day = addMarketDays(shippedAt, transitDays);
  return day.getUTCDay() === SUNDAY ? addMarketDays(shippedAt, transitDays + 1) : day;
}

/**
 * The delivery date promised for an order placed at `orderedAt` whose items take `processingDays`
 * business days to make ready (longestProcessingDays) with a service of `transitDays` (midday,
 * marketplace time). The carrier's days are its own; the processing time comes before them.
 */
export const promisedDelivery = (orderedAt: Date, transitDays: number, processingDays: number): Date =>
  arrivalDay(shipByDay(orderedAt, processingDays), transitDays);

/** 'Arrives by Tue, Dec 1': checkout's options, its summary and the confirmation. */
export const arrivesBy = (promised: string | Date): string => `Arrives by ${formatDate(promised, 'day')}`;

/**
 * The promise as an order states it: 'Arrives by Tue, Dec 1', or, when the carrier's date
 * (`expected`) falls on another day, 'Promised by Tue, Dec 1, now expected Mon, Nov 30'.
 */
export function deliveryPromise(promised: string | Date, expected: string | Date): string {
  const promisedDay = formatDate(promised, 'day');
  const expectedDay = formatDate(expected, 'day');
  return promisedDay === expectedDay ? `Arrives by ${promisedDay}` : `Promised by ${promisedDay}, now expected ${expectedDay}`;
}
