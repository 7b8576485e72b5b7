import type { LucideIcon } from 'lucide-react';

/** How one status looks: its word, its colours and its icon. */
export interface StatusTone {
  label: string;
  className: string;
  Icon: LucideIcon;
}

/** The tones the app's statuses use: waiting, done, failed. */
export const TONES = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** A status as a small pill with its icon and word (a payout's, a mail's). */
export function StatusBadge({ tone }: { tone: StatusTone }) {
  const { label, className, Icon } = tone;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${className}`}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {label}
    </span>
  );
}
