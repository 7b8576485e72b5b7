import { z } from 'zod';

/** docs/product.md B4: every tracking status the page styles; others get a neutral style. */
export const TRACKING_STATUSES = [
  'DELIVERED',
  'IN_TRANSIT',
  'ACCEPTED',
  'PRE_SHIPMENT',
  'OUT_FOR_DELIVERY',
  'ALERT',
  'NOTICE_LEFT',
  'AVAILABLE_FOR_PICKUP',
  'DELIVERED_TO_AGENT',
  'FORWARDED',
  'RETURN_TO_SENDER',
  'HELD_AT_LOCATION',
  'DELIVERY_ATTEMPTED',
  'ERROR',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** docs/product.md B5: required, 12 to 34 characters, letters and digits only. */
export const trackingNumberSchema = z
  .string({ message: 'Tracking number is required' })
  .trim()
  .min(1, 'Tracking number is required')
  .min(12, 'Tracking number must be at least 12 characters')
  .max(34, 'Tracking number must be at most 34 characters')
  .regex(/^[A-Za-z0-9]+$/, 'Tracking number can only contain letters and numbers');

/** GET /api/tracking?tracking={number} */
export const trackingQuerySchema = z.object({ tracking: trackingNumberSchema });

/**
 * The sandbox carrier's demo numbers (docs/architecture.md §4), one per situation, with events relative
 * to the moment they are tracked. The page lists them for the administrator only (docs/product.md part B section
 * 6: the check is on the client); the server tracks them for anyone, like any number.
 */
export const DEMO_TRACKING_NUMBERS = {
  delivered: '9405511899562143277080',
  inTransit: '9400111899563098745126',
  exception: '9400111899564177652038',
  preShipment: '9270111899565286319448',
} as const;

/** One scan of a package (docs/product.md B3). Dates and times are in the marketplace's zone (src/shared/dates.ts). */
export interface TrackingEventDto {
  eventDescription: string;
  /** '2026-11-20' */
  eventDate: string;
  /** '14:05' */
  eventTime: string;
  /** the same moment as an ISO timestamp, for display with its zone */
  eventTimestamp: string;
  /** 'DES MOINES, IA 50309' */
  eventLocation: string;
  eventCity: string;
  eventState: string;
  eventZipCode: string;
}

/**
 * A tracking result (docs/product.md B3); `error` is set for a number the carrier does not know.
 * Dates are ISO timestamps: statusDate when the latest event happened, deliveryDate when the
 * package was delivered, estimatedDeliveryDate the expected day (midday in the marketplace's zone).
 */
export interface TrackingResultDto {
  trackingNumber: string;
  status: TrackingStatus | string;
  statusDescription: string;
  statusDate: string | null;
  deliveryDate: string | null;
  estimatedDeliveryDate: string | null;
  error?: string;
  events: TrackingEventDto[];
}

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

/** GET /api/tracking */
export const trackingResultSchema = z.object({
  trackingNumber: z.string(),
  status: z.string(),
  statusDescription: z.string(),
  statusDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  error: z.string().optional(),
  events: z.array(
    z.object({
      eventDescription: z.string(),
      eventDate: z.string(),
      eventTime: z.string(),
      eventTimestamp: z.string(),
      eventLocation: z.string(),
      eventCity: z.string(),
      eventState: z.string(),
      eventZipCode: z.string(),
    }),
  ),
}) satisfies z.ZodType<TrackingResultDto>;
