import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import type { ShippingFormValues, ShippingInfoInput } from '#shared/schemas/checkout.ts';
import type { CreatePaymentIntentInput, PaymentConfigDto, PaymentIntentSetupDto, SandboxConfirmInput, SandboxIntentDto } from '#shared/schemas/payments.ts';
import type { CreateOrderInput, OrderDto } from '#shared/schemas/orders.ts';

/** GET /api/payments/config: which card form the payment tab shows. Fixed for the server's life. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['/api/payments/config'],
  queryFn: () => apiJson<PaymentConfigDto>('GET', '/api/payments/config'),
  staleTime: Infinity,
});

/** Shipping form values as PATCH /api/user/shipping-info wants them (the address is `street`). */
export const toShippingInfo = (v: ShippingFormValues): ShippingInfoInput => ({
  fullName: v.fullName,
  street: v.address,
  city: v.city,
  state: v.state,
  zipCode: v.zipCode,
  country: v.country,
  phone: v.phone,
});

/** Saves the shipping info on the profile; failures are ignored (docs/product.md A7). */
export async function saveShippingInfo(values: ShippingFormValues): Promise<void> {
  try {
    await apiJson<unknown>('PATCH', '/api/user/shipping-info', toShippingInfo(values));
  } catch {
    // ignored: the checkout goes on without it
  }
}

/** POST /api/create-payment-intent: the server prices the cart and answers its own figures. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (input: CreatePaymentIntentInput) => apiJson<PaymentIntentSetupDto>('POST', '/api/create-payment-intent', input),
    // A refused total (409) or a provider outage is answered by the user's Retry, never automatically.
    retry: false,
  });
}

/** The sandbox provider's browser API (what Stripe.js is to Stripe). */
export const sandboxConfirm = (input: SandboxConfirmInput) => apiJson<SandboxIntentDto>('POST', '/api/payments/sandbox/confirm', input);

export const sandboxAuthenticate = (clientSecret: string, outcome: 'approve' | 'fail') =>
  apiJson<SandboxIntentDto>('POST', '/api/payments/sandbox/authenticate', { clientSecret, outcome });

/** POST /api/orders for a succeeded payment. */
export const createOrder = (input: CreateOrderInput) => apiJson<OrderDto>('POST', '/api/orders', input);
