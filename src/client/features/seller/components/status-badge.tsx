import { CircleCheck, Clock, History } from 'lucide-react';

/** docs/product.md B4: 'Pending' while isApproved is false, 'Live' once true. */
export function StatusBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      <CircleCheck className="h-3.5 w-3.5" aria-hidden />
      Live
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <Clock className="h-3.5 w-3.5" aria-hidden />
      Pending
    </span>
  );
}

/** An approved listing's edit waits for the administrator; shoppers see the live version (decision 0040). */
export function ChangesPendingBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
      <History className="h-3.5 w-3.5" aria-hidden />
      Changes pending review
    </span>
  );
}
