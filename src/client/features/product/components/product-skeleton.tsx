/** The product page's shape while it loads, so nothing jumps when the product arrives. */
export function ProductSkeleton() {
  const bar = 'animate-pulse rounded bg-slate-200';
  return (
    <div role="status" aria-label="Loading product" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className={`${bar} h-4 w-64`} />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className={`${bar} aspect-square w-full rounded-2xl`} />
        <div className="space-y-4">
          <div className={`${bar} h-5 w-40`} />
          <div className={`${bar} h-9 w-4/5`} />
          <div className={`${bar} h-5 w-48`} />
          <div className={`${bar} h-9 w-36`} />
          <div className={`${bar} h-20 w-full`} />
          <div className={`${bar} h-11 w-56`} />
          <div className={`${bar} h-12 w-full`} />
          <div className={`${bar} h-32 w-full`} />
        </div>
      </div>
    </div>
  );
}
