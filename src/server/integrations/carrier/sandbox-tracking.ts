// How a sandbox package travels (docs/architecture.md §4): every event follows deterministically from
// the label (its number, service, ZIP codes and creation time), so tracking it at any moment answers
// what a real carrier would have scanned by then, and the same question always gets the same answer.
//
//   label created (PRE_SHIPMENT) -> accepted at the origin post office within the hour (ACCEPTED)
//   -> origin facility, a national hub on long trips, destination facility, post office (IN_TRANSIT)
//   -> out for delivery in the morning of the delivery day (OUT_FOR_DELIVERY) -> delivered that
//   afternoon (DELIVERED)
//
// The delivery day is the service's days for the zone after the label's day (sandbox-rates.ts), a
// Sunday moving to Monday: the transit rule of the marketplace's promise (delivery-estimate.ts). Times are set in the marketplace's zone (src/shared/dates.ts).
import { addMarketDays, MARKET_TIME_ZONE } from '#shared/dates.ts';
import { arrivalDay } from '#shared/delivery-estimate.ts';
import type { TrackingStatus } from '#shared/schemas/tracking.ts';
import { stateCode } from '#shared/zip-states.ts';
import type { TrackingEvent, TrackingInfo } from './carrier.ts';
import { facility, hubBetween, postOffice, type Place } from './sandbox-places.ts';
import { SERVICES, zoneBetween } from './sandbox-rates.ts';

/** What the sandbox remembers of a label it issued (its ledger row). */
export interface IssuedLabel {
  trackingNumber: string;
  service: string;
  originZip: string;
  destinationZip: string;
  /** the sender's and recipient's towns as the label names them (older labels have none) */
  originCity?: string | null;
  originState?: string | null;
  destinationCity?: string | null;
  destinationState?: string | null;
  createdAt: Date;
}

/**
 * The post office of one end of the trip: the town on the label, where the seller drops the parcel
 * and the carrier delivers it (docs/decisions/0055-parcels-ship-from-the-maker.md), else the city
 * that serves its ZIP code.
 */
function endOffice(zip: string, city: string | null | undefined, state: string | null | undefined): Place {
  const served = postOffice(zip);
  const code = state ? stateCode(state) : undefined;
  return city?.trim() && code ? { city: city.trim().toUpperCase(), state: code, zipCode: served.zipCode } : served;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A number in [min, max] that depends only on the tracking number and what it is for. */
function vary(trackingNumber: string, what: string, min: number, max: number): number {
  let h = 0x811c9dc5;
  for (const c of `${trackingNumber}:${what}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return min + ((h >>> 0) % (max - min + 1));
}

const marketHour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: MARKET_TIME_ZONE });

/** The instant at hour:minute, marketplace time, on `day`'s date there. */
function atMarketTime(day: Date, hour: number, minute: number): Date {
  const midday = addMarketDays(day, 0); // 18:00 UTC: midday in Chicago, on that date
  const offsetHours = 18 - Number(marketHour.format(midday));
  return new Date(Date.UTC(midday.getUTCFullYear(), midday.getUTCMonth(), midday.getUTCDate(), hour + offsetHours, minute));
}

const event = (status: TrackingStatus, description: string, place: Place, at: Date): TrackingEvent => ({ status, description, at, ...place });

/** Every event the package will have, oldest first, and the day it is due. */
export function plannedEvents(label: IssuedLabel): { events: TrackingEvent[]; due: Date } {
  const { trackingNumber: n, createdAt } = label;
  const zone = zoneBetween(label.originZip, label.destinationZip);
  const table = SERVICES.find((s) => s.service === label.service) ?? SERVICES[0]!;
  const due = arrivalDay(createdAt, table.daysByZone[zone - 1]!);
  const origin = endOffice(label.originZip, label.originCity, label.originState);
  const destination = endOffice(label.destinationZip, label.destinationCity, label.destinationState);
  const from = facility(label.originZip);
  const to = facility(label.destinationZip);
  const hub = hubBetween(from, to, zone);

  // Scans happen on whole minutes.
  const onMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);
  const accepted = onMinute(createdAt.getTime() + vary(n, 'accepted', 20, 50) * MINUTE);
  const atPostOffice = atMarketTime(due, 5, vary(n, 'post office', 0, 50));
  // The origin facility scans the package within hours; the rest of the trip spreads evenly.
  const window = atPostOffice.getTime() - accepted.getTime();
  const transit: Array<[string, Place]> = [
    ['Arrived at USPS Regional Origin Facility', from],
    ['Departed USPS Regional Facility', from],
    ...(hub
      ? ([
          ['Arrived at USPS Regional Facility', hub],
          ['Departed USPS Regional Facility', hub],
        ] as Array<[string, Place]>)
      : []),
    ...(to.zipCode !== from.zipCode ? ([['Arrived at USPS Regional Destination Facility', to]] as Array<[string, Place]>) : []),
  ];
  const step = Math.min(4 * HOUR, window / (transit.length + 1));
  const rest = transit.length - 2;
  const transitAt = (i: number) => onMinute(accepted.getTime() + (i < 2 ? step * (i + 1) : 2 * step + ((window - 2 * step) * (i - 1)) / (rest + 1)));

  return {
    due,
    events: [
      event('PRE_SHIPMENT', 'Shipping Label Created, USPS Awaiting Item', origin, createdAt),
      event('ACCEPTED', 'Accepted at USPS Origin Facility', origin, accepted),
      ...transit.map(([description, place], i) => event('IN_TRANSIT', description, place, transitAt(i))),
      event('IN_TRANSIT', 'Arrived at Post Office', destination, atPostOffice),
      event('OUT_FOR_DELIVERY', 'Out for Delivery', destination, atMarketTime(due, 7, vary(n, 'out', 5, 55))),
      event('DELIVERED', 'Delivered, In/At Mailbox', destination, atMarketTime(due, vary(n, 'hour', 13, 16), vary(n, 'minute', 0, 59))),
    ],
  };
}

/** The sentence that sums up where the package is, after its latest event. */
export function describeStatus(latest: TrackingEvent): string {
  const where = `${latest.city}, ${latest.state}`;
  switch (latest.status) {
    case 'PRE_SHIPMENT':
      return 'A shipping label has been created. USPS is awaiting the item.';
    case 'ACCEPTED':
      return `USPS has accepted the item in ${where}.`;
    case 'OUT_FOR_DELIVERY':
      return `The item is out for delivery in ${where} ${latest.zipCode}.`;
    case 'DELIVERED':
      return `The item was delivered in or at the mailbox in ${where} ${latest.zipCode}.`;
    case 'ALERT':
      return 'The item will arrive later than expected, but is still on its way. It is currently in transit to the next facility.';
    default:
      return 'The item is moving through the USPS network and is on track to be delivered by the expected delivery date.';
  }
}

/** What tracking answers from a list of events that happened (oldest first) and the day due. */
export function trackingInfo(trackingNumber: string, happened: TrackingEvent[], due: Date): TrackingInfo {
  const latest = happened[happened.length - 1]!;
  const delivered = latest.status === 'DELIVERED';
  return {
    trackingNumber,
    status: latest.status,
    statusDescription: describeStatus(latest),
    statusDate: latest.at,
    deliveredAt: delivered ? latest.at : null,
    estimatedDeliveryDate: delivered ? null : due,
    events: [...happened].reverse(),
  };
}

/** The package as of `now`: the events up to then (the label's creation at least). */
export function trackLabel(label: IssuedLabel, now: Date): TrackingInfo {
  const { events, due } = plannedEvents(label);
  const happened = events.filter((e, i) => i === 0 || e.at.getTime() <= now.getTime());
  return trackingInfo(label.trackingNumber, happened, due);
}
