import { CheckCircle2, Clock, PackageCheck, Truck, XCircle } from 'lucide-react';
import type { OrderDto } from '#shared/orders.ts';
import { STATUS_LABELS } from '../order-rules.ts';

const STYLES: Record<OrderDto['status'], { className: string; Icon: typeof Clock }> = {
  processing: { className: 'bg-amber-50 text-amber-800 ring-amber-200', Icon: Clock },
  shipped: { className: 'bg-sky-50 text-sky-800 ring-sky-200', Icon: Truck },
  delivered: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: PackageCheck },
  completed: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CheckCircle2 },
  cancelled: { className: 'bg-slate-100 text-slate-700 ring-slate-300', Icon: XCircle },
};

export function OrderStatusBadge({ status }: { status: OrderDto['status'] }) {
  const { className, Icon } = STYLES[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${className}`}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {STATUS_LABELS[status]}
    </span>
  );
}
