import { Link } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { productsQuery } from '#client/features/catalogue/api.ts';
import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';
import { HomeRecentlyViewed } from './recently-viewed.tsx';

/** The home page's product grid: the first page of GET /api/products with position badges. */
function FeaturedProducts() {
  const { data, isPending, isError } = useQuery(productsQuery());
  return (
    <section aria-labelledby="featured-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              Featured Products
            </h2>
            <p className="mt-1 text-slate-600">Hand-picked goods from American makers.</p>
          </div>
          <Link to="/categories" className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-800">
            View all
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
        {isError ? (
          <p className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
            We couldn't load products right now. Please try again later.
          </p>
        ) : (
          <ProductGrid products={data?.items} loading={isPending} positionBadges label="Featured products" renderCard={shopCard} />
        )}
      </div>
    </section>
  );
}

/**
 * The grid's chunk, loaded as the visitor nears it: the shopper's recently viewed products below
 * the grid (docs/decisions/0061-discovery.md), rendered in the browser only, after hydration, and
 * adding nothing to the home page's first JavaScript. Below, so that arriving after hydration it
 * never moves the grid a shopper comes back to (Back from a product restores the position).
 */
export default function ProductSections() {
  return (
    <>
      <FeaturedProducts />
      <HomeRecentlyViewed />
    </>
  );
}
