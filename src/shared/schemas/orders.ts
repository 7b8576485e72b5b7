import { z } from 'zod';
import { amountCents } from './checkout.ts';

const paymentIntentId = z.string({ message: 'paymentIntentId is required' }).trim().min(1, 'paymentIntentId is required').max(200);

/**
 * POST /api/orders (spec 000 section 7) plus `paymentIntentId`, the payment the order is for. The
 * order is built from the server's record of that payment; the browser's figures are only compared.
 */
export const createOrderSchema = z.object({
  paymentIntentId,
  orderTotal: amountCents('orderTotal'),
  subtotal: amountCents('subtotal').optional(),
  tax: amountCents('tax').optional(),
  shipping: amountCents('shipping').optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  shippingMethod: z.string().max(200).optional(),
  shippingRate: z.union([z.string(), z.number()]).optional(),
  estimatedDeliveryDays: z.coerce.number().int().min(0).max(365).default(5),
  payment: z.object({ method: z.string().max(40), cardName: z.string().max(200).optional(), last4: z.string().max(8).optional() }).passthrough().optional(),
  additionalInfo: z.unknown().optional(),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** POST /api/orders/from-payment: the confirmation page's recovery for a paid checkout without an order. */
export const orderFromPaymentSchema = z.object({ paymentIntentId });

export interface OrderItemDto {
  productId: number | null;
  productName: string;
  quantity: number;
  /** unit price at purchase time, "19.99" */
  price: string;
}

/** An order as GET /api/orders lists it (spec 000 section 3: id, createdAt, status, total, and more). */
export interface OrderDto {
  id: number;
  createdAt: string;
  status: 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled';
  total: string;
  subtotal: string;
  tax: string;
  shipping: string;
  shippingMethod: string | null;
  estimatedDeliveryDays: number;
  shippingAddress: { fullName: string; email?: string; street: string; city: string; state: string; zipCode: string; country: string; phone?: string };
  paymentIntentId: string | null;
  paymentBrand: string | null;
  paymentLast4: string | null;
  items: OrderItemDto[];
}
