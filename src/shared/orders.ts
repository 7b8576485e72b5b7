// The order contract without zod (docs/product.md B3 and B5): the DTOs and the constants the order
// pages show. The inputs' schemas are in schemas/orders.ts.
import type { SellerSummaryDto } from './schemas/shops.ts';

/** docs/product.md B5: the cancel dialog's reasons; the first is the default. */
export const CANCEL_REASONS = ['changed_mind', 'found_better_price', 'ordered_wrong_item', 'shipping_too_slow', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** How the dialog, the order page and the emails word each reason. */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  changed_mind: 'Changed my mind',
  found_better_price: 'Found a better price',
  ordered_wrong_item: 'Ordered the wrong item',
  shipping_too_slow: 'Shipping is too slow',
  other: 'Other',
};

/** GET /api/orders: optional status filter (docs/product.md B2) and paging. */
export const ORDER_LIST_FILTERS = ['all', 'processing', 'shipped', 'delivered', 'completed'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/** What POST /api/orders/{id}/cancel answers: the message to show and the order as it is now. */
export interface CancelOrderResponse {
  message: string;
  order: OrderDto;
}

export interface OrderItemDto {
  /** the order line's id (orderItemId of a return request) */
  id: number;
  productId: number | null;
  /** the product's name at purchase; the variant is named apart (variantOptions) */
  productName: string;
  /** the variant bought (docs/decisions/0060-photos-and-variants.md); null once it was removed */
  variantId: number | null;
  /** its option values at purchase, { Size: 'M' }; {} for a listing without options */
  variantOptions: Record<string, string>;
  /** its SKU at purchase, when the seller gave one */
  sku: string | null;
  quantity: number;
  /** unit price at purchase time, "19.99" */
  price: string;
  /** ounces, when known */
  weight: number | null;
  /** the product as it is now; null once it was deleted (the line still says what was bought) */
  product: { id: number; name: string; imageUrl: string | null; sellerId: number | null } | null;
  /** how many may still be returned: quantity minus those in open or completed return requests */
  returnableQuantity: number;
  /** "Sold by": the shop of the line's seller as recorded at purchase; null for the platform's own stock or a seller who is gone */
  seller: SellerSummaryDto | null;
}

/** A package of the order (one per seller), with the carrier's last reported status. */
export interface ShipmentDto {
  trackingNumber: string;
  carrier: string;
  service: string;
  /** DELIVERED, IN_TRANSIT, ... (docs/product.md B4) */
  status: string;
  deliveredAt: string | null;
  createdAt: string;
  /** whose package it is (the items' seller); null for the platform's own stock */
  sellerId: number | null;
  /** "Ships from": the city of the seller's ship-from address (the warehouse's for the platform's stock); null without one (decision 0055) */
  shipFrom: { city: string; state: string } | null;
}

/** An order (docs/product.md A3 and docs/product.md B3). */
export interface OrderDto {
  id: number;
  createdAt: string;
  status: 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled';
  total: string;
  subtotal: string;
  /** the multi-item discount taken off the subtotal before tax, "0.00" when none (MULTI_ITEM_DISCOUNT_LABEL) */
  discount: string;
  tax: string;
  shipping: string;
  shippingMethod: string | null;
  estimatedDeliveryDays: number;
  /** ISO date: the delivery date promised when the order was placed (docs/decisions/0044) */
  promisedDeliveryDate: string;
  /** ISO date: the carrier's date for the last package once labelled, else the promise */
  estimatedDeliveryDate: string;
  shippingAddress: { fullName: string; email?: string; street: string; city: string; state: string; zipCode: string; country: string; phone?: string };
  paymentIntentId: string | null;
  paymentBrand: string | null;
  paymentLast4: string | null;
  /** docs/product.md B3; expiry is never stored (only brand and last four, docs/architecture.md §4) */
  paymentMethod: { type: 'card'; brand: string | null; last4: string | null } | null;
  /** the first package's tracking number and carrier, as the spec's single fields */
  trackingNumber: string | null;
  shippingCarrier: string | null;
  /** the label's URL (GET /api/orders/{id}/label), for the seller whose package it is; null for anyone else */
  shippingLabel: string | null;
  /**
   * Present only in a seller's view of the order (their lines and their package only): that seller's
   * id, or null in the administrator's view of the platform's own stock. The shopper's view has none.
   */
  sellerId?: number | null;
  shipments: ShipmentDto[];
  cancelReason: CancelReason | null;
  cancelledAt: string | null;
  /** what was refunded to the card, "57.43" ("0.00" when nothing) */
  refunded: string;
  /** the refunds of its completed returns (of the reader's lines), oldest first */
  returnRefunds: ReturnRefundDto[];
  deliveredAt: string | null;
  /** the end of the 30-day return window (null until delivered) */
  returnableUntil: string | null;
  items: OrderItemDto[];
}

/** A completed return's refund as its order shows it: "Refunded $261.82" on a date. */
export interface ReturnRefundDto {
  returnId: number;
  orderItemId: number;
  productName: string;
  quantity: number;
  /** "261.82" */
  amount: string;
  /** ISO */
  refundedAt: string;
}

/** docs/product.md B9: an item without a weight counts as 16 ounces in a label's package weight. */
export const DEFAULT_ITEM_WEIGHT_OZ = 16;
/** docs/product.md B7 and B9: the label request's fixed package (LxWxH inches) and service type. */
export const LABEL_PACKAGE_DIMENSIONS = '12x9x3';
export const LABEL_SERVICE_TYPE = 'Priority';

/** A label for a seller without a complete ship-from address (decision 0055). */
export const SHIP_FROM_MISSING = 'Add your ship-from address in your shop settings before buying a label.';

/** Where the label of a seller's package of an order is read (the administrator adds ?sellerId=). */
export const orderLabelPath = (orderId: number) => `/api/orders/${orderId}/label`;

/** What POST /api/orders/{id}/generate-label answers (docs/product.md B7: trackingNumber). */
export interface GenerateLabelResponse {
  trackingNumber: string;
  /** the PDF, for the seller who generated it */
  labelUrl: string;
}
