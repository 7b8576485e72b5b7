import { ArrowLeft, Lock } from 'lucide-react';
import { Button, buttonClass } from '#client/components/ui/button.tsx';

export interface Billing {
  name: string;
  email: string;
  phone: string;
}

export interface SucceededPayment {
  paymentIntentId: string;
  last4?: string;
}

/** 'Pay Now' ('Processing...' while busy) and 'Back to Shipping', shared by both card forms. */
export function PaymentActions({ busy, disabled = false, onBack }: { busy: boolean; disabled?: boolean; onBack: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="outline" size="lg" onClick={onBack} disabled={busy}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Shipping
      </Button>
      <button type="submit" disabled={busy || disabled} className={buttonClass({ variant: 'primary', size: 'lg', className: 'sm:min-w-44' })}>
        {busy ? (
          <>
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
            Processing...
          </>
        ) : (
          <>
            <Lock className="h-4 w-4" aria-hidden />
            Pay Now
          </>
        )}
      </button>
    </div>
  );
}
