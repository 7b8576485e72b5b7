import { lazy, Suspense, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { CartButton, HeartButton, ProductCard, type ProductCardProps } from '#client/components/catalogue/product-card.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useAddToCart } from '#client/features/cart/api.ts';
import { useWishlistToggle } from '#client/features/wishlist/api.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { useDeleteProduct, useListCardCart, useListCardWishlist } from './api.ts';

// The confirmation dialog is only ever needed by the administrator: it loads with their first card.
const AdminDeleteButton = lazy(() => import('#client/components/catalogue/admin-delete-button.tsx'));

function GridHeart({ product }: { product: ProductDto }) {
  const { inWishlist, toggle, pending } = useWishlistToggle(product.id);
  return <HeartButton name={product.name} on={inWishlist} pending={pending} onClick={toggle} />;
}

/**
 * The list cards' heart: the list pages' messages (docs/product.md B4, B8), but, unlike the spec's
 * heart that starts off on every card, it shows whether the product is in the wishlist, as the grid
 * cards and the product page do (one truth, decision 0015). Until the wishlist is read again after a
 * change, the change itself is shown.
 */
function ListHeart({ product }: { product: ProductDto }) {
  const { inWishlist } = useWishlistToggle(product.id);
  const [changed, setChanged] = useState<boolean | null>(null);
  const on = changed ?? inWishlist;
  const { toggle, pending } = useListCardWishlist();
  return <HeartButton name={product.name} on={on} pending={pending} onClick={() => toggle(product.id, !on, (ok) => ok && setChanged(!on))} />;
}

function GridCartButton({ product }: { product: ProductDto }) {
  const { add, pending } = useAddToCart();
  return <CartButton product={product} pending={pending} onClick={() => add(product.id, 1)} />;
}

function ListCartButton({ product }: { product: ProductDto }) {
  const { add, pending } = useListCardCart();
  return <CartButton product={product} pending={pending} onClick={() => add(product.id)} />;
}

function AdminDelete({ product }: { product: ProductDto }) {
  const remove = useDeleteProduct();
  return (
    <Suspense
      fallback={
        <span className={buttonClass({ variant: 'outline', size: 'sm', className: 'w-full opacity-60' })}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </span>
      }
    >
      <AdminDeleteButton product={product} onDelete={() => remove.mutate(product.id)} />
    </Suspense>
  );
}

export interface ShopProductCardProps extends Omit<ProductCardProps, 'heart' | 'actions' | 'adminActions'> {
  /**
   * 'grid' (home, category, search, related, recommended): the heart follows the user's wishlist and
   * Add to Cart uses the cart's messages. 'list' (deals, best sellers, new arrivals): the list cards'
   * messages (docs/product.md B4, B8); the heart follows the wishlist too (decision 0015).
   */
  variant?: 'grid' | 'list';
}

/**
 * A product card of the shop: Add to Cart, the wishlist heart and, for the administrator, Delete
 * with a confirmation instead of the badges (docs/product.md A2). The catalogue's public card: the
 * home, cart and product pages show it through `shopCard`.
 */
export function ShopProductCard({ variant = 'grid', ...card }: ShopProductCardProps) {
  const { user } = useAuth();
  const { product } = card;
  const list = variant === 'list';
  return (
    <ProductCard
      {...card}
      heart={list ? <ListHeart product={product} /> : <GridHeart product={product} />}
      actions={list ? <ListCartButton product={product} /> : <GridCartButton product={product} />}
      adminActions={user?.isAdmin ? <AdminDelete product={product} /> : undefined}
    />
  );
}

/** ProductGrid's renderCard for the shop's grids. */
export const shopCard = (card: ShopProductCardProps) => <ShopProductCard {...card} />;
