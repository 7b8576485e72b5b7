// Loaded only when the server's payment provider is Stripe (React.lazy in payment-panel.tsx): Stripe.js
// and its React bindings stay out of every other chunk.
import { useState, type FormEvent } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { toast } from '#client/components/ui/toast.tsx';
import { PaymentActions, type Billing, type SucceededPayment } from './payment-actions.tsx';
import { paymentFailure, PaymentFailureNotice, type PaymentFailure } from './payment-failure.tsx';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripes.set(key, promise);
  }
  return promise;
};

const paymentError = (description: string) => toast({ title: 'Payment Error', description, variant: 'destructive' });

interface FormProps {
  billing: Billing;
  placing: boolean;
  onSucceeded: (payment: SucceededPayment) => void;
  onBack: () => void;
}

function StripeForm({ billing, placing, onSucceeded, onBack }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirming, setConfirming] = useState(false);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) {
      paymentError('Payment system is not available. Please try again.');
      return;
    }
    setFailure(null);
    setConfirming(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}/order-confirmation`,
          payment_method_data: { billing_details: { name: billing.name, email: billing.email, phone: billing.phone } },
        },
        redirect: 'if_required',
      });
      if (result.error) {
        const { error } = result;
        // A card the bank refused is explained above the form, which is emptied for the next card;
        // incomplete fields are already marked by the Payment Element itself.
        if (error.type === 'card_error') {
          setFailure(paymentFailure({ code: error.code, declineCode: error.decline_code, message: error.message }, error.payment_method?.card));
          elements.getElement('payment')?.clear();
        }
        paymentError(error.message ?? 'An unexpected error occurred.');
      } else if (result.paymentIntent.status === 'succeeded') {
        onSucceeded({ paymentIntentId: result.paymentIntent.id });
      } else {
        paymentError('An unexpected error occurred.');
      }
    } catch {
      paymentError('An unexpected error occurred processing your payment.');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Card details" className="space-y-5">
      {failure && <PaymentFailureNotice failure={failure} />}
      {/* Reserves the Payment Element's height while Stripe loads it. */}
      <div className={ready ? '' : 'min-h-52 animate-pulse rounded-lg bg-slate-100'}>
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <PaymentActions busy={confirming || placing} disabled={!stripe || !ready} onBack={onBack} />
    </form>
  );
}

export default function StripeCardForm({ publishableKey, clientSecret, ...props }: FormProps & { publishableKey: string; clientSecret: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <StripeForm {...props} />
    </Elements>
  );
}
