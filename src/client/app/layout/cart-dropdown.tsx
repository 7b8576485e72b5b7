import { lazy, Suspense, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCart, X } from 'lucide-react';
import { useAuth } from '#client/features/auth/api.ts';
import { cartQuery } from '#client/features/cart/api.ts';
import { cartCount } from '#shared/cart.ts';
import { useDisclosure } from './use-disclosure.ts';

// The panel's code loads when the visitor reaches for the button, keeping the first page small.
const loadPanel = () => import('./cart-panel.tsx');
const CartPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

/** Header cart button with its total-quantity badge, and the dropdown (docs/product.md A2). */
export function CartDropdown() {
  const { user } = useAuth();
  const { open, toggle, close, triggerRef, panelRef } = useDisclosure();
  const headingId = useId();
  const panelId = useId();

  // Only when signed in (docs/product.md A7); the badge and the panel share this query.
  const cart = useQuery(cartQuery({ enabled: !!user }));
  const count = cartCount(user && Array.isArray(cart.data) ? cart.data : []);

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={toggle}
        onPointerEnter={preloadPanel}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
        className="relative inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-white hover:bg-white/10"
      >
        <ShoppingCart className="h-6 w-6" aria-hidden />
        <span className="hidden lg:inline">Cart</span>
        {count > 0 && (
          <span
            aria-hidden
            className="absolute top-0 left-6 grid h-5 min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-brand-700"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>

      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className="surface-light absolute top-full right-0 z-50 mt-2 w-[calc(100vw-2rem)] max-w-sm rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 id={headingId} className="text-base font-semibold">
              {user ? `Your Cart (${count})` : 'Your Cart'}
            </h2>
            <button
              type="button"
              onClick={() => close(true)}
              aria-label="Close cart"
              className="grid h-8 w-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
          <Suspense fallback={<div className="h-28" aria-hidden />}>
            <CartPanel signedIn={!!user} cart={cart} onNavigate={() => close()} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
