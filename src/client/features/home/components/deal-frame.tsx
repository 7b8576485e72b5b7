import type { ReactNode } from 'react';

/** The Deal of the Day section's frame, shared by the block and its loading state (no layout shift). */
export function DealFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="deal-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <h2 id="deal-title" className="mb-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          Deal of the Day
        </h2>
        {children}
      </div>
    </section>
  );
}

export function DealSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the deal of the day"
      className="grid animate-pulse overflow-hidden rounded-3xl border border-slate-200 bg-white md:grid-cols-[5fr_7fr]"
    >
      <div className="aspect-square bg-slate-200" />
      <div className="flex flex-col gap-4 p-8">
        <div className="h-4 w-1/4 rounded bg-slate-200" />
        <div className="h-8 w-3/4 rounded bg-slate-200" />
        <div className="h-10 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
      </div>
    </div>
  );
}
