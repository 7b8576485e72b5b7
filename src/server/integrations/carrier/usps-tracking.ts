// USPS Tracking 3.0 answers (GET /tracking/v3/tracking/{number}?expand=DETAIL) in our terms: each
// scan's event code or wording becomes one of docs/product.md part B's tracking statuses (section 4).
import type { TrackingStatus } from '#shared/schemas/tracking.ts';
import type { TrackingEvent, TrackingInfo } from './carrier.ts';

/** One scan, as USPS answers it (the fields this adapter reads). */
export interface UspsTrackingEvent {
  eventType?: string | null;
  eventTimestamp?: string | null;
  eventCode?: string | null;
  eventCity?: string | null;
  eventState?: string | null;
  eventZIP?: string | null;
}

export interface UspsTrackingResponse {
  trackingNumber?: string;
  status?: string | null;
  statusCategory?: string | null;
  statusSummary?: string | null;
  expectedDeliveryDate?: string | null;
  trackingEvents?: UspsTrackingEvent[] | null;
}

/** USPS event codes whose meaning is settled (USPS Publication 199's scan event codes). */
const BY_CODE: Record<string, TrackingStatus> = {
  '01': 'DELIVERED',
  '02': 'NOTICE_LEFT',
  '03': 'ACCEPTED',
  '04': 'RETURN_TO_SENDER',
  '05': 'ALERT',
  '06': 'FORWARDED',
  '07': 'IN_TRANSIT',
  '09': 'RETURN_TO_SENDER',
  '10': 'IN_TRANSIT',
  '16': 'AVAILABLE_FOR_PICKUP',
  '17': 'DELIVERED_TO_AGENT',
  '21': 'ALERT',
  '57': 'DELIVERY_ATTEMPTED',
  MA: 'PRE_SHIPMENT',
  GX: 'PRE_SHIPMENT',
  OF: 'OUT_FOR_DELIVERY',
  OA: 'ACCEPTED',
  TM: 'ACCEPTED',
  SF: 'IN_TRANSIT',
  PC: 'IN_TRANSIT',
};

/** The wording USPS uses for events and status categories, for codes the table does not hold. */
const BY_WORDS: Array<[RegExp, TrackingStatus]> = [
  [/delivered to agent|picked up by (shipping )?agent/i, 'DELIVERED_TO_AGENT'],
  [/out for delivery/i, 'OUT_FOR_DELIVERY'],
  [/delivered/i, 'DELIVERED'],
  [/notice left/i, 'NOTICE_LEFT'],
  [/available for pickup|ready for pickup/i, 'AVAILABLE_FOR_PICKUP'],
  [/return(ed)? to sender/i, 'RETURN_TO_SENDER'],
  [/forward/i, 'FORWARDED'],
  [/held at|being held|hold/i, 'HELD_AT_LOCATION'],
  [/attempt/i, 'DELIVERY_ATTEMPTED'],
  [/pre-shipment|label created|shipping label|awaiting item|electronic/i, 'PRE_SHIPMENT'],
  [/accept|picked up|in possession|acceptance/i, 'ACCEPTED'],
  [/alert|undeliverable|refused|no such number|insufficient address|damaged|missent|delay/i, 'ALERT'],
  [/transit|arrived|departed|processed|facility|moving|en route/i, 'IN_TRANSIT'],
];

export function statusOf(code: string | null | undefined, words: string | null | undefined): TrackingStatus | null {
  const byCode = code ? BY_CODE[code.trim().toUpperCase()] : undefined;
  if (byCode) return byCode;
  const text = words ?? '';
  return BY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** USPS sends timestamps without a zone ('2023-08-02T07:31:00') or with one; either is read as given. */
function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** USPS's expected day ('2026-11-25') as midday in the marketplace's zone, as the sandbox dates it. */
function expectedDay(value: string | null | undefined): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 18)) : null;
}

/** The answer as TrackingInfo, events newest first; null when USPS has no scan and no status for it. */
export function toTrackingInfo(trackingNumber: string, body: UspsTrackingResponse, now: Date): TrackingInfo | null {
  const events: TrackingEvent[] = [];
  for (const e of body.trackingEvents ?? []) {
    const at = dateOf(e.eventTimestamp);
    if (!at) continue;
    events.push({
      status: statusOf(e.eventCode, e.eventType) ?? 'IN_TRANSIT',
      description: (e.eventType ?? '').trim() || 'USPS scan',
      at,
      city: (e.eventCity ?? '').trim(),
      state: (e.eventState ?? '').trim(),
      zipCode: (e.eventZIP ?? '').trim(),
    });
  }
  events.sort((a, b) => b.at.getTime() - a.at.getTime());
  const latest = events[0];
  const overall = statusOf(null, body.statusCategory) ?? statusOf(null, body.status) ?? latest?.status ?? null;
  if (!overall && !latest) return null;
  const status = overall ?? latest!.status;
  const delivered = status === 'DELIVERED' || status === 'DELIVERED_TO_AGENT';
  return {
    trackingNumber,
    status,
    statusDescription: (body.statusSummary ?? body.status ?? latest?.description ?? '').trim() || status,
    statusDate: latest?.at ?? now,
    deliveredAt: delivered ? (events.find((e) => e.status === status)?.at ?? latest?.at ?? null) : null,
    estimatedDeliveryDate: delivered ? null : expectedDay(body.expectedDeliveryDate),
    events,
  };
}
