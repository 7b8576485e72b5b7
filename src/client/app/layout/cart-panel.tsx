import { useState } from 'react';
import { Link } from '#client/lib/router.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { Package, ShoppingCart, Trash2 } from 'lucide-react';
import { useRemoveCartLine } from '#client/features/cart/line-mutations.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { formatCents, formatUsd } from '#shared/money.ts';
import { cartImageUrl } from './cart-lines.ts';
import { cartSubtotalCents, type CartLineDto } from '#shared/cart.ts';

function LineImage({ imageUrl, name }: { imageUrl?: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!imageUrl || failed) {
    return (
      <span className="grid h-16 w-16 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400" aria-hidden>
        <Package className="h-6 w-6" />
      </span>
    );
  }
  return (
    <img
      src={cartImageUrl(imageUrl)}
      alt={name}
      width={64}
      height={64}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-16 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  );
}

/** The cart dropdown's body (docs/product.md A2); loaded the first time the dropdown opens. */
export default function CartPanel({ signedIn, cart, onNavigate }: { signedIn: boolean; cart: UseQueryResult<CartLineDto[]>; onNavigate: () => void }) {
  const remove = useRemoveCartLine();

  if (!signedIn) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <ShoppingCart className="h-10 w-10 text-slate-300" aria-hidden />
        <Link to="/auth" onClick={onNavigate} className={buttonClass({ variant: 'brand' })}>
          Sign in to view cart
        </Link>
      </div>
    );
  }
  if (cart.isPending) {
    return (
      <p className="px-4 py-8 text-center text-sm text-slate-500" role="status">
        Loading cart...
      </p>
    );
  }
  if (cart.isError) {
    return (
      <div className="px-4 py-8 text-center text-sm" role="alert">
        <p className="text-slate-700">We couldn't load your cart.</p>
        <button
          type="button"
          onClick={() => void cart.refetch()}
          className="mt-2 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Try again
        </button>
      </div>
    );
  }
  const lines = Array.isArray(cart.data) ? cart.data : [];
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
        <ShoppingCart className="h-10 w-10 text-slate-300" aria-hidden />
        <p className="text-sm text-slate-600">Your cart is empty</p>
      </div>
    );
  }

  const subtotalCents = cartSubtotalCents(lines);
  return (
    <>
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto overscroll-contain px-4">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3">
            <LineImage imageUrl={line.product.imageUrl} name={line.product.name} />
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${line.product.id}`}
                onClick={onNavigate}
                className="line-clamp-2 rounded-sm text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {line.product.name}
              </Link>
              <p className="mt-1 text-sm text-slate-500 tabular-nums">
                {line.quantity} × {formatUsd(line.product.price)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => remove.mutate(line.id)}
              disabled={remove.isPending && remove.variables === line.id}
              aria-label={`Remove ${line.product.name} from cart`}
              className="grid h-9 w-9 shrink-0 place-items-center rounded-md text-slate-400 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-100 px-4 py-4">
        <p className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-600">Subtotal</span>
          <span className="text-base font-bold tabular-nums">{formatCents(subtotalCents)}</span>
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Link to="/cart" onClick={onNavigate} className={buttonClass({ variant: 'outline' })}>
            View Cart
          </Link>
          <Link to="/checkout" onClick={onNavigate} className={buttonClass({ variant: 'primary' })}>
            Checkout
          </Link>
        </div>
      </div>
    </>
  );
}
