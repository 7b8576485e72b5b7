import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { formatUsd } from '#shared/money.ts';

/**
 * The sandbox bank's 3-D Secure challenge, what a card issuer's page is in a real payment. Closing
 * it (Escape) counts as failing the authentication, as it does with Stripe's challenge.
 */
export function ThreeDSecureDialog({
  open,
  amount,
  last4,
  pending,
  onAnswer,
}: {
  open: boolean;
  amount: string;
  last4: string | null;
  pending: 'approve' | 'fail' | null;
  onAnswer: (outcome: 'approve' | 'fail') => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onAnswer('fail')}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center gap-3">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck className="h-6 w-6" aria-hidden />
            </span>
            <Dialog.Title className="text-lg font-bold text-slate-900">3-D Secure Authentication</Dialog.Title>
          </div>
          <Dialog.Description className="mt-4 text-sm text-slate-700">
            Your bank asks you to confirm this payment of <strong className="tabular-nums">{formatUsd(amount)}</strong>
            {last4 ? ` with the card ending in ${last4}` : ''}. This is the sandbox bank's verification: in test mode no real bank is contacted, and you choose
            the outcome.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={pending !== null} onClick={() => onAnswer('fail')}>
              {pending === 'fail' ? 'Processing...' : 'Fail Authentication'}
            </Button>
            <Button variant="brand" disabled={pending !== null} onClick={() => onAnswer('approve')}>
              {pending === 'approve' ? 'Processing...' : 'Complete Authentication'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
