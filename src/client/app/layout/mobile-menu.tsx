import { Link, useNavigate } from '#client/lib/router.tsx';
import {
  Award,
  ChevronDown,
  ClipboardCheck,
  Heart,
  Inbox,
  LayoutGrid,
  LogIn,
  LogOut,
  Mail,
  Package,
  PackageSearch,
  RotateCcw,
  Scale,
  Sparkles,
  Tag,
  UserRound,
  Wallet,
} from 'lucide-react';
import { useLogout } from '#client/features/auth/api.ts';
import type { PublicUser } from '#shared/user.ts';
import { CategoryIcon } from '#client/features/catalogue/components/category-icon.tsx';
import { useCategories } from './category-menu.tsx';
import { mobileAccountLinks, SHOP_LINKS, SIGN_IN_LINK, TRACKING_LINK, WISHLIST_LINK } from './nav-links.ts';

const ICONS: Record<string, typeof Heart> = {
  '/deals': Tag,
  '/bestsellers': Award,
  '/new-arrivals': Sparkles,
  '/wishlist': Heart,
  '/tracking': PackageSearch,
  '/profile': UserRound,
  '/orders': Package,
  '/seller/returns': RotateCcw,
  '/admin/newsletter': Mail,
  '/admin/listings': ClipboardCheck,
  '/admin/outbox': Inbox,
  '/admin/ledger': Scale,
  '/seller/payouts': Wallet,
};

const ROW = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-[15px] font-medium text-slate-800 hover:bg-slate-100';

function MenuLink({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  const Icon = ICONS[to] ?? Package;
  return (
    <li>
      <Link to={to} onClick={onNavigate} className={ROW}>
        <Icon className="h-5 w-5 text-brand-600" aria-hidden />
        {label}
      </Link>
    </li>
  );
}

/**
 * The menu's content below the md breakpoint (docs/product.md A2). The header owns its open state
 * and its container; this part loads the first time the menu opens.
 */
export default function MobileMenu({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const categories = useCategories();

  return (
    <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-3">
      <ul className="space-y-0.5">
        {[...SHOP_LINKS, WISHLIST_LINK, TRACKING_LINK].map((link) => (
          <MenuLink key={link.to} {...link} onNavigate={onClose} />
        ))}
      </ul>
      {categories.length > 0 && (
        // A native disclosure: ten categories stay one row until asked for.
        <details className="group mt-0.5">
          <summary className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            <LayoutGrid className="h-5 w-5 text-brand-600" aria-hidden />
            Shop by Category
            <ChevronDown className="ml-auto h-5 w-5 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <ul aria-label="Categories" className="space-y-0.5 pl-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`/category/${c.id}`} onClick={onClose} className={ROW}>
                  <CategoryIcon icon={c.icon} className="h-5 w-5 text-slate-500" />
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-3 border-t border-slate-200 pt-3">
        {user ? (
          <>
            <p className="px-3 pb-2 text-sm font-semibold text-slate-500">Hello, {user.username}</p>
            <ul className="space-y-0.5">
              {mobileAccountLinks(user).map((link) => (
                <MenuLink key={link.to} {...link} onNavigate={onClose} />
              ))}
              <li>
                <button
                  type="button"
                  className={ROW}
                  disabled={logout.isPending}
                  onClick={() =>
                    logout.mutate(undefined, {
                      onSuccess: () => {
                        onClose();
                        void navigate('/');
                      },
                    })
                  }
                >
                  <LogOut className="h-5 w-5 text-brand-600" aria-hidden />
                  Logout
                </button>
              </li>
            </ul>
          </>
        ) : (
          <Link
            to={SIGN_IN_LINK.to}
            onClick={onClose}
            className="flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-[15px] font-semibold text-white hover:bg-brand-800"
          >
            <LogIn className="h-5 w-5" aria-hidden />
            {SIGN_IN_LINK.label}
          </Link>
        )}
      </div>
    </nav>
  );
}
