import { AppError, notFound } from '#server/errors.ts';
import { PaymentProviderError } from '#server/integrations/payments/provider.ts';

// Checkout and orders both answer the payment provider's failures the same way; they live here, in
// the feature the order is made from, so orders imports checkout and never the other way round.

export const paymentNotFound = () => notFound('Payment not found');

/** A provider failure as an answer: an unknown payment is 404, an unreachable provider 503. */
export function paymentProviderFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.code === 'not_found') throw paymentNotFound();
    if (error.code === 'unavailable') throw new AppError(503, 'payment_unavailable', 'Payment system is not available. Please try again.');
    throw new AppError(502, 'payment_failed', error.message);
  }
  throw error;
}
