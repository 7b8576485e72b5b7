import type { ReactNode } from 'react';
import { buttonClass } from '#client/components/ui/button.tsx';

/** In place of a list that could not be loaded (and its count): what failed, and Try again. */
export function LoadError({ children, onRetry, className = '' }: { children: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800 ${className}`}>
      <p>{children}</p>
      <button type="button" onClick={onRetry} className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
        Try again
      </button>
    </div>
  );
}
