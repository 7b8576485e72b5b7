import { Loader2 } from 'lucide-react';

export function Spinner({ label = 'Loading', className = 'h-8 w-8' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center text-brand-700">
      <Loader2 className={`animate-spin ${className}`} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
