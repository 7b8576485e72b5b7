import type { Carrier, TrackingInfo } from '#server/integrations/carrier/carrier.ts';
import { MARKET_TIME_ZONE } from '#shared/dates.ts';
import type { TrackingResultDto } from '#shared/schemas/tracking.ts';

/** What the 'Error Tracking Package' card says about a number the carrier does not know. */
export const UNKNOWN_NUMBER_MESSAGE = 'No tracking information was found for this tracking number.';

// Event dates and times as the spec's fields carry them, in the marketplace's zone (src/shared/dates.ts).
const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MARKET_TIME_ZONE });
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: MARKET_TIME_ZONE });

export function toTrackingResult(info: TrackingInfo): TrackingResultDto {
  return {
    trackingNumber: info.trackingNumber,
    status: info.status,
    statusDescription: info.statusDescription,
    statusDate: info.statusDate.toISOString(),
    deliveryDate: info.deliveredAt?.toISOString() ?? null,
    estimatedDeliveryDate: info.estimatedDeliveryDate?.toISOString() ?? null,
    events: info.events.map((e) => ({
      eventDescription: e.description,
      eventDate: day.format(e.at),
      eventTime: time.format(e.at),
      eventTimestamp: e.at.toISOString(),
      eventLocation: `${e.city}, ${e.state} ${e.zipCode}`,
      eventCity: e.city,
      eventState: e.state,
      eventZipCode: e.zipCode,
    })),
  };
}

/**
 * The package's tracking as of `now`. A number the carrier does not know is an answer too (docs/product.md part B
 * section 8: the result carries `error`), not a failed request.
 */
export async function trackPackage(carrier: Carrier, trackingNumber: string, now: Date): Promise<TrackingResultDto> {
  const info = await carrier.track(trackingNumber, now);
  if (info) return toTrackingResult(info);
  return {
    trackingNumber,
    status: 'ERROR',
    statusDescription: UNKNOWN_NUMBER_MESSAGE,
    statusDate: null,
    deliveryDate: null,
    estimatedDeliveryDate: null,
    error: UNKNOWN_NUMBER_MESSAGE,
    events: [],
  };
}
