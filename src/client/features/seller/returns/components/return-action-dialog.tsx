import { useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { serverMessage } from '#client/lib/api.ts';
import type { SellerReturnRequestDto } from '#shared/returns.ts';
import { formatUsd } from '#shared/money.ts';
import { useReturnAction } from '../api.ts';

type Confirmed = 'reject' | 'complete';

const COPY: Record<Confirmed, { trigger: string; title: string; confirm: string; done: string; failed: string }> = {
  reject: { trigger: 'Reject', title: 'Reject this return?', confirm: 'Reject Return', done: 'Return rejected', failed: 'Failed to reject return' },
  complete: {
    trigger: 'Complete & Refund',
    title: 'Complete this return and refund?',
    confirm: 'Complete & Refund',
    done: 'Return completed',
    failed: 'Failed to complete return',
  },
};

function describe(action: Confirmed, request: SellerReturnRequestDto): string {
  const what = `${request.quantity} × ${request.orderItem.product.name}`;
  return action === 'reject'
    ? `${request.shopperName} will be told by email that you declined the return of ${what}.`
    : `Confirm that ${what} came back. The product is restocked and ${formatUsd(request.refundAmount)} (the item and its sales tax) is refunded to ${request.shopperName}'s card.`;
}

/**
 * Reject (with an optional reason for the shopper) or Complete & Refund, each asked for confirmation
 * first. Once done, the request moves to Completed without its buttons: the dialog leaves the focus
 * to the page (`onDone`) instead of giving it back to the button that opened it.
 */
export function ReturnActionDialog({
  action,
  request,
  onDone,
}: {
  action: Confirmed;
  request: SellerReturnRequestDto;
  onDone?: (action: Confirmed, updated: SellerReturnRequestDto) => void;
}) {
  const [open, setOpen] = useState(false);
  const done = useRef(false);
  const [reason, setReason] = useState('');
  const mutation = useReturnAction();
  const reasonId = useId();
  const copy = COPY[action];

  const confirm = () =>
    mutation.mutate(
      { id: request.id, action, reason: reason.trim() || undefined },
      {
        onSuccess: (updated) => {
          done.current = true;
          setOpen(false);
          onDone?.(action, updated);
          const owed = action === 'complete' && updated.refundOwed;
          toast({
            title: copy.done,
            description: owed ? 'The refund could not be made right now; it will be retried automatically.' : undefined,
            variant: 'success',
          });
        },
        onError: (error) => toast({ title: copy.failed, description: serverMessage(error, 'An error occurred. Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={action === 'reject' ? 'outline' : 'brand'} size="sm">
          {copy.trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (done.current) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{describe(action, request)}</Dialog.Description>
          {action === 'reject' && (
            <div className="mt-4">
              <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-slate-800">
                Reason for the shopper (optional)
              </label>
              <textarea
                id={reasonId}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={1000}
                rows={3}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2"
              />
            </div>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button variant={action === 'reject' ? 'primary' : 'brand'} onClick={confirm} disabled={mutation.isPending}>
              {mutation.isPending ? 'Working…' : copy.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
