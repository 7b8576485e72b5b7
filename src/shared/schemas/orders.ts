import { z } from 'zod';
import { CANCEL_REASONS, type CancelOrderResponse as CancelOrderAnswer, type GenerateLabelResponse, type OrderDto } from '#shared/orders.ts';
import { shipsToCountry, US_ONLY_MESSAGE } from '#shared/zip-states.ts';
import { amountCents } from './checkout.ts';
import { dbId, strictNumber } from './common.ts';
import { sellerSummarySchema } from './shops.ts';

// The constants and DTOs live in #shared/orders.ts (no zod, so the order pages do not load it);
// re-exported for the modules that take the contract from here.
export { CANCEL_REASON_LABELS, CANCEL_REASONS, ORDER_LIST_FILTERS } from '#shared/orders.ts';
export type { CancelOrderResponse, CancelReason, OrderDto, OrderItemDto, OrderListFilter, ShipmentDto } from '#shared/orders.ts';

const paymentIntentId = z.string({ message: 'paymentIntentId is required' }).trim().min(1, 'paymentIntentId is required').max(200);

/**
 * POST /api/orders (docs/product.md A7) plus `paymentIntentId`, the payment the order is for. The
 * order is built from the server's record of that payment; the browser's figures are only compared.
 */
export const createOrderSchema = z.object({
  paymentIntentId,
  orderTotal: amountCents('orderTotal'),
  subtotal: amountCents('subtotal').optional(),
  tax: amountCents('tax').optional(),
  shipping: amountCents('shipping').optional(),
  // Only compared: the order ships to the checkout's address. Another country is refused all the same (decision 0043).
  shippingAddress: z
    .record(z.string(), z.unknown())
    .refine((a) => typeof a.country !== 'string' || shipsToCountry(a.country), { path: ['country'], message: US_ONLY_MESSAGE })
    .optional(),
  shippingMethod: z.string().max(200).optional(),
  shippingRate: z.union([z.string(), z.number()]).optional(),
  estimatedDeliveryDays: strictNumber(z.number().int().min(0).max(365)).default(5),
  payment: z
    .object({ method: z.string().max(40), cardName: z.string().max(200).optional(), last4: z.string().max(8).optional() })
    .passthrough()
    .optional(),
  additionalInfo: z.unknown().optional(),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** POST /api/orders/from-payment: the confirmation page's recovery for a paid checkout without an order. */
export const orderFromPaymentSchema = z.object({ paymentIntentId });

/** POST /api/orders/{id}/cancel (docs/product.md B7): reason (default changed_mind), additionalInfo. */
export const cancelOrderSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { message: `reason must be one of ${CANCEL_REASONS.join(', ')}` }).default('changed_mind'),
  additionalInfo: z.string({ message: 'additionalInfo must be text' }).trim().max(1000, 'additionalInfo must be at most 1000 characters').optional(),
});
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;
export type CancelOrderRequest = z.output<typeof cancelOrderSchema>;

/** /api/orders/{id}... paths: a malformed id is 400, an order the user may not read 404. */
export const orderIdParamsSchema = z.object({ id: dbId('id must be an order number') });

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

const shipmentSchema = z.object({
  trackingNumber: z.string(),
  carrier: z.string(),
  service: z.string(),
  status: z.string(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  sellerId: z.number().nullable(),
  shipFrom: z.object({ city: z.string(), state: z.string() }).nullable(),
});

const orderItemSchema = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  productName: z.string(),
  variantId: z.number().nullable(),
  variantOptions: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  quantity: z.number(),
  price: z.string(),
  weight: z.number().nullable(),
  product: z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable(), sellerId: z.number().nullable() }).nullable(),
  returnableQuantity: z.number(),
  seller: sellerSummarySchema.nullable(),
});

/** An order as the shopper, a seller (their lines only) or the administrator reads it. */
export const orderSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  status: z.enum(['processing', 'shipped', 'delivered', 'completed', 'cancelled']),
  total: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  shipping: z.string(),
  shippingMethod: z.string().nullable(),
  estimatedDeliveryDays: z.number(),
  promisedDeliveryDate: z.string(),
  estimatedDeliveryDate: z.string(),
  shippingAddress: z.object({
    fullName: z.string(),
    email: z.string().optional(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    phone: z.string().optional(),
  }),
  paymentIntentId: z.string().nullable(),
  paymentBrand: z.string().nullable(),
  paymentLast4: z.string().nullable(),
  paymentMethod: z.object({ type: z.literal('card'), brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  trackingNumber: z.string().nullable(),
  shippingCarrier: z.string().nullable(),
  shippingLabel: z.string().nullable(),
  sellerId: z.number().nullable().optional(),
  shipments: z.array(shipmentSchema),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelledAt: z.string().nullable(),
  refunded: z.string(),
  returnRefunds: z.array(
    z.object({ returnId: z.number(), orderItemId: z.number(), productName: z.string(), quantity: z.number(), amount: z.string(), refundedAt: z.string() }),
  ),
  deliveredAt: z.string().nullable(),
  returnableUntil: z.string().nullable(),
  items: z.array(orderItemSchema),
}) satisfies z.ZodType<OrderDto>;

/** POST /api/orders/{id}/cancel */
export const cancelOrderResponseSchema = z.object({ message: z.string(), order: orderSchema }) satisfies z.ZodType<CancelOrderAnswer>;

/** POST /api/orders/{id}/generate-label */
export const generateLabelResponseSchema = z.object({ trackingNumber: z.string(), labelUrl: z.string() }) satisfies z.ZodType<GenerateLabelResponse>;
