import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Link } from '#client/app/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import { NO_ADDITIONAL_INFO, type ReturnStatus, type SellerReturnRequestDto } from '#shared/returns.ts';
import { useReturnAction } from '../api.ts';
import { ReturnActionDialog } from './return-action-dialog.tsx';
import { ReturnLabelButton } from './return-label-button.tsx';

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

function ApproveButton({ id }: { id: number }) {
  const approve = useReturnAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={approve.isPending}
      onClick={() =>
        approve.mutate(
          { id, action: 'approve' },
          {
            onSuccess: () => toast({ title: 'Return approved', description: 'Generate the return label to send the shopper their prepaid label.', variant: 'success' }),
            onError: (error) => toast({ title: 'Failed to approve return', description: serverMessage(error, 'An error occurred. Please try again.'), variant: 'destructive' }),
          },
        )
      }
    >
      Approve
    </Button>
  );
}

/** What the seller can do next: pending (label, approve, reject), approved (label until there is one, complete). */
function Actions({ request }: { request: SellerReturnRequestDto }) {
  if (request.status === 'pending') {
    return (
      <>
        <ReturnLabelButton returnId={request.id} />
        <ApproveButton id={request.id} />
        <ReturnActionDialog action="reject" request={request} />
      </>
    );
  }
  if (request.status === 'approved') {
    return (
      <>
        {!request.trackingNumber && <ReturnLabelButton returnId={request.id} />}
        <ReturnActionDialog action="complete" request={request} />
      </>
    );
  }
  return null;
}

/** One return request on /seller/returns. */
export function SellerReturnCard({ request }: { request: SellerReturnRequestDto }) {
  const badge = BADGE[request.status];
  const actions = <Actions request={request} />;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby={`seller-return-${request.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={`seller-return-${request.id}`} className="font-semibold break-words text-slate-900">
            {request.orderItem.product.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            Order #{request.orderId} · {request.shopperName} · Requested on {formatDate(request.createdAt)}
          </p>
        </div>
        <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${badge.className}`}>{badge.label}</span>
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
        <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-slate-100 pt-4">
          {actions}
          {request.labelUrl && (
            <a href={request.labelUrl} target="_blank" rel="noopener" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              <Download className="h-4 w-4" aria-hidden />
              Return Label
            </a>
          )}
        </div>
      )}
    </article>
  );
}
