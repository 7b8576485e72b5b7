/** The shape of a product card while it loads. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" aria-hidden className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-square w-full bg-slate-200" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-5 w-1/3 rounded bg-slate-200" />
        <div className="mt-2 h-9 w-full rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
