// The return request contract without zod (docs/product.md B3, B5 and B9): constants, the return
// window and the DTO, for pages that only show requests. The inputs' schemas are in
// schemas/returns.ts.
import { addMarketDays, MARKET_TIME_ZONE } from '#shared/dates.ts';

/** docs/product.md B5: the return dialog's reasons, as shown and as stored. */
export const RETURN_REASONS = [
  "Item defective or doesn't work",
  'Item damaged during shipping',
  'Wrong item received',
  "Item doesn't match description",
  'No longer needed',
  'Other',
] as const;

export const NO_ADDITIONAL_INFO = 'No additional information provided';
/** docs/product.md B9 */
export const RETURN_WINDOW_DAYS = 30;

export const RETURN_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * The statuses whose quantity is taken from what a line may still return: a request being handled
 * or done. A rejected request gives its quantity back. (OrderItemDto.returnableQuantity uses the same.)
 */
export const RETURN_HOLDING_STATUSES: readonly ReturnStatus[] = ['pending', 'approved', 'completed'];

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the marketplace's clock is ahead of UTC at `at` (negative: -5 or -6 hours). */
function marketOffsetMs(at: Date): number {
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The last moment a delivered or completed order can be returned: the end of the 30th calendar day
 * after delivery in the marketplace's zone (a shopper reading "return by March 31" counts all of
 * March 31). An order marked delivered without the carrier's time (set by hand, or before deliveredAt
 * existed) counts from its last change, which is when it became delivered or completed.
 */
export function returnWindowEnd(order: { deliveredAt: Date | null; updatedAt: Date }): Date {
  // Midday of the last day there, so its UTC date is that day's date.
  const lastDay = addMarketDays(order.deliveredAt ?? order.updatedAt, RETURN_WINDOW_DAYS);
  const nextMidnight = Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate() + 1) - marketOffsetMs(lastDay);
  return new Date(nextMidnight - 1);
}

/** A return request (docs/product.md B3). */
export interface ReturnRequestDto {
  id: number;
  orderId: number;
  orderItemId: number;
  userId: number;
  quantity: number;
  reason: string;
  returnMethod: 'mail';
  additionalInfo: string;
  status: ReturnStatus;
  trackingNumber: string | null;
  /**
   * The prepaid return label (a PDF) once generated: its route, which serves it to the shopper, the
   * seller and the administrator only (decision 0041); null before.
   */
  labelUrl: string | null;
  createdAt: string;
  orderItem: { id: number; product: { id: number | null; name: string } };
  /** what was given back to the card for this return, "261.82"; "0.00" until the refund is made */
  refunded: string;
  /** when the refund was made (ISO), null until then */
  refundedAt: string | null;
}

/**
 * A return request as its seller sees it on /seller/returns (GET /api/returns/seller): the request,
 * who asked, and what completing it gives back: the line's unit price times the quantity plus that
 * amount's share of the order's tax (shipping is not refunded), as decimal strings.
 */
export interface SellerReturnRequestDto extends ReturnRequestDto {
  /** the name on the order's shipping address */
  shopperName: string;
  /** what completing the return refunds, "27.43" */
  refundAmount: string;
  /** completed, paid through the payment provider, and the refund not made yet: the job retries it */
  refundOwed: boolean;
}

/** The answer of POST /api/returns/{id}/generate-label (docs/product.md B7). */
export interface ReturnLabelResponse {
  labelUrl: string;
}
