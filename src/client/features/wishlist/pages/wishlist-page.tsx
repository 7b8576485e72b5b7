import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { Link } from '#client/lib/router.tsx';
import { Heart } from 'lucide-react';
import { ProductCard } from '#client/components/catalogue/product-card.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { useWishlist } from '../api.ts';
import { WishlistCardActions } from '../components/wishlist-card-actions.tsx';

/** /wishlist (docs/product.md B2, "Wishlist"); the route wrapper has already asked for a sign-in. */
export default function WishlistPage() {
  useSeo({ title: 'My Wishlist', description: 'The American-made products you saved for later.', noIndex: true });
  const wishlist = useWishlist();
  const items = wishlist.items;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Wishlist' }]} />

      <div className="mt-4 mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">My Wishlist</h1>
        {items.length > 0 && (
          <p className="text-sm text-slate-600">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>

      {wishlist.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label="Loading your wishlist" />
        </div>
      ) : wishlist.isError ? (
        <div className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">Your wishlist could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={() => void wishlist.refetch()}>
            Try Again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-red-50 text-accent-600">
            <Heart className="h-8 w-8" aria-hidden />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">Your wishlist is empty</h2>
          <p className="mt-2 max-w-sm text-slate-600">Save the American-made products you love and find them here later.</p>
          <Link to="/categories" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-6`}>
            Browse Products
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" aria-label="Wishlist items">
          {items.map((item) => (
            <li key={item.wishlistId}>
              <ProductCard product={item} showStock actions={<WishlistCardActions item={item} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
