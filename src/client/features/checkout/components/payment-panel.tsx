import { lazy, Suspense, type ReactNode } from 'react';
import { AlertTriangle, CreditCard, FlaskConical, RotateCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { SANDBOX_TEST_CARDS, type PaymentConfigDto, type PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { PaymentActions, type Billing, type SucceededPayment } from './payment-actions.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';

// Stripe.js is fetched only when the server's provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

function PaymentMethods() {
  const option = 'flex items-center gap-3 rounded-xl border p-3 sm:p-4';
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">Payment Method</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={`${option} cursor-pointer border-brand-600 bg-brand-50 ring-1 ring-brand-600`}>
          <input type="radio" name="payment-method" value="card" defaultChecked className="h-4 w-4 accent-brand-700" />
          <CreditCard className="h-5 w-5 text-brand-700" aria-hidden />
          <span className="font-medium text-slate-900">Credit or Debit Card</span>
        </label>
        <label className={`${option} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`}>
          <input type="radio" name="payment-method" value="paypal" disabled aria-describedby="paypal-note" className="h-4 w-4" />
          <span className="font-medium">PayPal</span>
          <span id="paypal-note" className="ml-auto text-xs">
            Not available
          </span>
        </label>
      </div>
    </fieldset>
  );
}

function TestModeBox() {
  return (
    <aside aria-labelledby="test-mode-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id="test-mode-heading" className="flex items-center gap-2 font-semibold">
        <FlaskConical className="h-4 w-4" aria-hidden />
        Test Mode
      </h3>
      <p className="mt-1">No real payment is made. Use one of these test cards:</p>
      <ul className="mt-2 space-y-1">
        {SANDBOX_TEST_CARDS.map((card) => (
          // An outcome that does not fit beside its number (a phone) goes whole to the next line.
          <li key={card.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <code className="font-mono font-semibold">{card.number}</code>
            <span className="ml-auto whitespace-nowrap">{card.outcome}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-amber-900">Any future expiry date and any 3-digit CVC.</p>
    </aside>
  );
}

/** Placeholder of the card form's size, so the tab does not jump when the form arrives. */
const FormSkeleton = ({ label }: { label: string }) => <div role="status" aria-label={label} className="h-64 animate-pulse rounded-xl bg-slate-100" />;

export type SetupState =
  | { status: 'waiting' }
  | { status: 'ready'; setup: PaymentIntentSetupDto }
  /** `message`: why the server refused this cart (a 409: sold out, a changed total), shown with the failure */
  | { status: 'failed'; message?: string };

/** The '2. Payment' tab: method, test cards, the provider's card form, or the setup failure with Retry. */
export function PaymentPanel({
  config,
  setup,
  billing,
  placing,
  onRetry,
  onSucceeded,
  onBack,
}: {
  config: PaymentConfigDto | undefined | 'failed';
  setup: SetupState;
  billing: Billing;
  placing: boolean;
  onRetry: () => void;
  onSucceeded: (payment: SucceededPayment) => void;
  onBack: () => void;
}) {
  let body: ReactNode;
  if (config === 'failed' || setup.status === 'failed') {
    body = (
      <div className="space-y-5">
        <div role="alert" className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <AlertTriangle className="h-8 w-8 text-accent-600" aria-hidden />
          <p className="font-medium text-red-900">Unable to initialize payment system. Please try again.</p>
          {setup.status === 'failed' && setup.message && <p className="max-w-prose text-sm text-red-900">{setup.message}</p>}
          <Button variant="outline" onClick={onRetry}>
            <RotateCw className="h-4 w-4" aria-hidden />
            Retry
          </Button>
        </div>
        <PaymentActions busy={false} disabled onBack={onBack} />
      </div>
    );
  } else if (!config || setup.status === 'waiting') {
    body = (
      <div className="space-y-5">
        <FormSkeleton label="Preparing secure payment" />
        <PaymentActions busy={false} disabled onBack={onBack} />
      </div>
    );
  } else if (config.provider === 'stripe') {
    body = (
      <Suspense fallback={<FormSkeleton label="Loading card form" />}>
        <StripeCardForm
          publishableKey={config.publishableKey}
          clientSecret={setup.setup.clientSecret}
          billing={billing}
          placing={placing}
          onSucceeded={onSucceeded}
          onBack={onBack}
        />
      </Suspense>
    );
  } else {
    body = (
      <SandboxCardForm
        clientSecret={setup.setup.clientSecret}
        amount={setup.setup.amount}
        billing={billing}
        placing={placing}
        onSucceeded={onSucceeded}
        onBack={onBack}
      />
    );
  }
  const testMode = config && config !== 'failed' && (config.provider === 'sandbox' || config.publishableKey.startsWith('pk_test'));
  return (
    <div className="space-y-6">
      <PaymentMethods />
      {body}
      {(testMode || !config || config === 'failed') && <TestModeBox />}
    </div>
  );
}
