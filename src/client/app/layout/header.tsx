import { lazy, Suspense, useId, useReducer } from 'react';
import { useMediaQuery } from './use-media-query.ts';
import { Link, NavLink } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { Heart, Menu, PackageSearch, UserRound, X } from 'lucide-react';
import { Logo } from '#client/components/logo.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { AccountTriggerPlaceholder } from './account-trigger.tsx';
import { CartDropdown } from './cart-dropdown.tsx';
import { CategoryMenu, useCategories } from './category-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { SHOP_LINKS, TRACKING_LINK, WISHLIST_LINK } from './nav-links.ts';
import { useDisclosure } from './use-disclosure.ts';

// The dropdown-menu primitive is the largest piece of the shell: only signed-in visitors load it.
const AccountMenu = lazy(() => import('./account-menu.tsx'));
// The mobile menu's content loads when the button is first reached for.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu();

const ICON_LINK = 'relative inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-white hover:bg-white/10';

function WishlistLink({ signedIn }: { signedIn: boolean }) {
  // The wishlist API may not answer yet (or fail): the heart then simply stays outlined.
  const { data } = useQuery<unknown[]>({ queryKey: ['/api/wishlist'], enabled: signedIn });
  const count = signedIn && Array.isArray(data) ? data.length : 0;
  const filled = count > 0;
  return (
    <Link to={WISHLIST_LINK.to} aria-label={filled ? `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` : 'Wishlist'} className={ICON_LINK}>
      <Heart className={`h-6 w-6 transition-colors ${filled ? 'fill-accent-500 text-accent-500' : ''}`} aria-hidden />
      <span className="hidden xl:inline">Wishlist</span>
    </Link>
  );
}

function AccountArea() {
  const { user, isLoading } = useAuth();
  const wide = useMediaQuery('(min-width: 768px)');
  // A press on the menu's stand-in while its code loads (just after signing in) opens it on arrival:
  // pointerdown too, as the menu's own trigger opens on it and may replace the stand-in mid-click.
  const [clicked, click] = useReducer(() => true, false);
  if (isLoading) return <span className="block h-10 w-28 animate-pulse rounded-lg bg-white/10" aria-hidden />;
  if (!user) {
    return (
      <Link to="/auth" className={ICON_LINK}>
        <UserRound className="h-6 w-6" aria-hidden />
        Account
      </Link>
    );
  }
  // The dropdown (Radix, a 20 KB chunk) is only for wide screens; phones use the mobile menu. Its
  // face stands in until the width is known (the server renders a signed-in visitor's name: decision
  // 0042); on a phone this area is hidden anyway.
  if (!wide) return <AccountTriggerPlaceholder username={user.username} />;
  return (
    <Suspense fallback={<AccountTriggerPlaceholder username={user.username} onPointerDown={click} onClick={click} />}>
      <AccountMenu user={user} defaultOpen={clicked} />
    </Suspense>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-11 items-center gap-1.5 border-b-2 px-1 text-sm font-medium transition-colors ${
    isActive ? 'border-red-300 text-white' : 'border-transparent text-white/85 hover:text-white'
  }`;

export function Header() {
  const { user } = useAuth();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, triggerRef, panelRef } = useDisclosure();
  const menuId = useId();
  // docs/product.md A7: the header asks for the categories; a failure shows no category menu.
  const categories = useCategories();

  return (
    <header className="surface-dark relative z-30 bg-brand-700 text-white shadow-sm">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center gap-2 md:gap-4">
          <button
            ref={triggerRef}
            type="button"
            onClick={toggleMenu}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            className="-ml-2 grid h-10 w-10 place-items-center rounded-lg hover:bg-white/10 md:hidden"
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
          <Link to="/" className="shrink-0 rounded-md" aria-label="Heartland Market home">
            <Logo tone="light" />
          </Link>
          <SearchForm id="header-search" className="mx-2 hidden max-w-2xl flex-1 md:flex lg:mx-6" />
          <div className="ml-auto flex items-center gap-0.5 lg:gap-1">
            <div className="hidden items-center gap-0.5 md:flex lg:gap-1">
              <WishlistLink signedIn={!!user} />
              <AccountArea />
            </div>
            <CartDropdown />
          </div>
        </div>
        <div className="pb-3 md:hidden">
          <SearchForm id="mobile-search" />
        </div>
      </div>

      <nav aria-label="Main" className="hidden border-t border-white/10 bg-brand-800 md:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
          <li>
            <CategoryMenu categories={categories} className={navClass({ isActive: false })} />
          </li>
          {SHOP_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} className={navClass}>
                {label}
              </NavLink>
            </li>
          ))}
          <li className="ml-auto">
            <NavLink to={TRACKING_LINK.to} className={navClass}>
              <PackageSearch className="h-4 w-4" aria-hidden />
              {TRACKING_LINK.label}
            </NavLink>
          </li>
        </ul>
      </nav>

      {menuOpen && (
        <div
          ref={panelRef}
          id={menuId}
          className="surface-light absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-slate-200 bg-white text-slate-900 shadow-xl md:hidden"
        >
          <Suspense fallback={<div className="h-72" aria-hidden />}>
            <MobileMenu user={user} onClose={() => closeMenu()} />
          </Suspense>
        </div>
      )}
    </header>
  );
}
