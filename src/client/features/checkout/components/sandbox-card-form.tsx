import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { serverMessage } from '#client/lib/api.ts';
import type { SandboxIntentDto } from '#shared/schemas/payments.ts';
import { sandboxAuthenticate, sandboxConfirm } from '../api.ts';
import { PaymentActions, type Billing, type SucceededPayment } from './payment-actions.tsx';
import { paymentFailure, PaymentFailureNotice, type PaymentFailure } from './payment-failure.tsx';
import { ThreeDSecureDialog } from './three-d-secure-dialog.tsx';

const digits = (s: string) => s.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' as the user types. */
export const formatCardNumber = (s: string) =>
  digits(s)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' -> '12 / 30' as the user types. */
export function formatExpiry(s: string): string {
  const d = digits(s).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

interface CardErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

// The wording of the card provider's own form for incomplete fields; the sandbox judges the rest.
function checkCard(number: string, expiry: string, cvc: string): CardErrors {
  const errors: CardErrors = {};
  const n = digits(number).length;
  if (n < 13 || n > 19) errors.number = 'Your card number is incomplete.';
  if (!/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/.test(expiry.trim())) errors.expiry = "Your card's expiration date is incomplete.";
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  return errors;
}

const paymentError = (description: string) => toast({ title: 'Payment Error', description, variant: 'destructive' });

/** The sandbox provider's card form: confirm, an optional 3-D Secure challenge, then the order. */
export function SandboxCardForm({
  clientSecret,
  amount,
  billing,
  placing,
  onSucceeded,
  onBack,
}: {
  clientSecret: string;
  amount: string;
  billing: Billing;
  placing: boolean;
  onSucceeded: (payment: SucceededPayment) => void;
  onBack: () => void;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [challenge, setChallenge] = useState<SandboxIntentDto | null>(null);
  const [answering, setAnswering] = useState<'approve' | 'fail' | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);

  // A declined card is explained above the fields, which are emptied for the next card.
  const declined = (intent: SandboxIntentDto) => {
    const message = intent.lastError?.message ?? 'An unexpected error occurred.';
    setFailure(paymentFailure(intent.lastError ?? { message }, intent.card));
    setNumber('');
    setExpiry('');
    setCvc('');
    paymentError(message);
    requestAnimationFrame(() => numberInput.current?.focus());
  };

  const settle = (intent: SandboxIntentDto) => {
    if (intent.status === 'succeeded') {
      onSucceeded({ paymentIntentId: intent.id, last4: intent.card?.last4 });
    } else if (intent.status === 'requires_action') {
      setChallenge(intent);
    } else if (intent.status === 'requires_payment_method') {
      declined(intent);
    } else {
      paymentError('An unexpected error occurred.');
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkCard(number, expiry, cvc);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setConfirming(true);
    try {
      settle(await sandboxConfirm({ clientSecret, card: { number, expiry, cvc }, billingDetails: billing }));
    } catch (error) {
      paymentError(serverMessage(error, 'An unexpected error occurred processing your payment.'));
    } finally {
      setConfirming(false);
    }
  };

  const answer = async (outcome: 'approve' | 'fail') => {
    setAnswering(outcome);
    try {
      const intent = await sandboxAuthenticate(clientSecret, outcome);
      setChallenge(null);
      settle(intent);
    } catch (error) {
      setChallenge(null);
      paymentError(serverMessage(error, 'An unexpected error occurred processing your payment.'));
    } finally {
      setAnswering(null);
    }
  };

  const busy = confirming || placing || challenge !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Card details" className="space-y-5">
      {failure && <PaymentFailureNotice failure={failure} />}
      <TextField
        ref={numberInput}
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
        error={errors.number}
        disabled={busy}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="card-expiry"
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={7}
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          error={errors.expiry}
          disabled={busy}
        />
        <TextField
          id="card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(digits(e.target.value).slice(0, 4))}
          error={errors.cvc}
          disabled={busy}
        />
      </div>
      <p className="text-sm text-slate-600">
        Name on card: <span className="font-medium text-slate-900">{billing.name}</span>
      </p>
      <PaymentActions busy={busy} onBack={onBack} />
      <ThreeDSecureDialog
        open={challenge !== null}
        amount={challenge?.amount ?? amount}
        last4={challenge?.card?.last4 ?? null}
        pending={answering}
        onAnswer={(outcome) => void answer(outcome)}
      />
    </form>
  );
}
