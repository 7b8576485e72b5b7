/** A filtered list's empty state (docs/product.md A2): nothing matches the chosen filters. */
export function NoFilterMatches() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-semibold text-slate-900">No products found.</p>
      <p className="mt-1 text-sm text-slate-600">Try widening the price range or clearing the filters.</p>
    </div>
  );
}
