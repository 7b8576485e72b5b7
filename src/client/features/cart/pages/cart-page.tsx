import { Suspense, type ReactNode } from 'react';
import { Link } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShoppingCart, Trash2 } from 'lucide-react';
import { useSeo } from '#client/lib/seo.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { ShopHeading } from '#client/components/shop-heading.tsx';
import { cartCount } from '#shared/cart.ts';
import { groupByShop } from '#shared/shop-groups.ts';
import { cartQuery } from '../api.ts';
import { useClearCart, useRemoveCartLine, useUpdateCartLine } from '../line-mutations.ts';
import { CartLineItem } from '../components/cart-line-item.tsx';
import { CartSummary } from '../components/cart-summary.tsx';

const PAGE = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8';

/** 'Your Cart (1 item)' / 'Your Cart (3 items)', N being the total quantity. */
const cartTitle = (count: number): string => `Your Cart (${count} ${count === 1 ? 'item' : 'items'})`;

interface CartPageProps {
  /**
   * The empty cart's product grid, labelled 'Recommended Products'. The route table passes the
   * catalogue's (src/client/app/routes.tsx): the catalogue's cards add to this cart, so the cart
   * feature never imports the catalogue (docs/architecture.md §7).
   */
  recommendations?: ReactNode;
}

function EmptyCart({ recommendations }: CartPageProps) {
  return (
    <div className={PAGE}>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
        <ShoppingCart className="h-14 w-14 text-slate-300" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">Your cart is empty</h1>
        <p className="text-slate-600">Looks like you haven't added anything yet.</p>
        <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
          Start Shopping
        </Link>
      </div>
      <section className="mt-10" aria-labelledby="recommended-heading">
        <h2 id="recommended-heading" className="mb-4 text-xl font-bold text-slate-900">
          Recommended Products
        </h2>
        <Suspense fallback={<ProductGrid products={undefined} loading label="Recommended Products" />}>{recommendations}</Suspense>
      </section>
    </div>
  );
}

/** /cart (docs/product.md A2): loading, empty with recommendations, or the lines and the summary. */
export default function CartPage({ recommendations }: CartPageProps) {
  useSeo({ title: 'Your Cart', description: 'Review the items in your Heartland Market cart.', noIndex: true });
  const cart = useQuery(cartQuery());
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const clear = useClearCart();

  if (cart.isPending) {
    return (
      <div className={`${PAGE} flex min-h-[50vh] items-center justify-center`}>
        <Spinner label="Loading cart" className="h-10 w-10" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className={`${PAGE} text-center`} role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Your Cart</h1>
        <p className="mt-3 text-slate-700">We couldn't load your cart.</p>
        <button type="button" onClick={() => void cart.refetch()} className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
          Try again
        </button>
      </div>
    );
  }
  const lines = Array.isArray(cart.data) ? cart.data : [];
  if (lines.length === 0) return <EmptyCart recommendations={recommendations} />;

  return (
    <div className={PAGE}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{cartTitle(cartCount(lines))}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
        <div className="lg:col-span-2">
          {/* One box per shop, as its package ships (docs/decisions/0055); lines no shop sells last, without a heading. */}
          <div className="space-y-4">
            {groupByShop(lines, (line) => line.product.seller).map(({ seller, items }) => (
              <section
                key={seller?.id ?? 'none'}
                aria-labelledby={seller ? `cart-shop-${seller.id}` : undefined}
                className="rounded-2xl border border-slate-200 bg-white px-4 sm:px-6"
              >
                {seller && <ShopHeading seller={seller} level={2} id={`cart-shop-${seller.id}`} className="border-b border-slate-100 py-3" />}
                <ul className="divide-y divide-slate-100" aria-label={seller ? `Cart items sold by ${seller.shopName}` : 'Cart items'}>
                  {items.map((line) => (
                    <CartLineItem
                      key={line.id}
                      line={line}
                      onQuantity={(quantity) => update.mutate({ id: line.id, quantity })}
                      onRemove={() => remove.mutate(line.id)}
                      removing={remove.isPending && remove.variables === line.id}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <Link to="/" className={buttonClass({ variant: 'outline' })}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Continue Shopping
            </Link>
            <button type="button" onClick={() => clear.mutate()} disabled={clear.isPending} className={buttonClass({ variant: 'dangerGhost' })}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Clear Cart
            </button>
          </div>
        </div>
        <CartSummary lines={lines} />
      </div>
    </div>
  );
}
