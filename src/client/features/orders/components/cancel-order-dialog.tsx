import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason } from '#shared/orders.ts';
import { refusalMessage, useCancelOrder } from '../api.ts';
import { cancelledAnnouncement } from '../order-rules.ts';
import { FIELD_LABEL, OrderDialog, TEXTAREA } from './order-dialog.tsx';

/** docs/product.md B9: the dialog closes 2 seconds after a successful cancellation. */
export const CLOSE_AFTER_MS = 2000;
const FAILED = 'There was an error cancelling your order. Please try again later.';

/**
 * Cancel Order (docs/product.md B2, B5 and B8): a reason (changed_mind first and chosen) and optional
 * additional information. On success a confirmation shows and the dialog closes 2 seconds later.
 * The Cancel Order button that opened it is gone by then (the page behind shows the order
 * cancelled): the focus goes to what `focusAfterCancel` answers, and the refund is announced.
 * Closed without cancelling, the focus goes back to that button.
 */
export function CancelOrderDialog({
  orderId,
  open,
  onOpenChange,
  focusAfterCancel,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the page's element that shows the order cancelled */
  focusAfterCancel?: () => HTMLElement | null | undefined;
}) {
  const [reason, setReason] = useState<CancelReason>(CANCEL_REASONS[0]);
  const [info, setInfo] = useState('');
  const cancel = useCancelOrder();
  const done = cancel.isSuccess;

  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { orderId, reason, additionalInfo: info.trim() },
      {
        onSuccess: (answer) =>
          toast({ title: 'Order Cancelled', description: answer.message || 'Your order has been successfully cancelled.', variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to Cancel Order', description: refusalMessage(error, FAILED), variant: 'destructive' }),
      },
    );
  };

  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel Order #${orderId}`}
      description="Your payment is refunded to your card and the items go back on sale."
      then={done ? { target: () => focusAfterCancel?.(), message: cancelledAnnouncement(cancel.data.order) } : null}
    >
      {done ? (
        <div role="status" className="mt-6 flex flex-col items-center gap-2 py-4 text-center">
          <CheckCircle2 className="h-12 w-12 text-emerald-600" aria-hidden />
          <p className="text-lg font-semibold text-slate-900">Order Cancelled</p>
          <p className="text-sm text-slate-600">{cancel.data.message}</p>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-5 space-y-5">
          <fieldset>
            <legend className={FIELD_LABEL}>Why are you cancelling?</legend>
            <div className="space-y-2">
              {CANCEL_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="cancel-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {CANCEL_REASON_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="cancel-info" className={FIELD_LABEL}>
              Additional information <span className="text-xs font-normal text-slate-500">(optional)</span>
            </label>
            <textarea id="cancel-info" rows={3} maxLength={1000} value={info} onChange={(e) => setInfo(e.target.value)} className={TEXTAREA} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Keep Order
            </Button>
            <Button type="submit" variant="primary" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel Order'}
            </Button>
          </div>
        </form>
      )}
    </OrderDialog>
  );
}
