// The sandbox carrier's four demo numbers (docs/architecture.md §4): packages that are always in the
// same situation, whenever they are tracked, because their labels are dated relative to `now`.
import { addMarketDays } from '#shared/dates.ts';
import { DEMO_TRACKING_NUMBERS } from '#shared/schemas/tracking.ts';
import type { TrackingInfo } from './carrier.ts';
import { plannedEvents, trackingInfo, trackLabel, type IssuedLabel } from './sandbox-tracking.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const label = (trackingNumber: string, service: string, destinationZip: string, createdAt: Date): IssuedLabel => ({
  trackingNumber,
  service,
  originZip: '50309',
  destinationZip,
  createdAt,
});

/** Des Moines to Seattle by Priority Mail (3 days), labelled 5 days ago: delivered. */
function delivered(now: Date): TrackingInfo {
  return trackLabel(label(DEMO_TRACKING_NUMBERS.delivered, 'Priority Mail', '98101', new Date(now.getTime() - 5 * DAY)), now);
}

/** Des Moines to Boston by Ground Advantage (4 days), labelled 2 days ago: past the hub. */
function inTransit(now: Date): TrackingInfo {
  return trackLabel(label(DEMO_TRACKING_NUMBERS.inTransit, 'USPS Ground Advantage', '02108', new Date(now.getTime() - 2 * DAY)), now);
}

/**
 * Des Moines to Miami by Ground Advantage, labelled 3 days ago and held up by weather two hours
 * ago where it was last scanned (ALERT): now due two days later than planned.
 */
function exception(now: Date): TrackingInfo {
  const delayedAt = new Date(now.getTime() - 2 * HOUR);
  const issued = label(DEMO_TRACKING_NUMBERS.exception, 'USPS Ground Advantage', '33130', new Date(now.getTime() - 3 * DAY));
  const { events, due } = plannedEvents(issued);
  const happened = events.filter((e) => e.at.getTime() <= delayedAt.getTime());
  const last = happened[happened.length - 1]!;
  const alert = { ...last, status: 'ALERT' as const, description: 'In Transit, Arriving Late: Weather Delay', at: delayedAt };
  return trackingInfo(issued.trackingNumber, [...happened, alert], addMarketDays(due, 2));
}

/** Des Moines to Los Angeles by Priority Mail Express, labelled 20 hours ago and not yet handed over. */
function preShipment(now: Date): TrackingInfo {
  const issued = label(DEMO_TRACKING_NUMBERS.preShipment, 'Priority Mail Express', '90012', new Date(now.getTime() - 20 * HOUR));
  return trackLabel(issued, issued.createdAt);
}

const DEMOS: Readonly<Record<string, (now: Date) => TrackingInfo>> = {
  [DEMO_TRACKING_NUMBERS.delivered]: delivered,
  [DEMO_TRACKING_NUMBERS.inTransit]: inTransit,
  [DEMO_TRACKING_NUMBERS.exception]: exception,
  [DEMO_TRACKING_NUMBERS.preShipment]: preShipment,
};

export const isDemoNumber = (trackingNumber: string): boolean => Object.hasOwn(DEMOS, trackingNumber);

/** The demo package's tracking as of `now`, or null when the number is not a demo number. */
export function trackDemo(trackingNumber: string, now: Date): TrackingInfo | null {
  return isDemoNumber(trackingNumber) ? DEMOS[trackingNumber]!(now) : null;
}
