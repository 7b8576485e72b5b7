import { CreditCard } from 'lucide-react';
import { cardDescription } from '#shared/cards.ts';

/** A card payment that did not go through, as the card form explains it (issue 10). */
export interface PaymentFailure {
  title: string;
  /** 'Visa ending in 9995' when the provider said which card */
  card: string | undefined;
  /** the provider's own words: 'Your card has insufficient funds.' */
  message: string;
  /** what the shopper can do about it */
  advice: string;
}

/** Stripe's error codes (the sandbox uses the same ones). */
const ADVICE: Record<string, string> = {
  insufficient_funds: 'Nothing was charged. Use another card, or ask your bank about the available balance.',
  expired_card: 'Nothing was charged. Check the expiry date, or use another card.',
  incorrect_cvc: 'Nothing was charged. Check the 3-digit security code on the back of your card and try again.',
  incorrect_number: 'Nothing was charged. Check the card number and try again.',
  payment_intent_authentication_failure: 'Nothing was charged. Try again and approve the check your bank shows, or use another card.',
};
const DEFAULT_ADVICE = 'Nothing was charged. Try another card, or contact your bank to find out why.';

/** What a provider's error means for the shopper, and which card it was about. */
export function paymentFailure(
  error: { code?: string; declineCode?: string; message?: string },
  card: { brand?: string | null; last4?: string | null } | null | undefined,
): PaymentFailure {
  const authentication = error.code === 'payment_intent_authentication_failure';
  return {
    title: authentication ? 'Card authentication failed' : 'Payment declined',
    card: cardDescription(card?.brand, card?.last4),
    message: error.message ?? 'Your card was declined.',
    advice: ADVICE[error.declineCode ?? ''] ?? ADVICE[error.code ?? ''] ?? DEFAULT_ADVICE,
  };
}

/** The notice above the card fields; it stays until the next attempt (a toast would be gone in 5 s). */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
      <CreditCard className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{failure.title}</p>
        <p>
          {failure.card && <span className="font-medium">{failure.card}: </span>}
          {failure.message}
        </p>
        <p>{failure.advice}</p>
      </div>
    </div>
  );
}
