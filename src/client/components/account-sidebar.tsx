import { Heart, Package, RotateCcw, UserRound } from 'lucide-react';
import { NavLink } from '#client/lib/router.tsx';

/** The account pages (docs/product.md B2, "Returns"): Profile, Orders, Returns, Wishlist. */
const LINKS = [
  { to: '/profile', label: 'Profile', Icon: UserRound },
  { to: '/orders', label: 'Orders', Icon: Package },
  { to: '/returns', label: 'Returns', Icon: RotateCcw },
  { to: '/wishlist', label: 'Wishlist', Icon: Heart },
];

const LINK =
  'flex flex-col items-center gap-1 rounded-lg px-2 py-2 text-xs font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 sm:flex-row sm:justify-center sm:gap-2 sm:px-3 sm:text-sm lg:justify-start';

/** Four tabs across a phone, a column beside the page from 1024 px; the current page is marked. */
export function AccountSidebar() {
  return (
    <nav aria-label="Account">
      <ul className="grid grid-cols-4 gap-1 rounded-2xl border border-slate-200 bg-white p-1.5 lg:grid-cols-1 lg:p-2">
        {LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className={LINK}>
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
