// The card payment integration (docs/architecture.md §4): one interface, the sandbox provider by default
// and the Stripe adapter when the Stripe keys are configured. Amounts travel in integer cents.

/** The states a payment intent goes through, named as Stripe names them. */
export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  /** handed to the browser, which confirms the payment with it */
  clientSecret: string;
  amountCents: number;
  currency: 'usd';
  status: PaymentIntentStatus;
  /** only the brand ('visa', 'mastercard', ...) and last four digits, once a card was presented */
  card: { brand: string; last4: string } | null;
  /** the last failed attempt, as the provider reports it */
  lastError: { code: string; declineCode?: string; message: string } | null;
  amountRefundedCents: number;
  metadata: Record<string, string>;
}

export interface CreateIntentRequest {
  amountCents: number;
  metadata: Record<string, string>;
  /** the same key twice gives the same intent (retries never create a second payment) */
  idempotencyKey?: string;
}

/** What the browser needs to show the provider's card form. */
export type PaymentClientConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  clientConfig(): PaymentClientConfig;
  createIntent(request: CreateIntentRequest): Promise<PaymentIntent>;
  /** throws PaymentProviderError('not_found') for an unknown id */
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /**
   * Gives the money back: refunds a succeeded intent in full, cancels one that has not succeeded.
   * Idempotent: an intent already refunded or canceled is left as it is.
   */
  refundOrCancel(id: string): Promise<PaymentIntent>;
  /**
   * Gives `amountCents` of a succeeded payment back (a returned item). The same idempotency key
   * twice refunds once, so a retry after a lost answer never pays twice; more than is left to refund
   * is refused (invalid_request).
   */
  refund(id: string, amountCents: number, idempotencyKey: string): Promise<PaymentIntent>;
}

export type PaymentProviderErrorCode = 'not_found' | 'invalid_request' | 'unavailable';

export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
