import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import { NO_ADDITIONAL_INFO, type ReturnStatus, type SellerReturnRequestDto } from '#shared/returns.ts';
import { useReturnAction, type ReturnAction } from '../api.ts';
import { ReturnActionDialog } from './return-action-dialog.tsx';
import { ReturnLabelButton, returnLabelLinkRef } from './return-label-button.tsx';

const BADGE: Record<ReturnStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  approved: { label: 'Approved', className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  rejected: { label: 'Rejected', className: 'bg-red-50 text-red-800 ring-red-200' },
  completed: { label: 'Completed', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
};

function Field({ term, className = '', children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function refundText(request: SellerReturnRequestDto): string {
  if (request.status === 'rejected') return 'None';
  if (request.refundOwed) return `${formatUsd(request.refundAmount)} (refund pending, retried automatically)`;
  if (request.status === 'completed' && request.refunded !== '0.00') return `${formatUsd(request.refunded)} refunded`;
  return formatUsd(request.refundAmount);
}

/** Called once an action's result is on the page (the list fetched again): the request as it is now. */
export type OnReturnActionDone = (action: ReturnAction, updated: SellerReturnRequestDto) => void;

function ApproveButton({ id, onDone }: { id: number; onDone?: OnReturnActionDone }) {
  const approve = useReturnAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={approve.isPending}
      onClick={() =>
        // mutateAsync: its answer comes even when the card has moved to In Progress meanwhile.
        approve.mutateAsync({ id, action: 'approve' }).then(
          (updated) => {
            toast({ title: 'Return approved', description: 'Generate the return label to send the shopper their prepaid label.', variant: 'success' });
            onDone?.('approve', updated);
          },
          (error: unknown) =>
            toast({ title: 'Failed to approve return', description: serverMessage(error, 'An error occurred. Please try again.'), variant: 'destructive' }),
        )
      }
    >
      Approve
    </Button>
  );
}

/** What the seller can do next: pending (label, approve, reject), approved (label until there is one, complete). */
function Actions({ request, onDone }: { request: SellerReturnRequestDto; onDone?: OnReturnActionDone }) {
  if (request.status === 'pending') {
    return (
      <>
        <ReturnLabelButton returnId={request.id} />
        <ApproveButton id={request.id} onDone={onDone} />
        <ReturnActionDialog action="reject" request={request} onDone={onDone} />
      </>
    );
  }
  if (request.status === 'approved') {
    return (
      <>
        {!request.trackingNumber && <ReturnLabelButton returnId={request.id} />}
        <ReturnActionDialog action="complete" request={request} onDone={onDone} />
      </>
    );
  }
  return null;
}

export const sellerReturnCardId = (id: number) => `seller-return-${id}`;

/**
 * Where the seller goes on with a request after acting on it: its next action (Generate Return
 * Label, then Complete & Refund), else its heading once nothing is left to do, or null when the
 * status filter took it off the page.
 */
export function nextStepOf(id: number): HTMLElement | null {
  const card = document.querySelector<HTMLElement>(`article[aria-labelledby="${sellerReturnCardId(id)}"]`);
  if (!card) return null;
  return card.querySelector<HTMLElement>('[data-return-actions] button:not(:disabled)') ?? document.getElementById(sellerReturnCardId(id));
}

/** One return request on /seller/returns. */
export function SellerReturnCard({ request, onDone }: { request: SellerReturnRequestDto; onDone?: OnReturnActionDone }) {
  const badge = BADGE[request.status];
  const actions = <Actions request={request} onDone={onDone} />;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby={sellerReturnCardId(request.id)}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={sellerReturnCardId(request.id)} className="font-semibold break-words text-slate-900">
            {request.orderItem.product.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            Order #{request.orderId} · {request.shopperName} · Requested on {formatDate(request.createdAt)}
          </p>
        </div>
        <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${badge.className}`}>
          {badge.label}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <Field term="Quantity">{request.quantity}</Field>
        <Field term="Refund">{refundText(request)}</Field>
        <Field term="Reason" className="col-span-2">
          {request.reason}
        </Field>
        {request.additionalInfo !== NO_ADDITIONAL_INFO && (
          <Field term="Details" className="col-span-full">
            {request.additionalInfo}
          </Field>
        )}
        {request.trackingNumber && (
          <Field term="Return tracking" className="col-span-full">
            <Link to={`/tracking?tracking=${encodeURIComponent(request.trackingNumber)}`} className="font-semibold break-all text-brand-700 hover:underline">
              {request.trackingNumber}
            </Link>
          </Field>
        )}
      </dl>
      {(request.labelUrl || request.status === 'pending' || request.status === 'approved') && (
        <div data-return-actions className="mt-4 flex flex-wrap items-start gap-2 border-t border-slate-100 pt-4">
          {actions}
          {request.labelUrl && (
            <a
              ref={returnLabelLinkRef(request.id)}
              href={request.labelUrl}
              target="_blank"
              rel="noopener"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              <Download className="h-4 w-4" aria-hidden />
              Return Label
            </a>
          )}
        </div>
      )}
    </article>
  );
}
