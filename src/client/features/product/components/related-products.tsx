import { useQuery } from '@tanstack/react-query';
import { ProductCardSkeleton } from '#client/components/catalogue/product-card-skeleton.tsx';
import { ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { relatedProductsQuery } from '#client/features/catalogue/api.ts';
import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';
import { RELATED_PRODUCTS_LIMIT } from '#shared/catalogue.ts';

/** 'You May Also Like': same category, up to 4, never the product itself (docs/product.md A2). */
export function RelatedProducts({ productId }: { productId: number }) {
  const { data, isPending, isError } = useQuery(relatedProductsQuery(productId));
  const products = (data ?? []).filter((p) => p.id !== productId).slice(0, RELATED_PRODUCTS_LIMIT);
  // Nothing to suggest (or the suggestions failed): the section stays away rather than apologise.
  if (!isPending && (isError || products.length === 0)) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-10">
      <h2 id="related-heading" className="mb-6 text-2xl font-bold text-slate-900">
        You May Also Like
      </h2>
      {isPending ? <RelatedSkeleton /> : <ProductGrid products={products} label="You May Also Like" renderCard={shopCard} />}
    </section>
  );
}

function RelatedSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" role="status" aria-label="Loading suggestions">
      {Array.from({ length: RELATED_PRODUCTS_LIMIT }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
