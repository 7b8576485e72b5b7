import { z } from 'zod';
import { amountCents, shippingFormSchema } from './checkout.ts';

/** GET /api/payments/config: which card form the payment tab shows. */
export type PaymentConfigDto = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

/**
 * POST /api/create-payment-intent (docs/product.md A7). `amount` is the total the browser shows: the
 * server computes its own from the cart, the shipping method and the tax, and refuses a difference.
 */
export const createPaymentIntentSchema = z.object({
  amount: amountCents('Amount'),
  shippingInfo: shippingFormSchema,
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

/** The answer: the client secret plus the server's figures (decimal strings), which the browser shows. */
export interface PaymentIntentSetupDto {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  subtotal: string;
  /** the multi-item discount taken off the subtotal before tax ("0.00" under 3 items) */
  discount: string;
  tax: string;
  taxPercentage: number;
  shipping: string;
  shippingMethod: string;
  estimatedDeliveryDays: number;
  /** ISO: the delivery date promised for the order (docs/decisions/0044), which the order keeps */
  estimatedDeliveryDate: string;
}

// The sandbox provider's browser API: what Stripe.js is to Stripe. The client secret is the authority,
// as with Stripe; the card number never leaves this request (only brand and last four are kept).

/** POST /api/payments/sandbox/confirm */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required').max(200),
  card: z.object({
    /** digits, spaces allowed: "4242 4242 4242 4242" */
    number: z.string().max(40),
    /** "MM / YY", "MM/YY" or "MM/YYYY" */
    expiry: z.string().max(10),
    cvc: z.string().max(8),
  }),
  billingDetails: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(254).optional(),
      phone: z.string().max(40).optional(),
    })
    .optional(),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;

/** POST /api/payments/sandbox/authenticate: the 3-D Secure challenge's answer. */
export const sandboxAuthenticateSchema = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required').max(200),
  outcome: z.enum(['approve', 'fail'], { message: "outcome must be 'approve' or 'fail'" }),
});

/** A payment intent as the sandbox shows it to the browser. */
export interface SandboxIntentDto {
  id: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  amount: string;
  card: { brand: string; last4: string } | null;
  /** the failed attempt's error, with Stripe's codes: card_declined/insufficient_funds, ... */
  lastError: { code: string; declineCode?: string; message: string } | null;
  /** set while status is requires_action: the browser shows the challenge dialog */
  nextAction: { type: 'three_d_secure' } | null;
}

/** The sandbox test cards (docs/architecture.md §4), shown in the payment tab's test-mode box. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0025 0000 3155', outcome: '3D Secure' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
] as const;

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

/** GET /api/payments/config */
export const paymentConfigSchema = z.union([
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]) satisfies z.ZodType<PaymentConfigDto>;

/** POST /api/create-payment-intent */
export const paymentIntentSetupSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  taxPercentage: z.number(),
  shipping: z.string(),
  shippingMethod: z.string(),
  estimatedDeliveryDays: z.number(),
  estimatedDeliveryDate: z.string(),
}) satisfies z.ZodType<PaymentIntentSetupDto>;

/** The sandbox's POST /api/payments/sandbox/confirm and /authenticate */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
  amount: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  lastError: z.object({ code: z.string(), declineCode: z.string().optional(), message: z.string() }).nullable(),
  nextAction: z.object({ type: z.literal('three_d_secure') }).nullable(),
}) satisfies z.ZodType<SandboxIntentDto>;
