import { Link, useNavigate } from '#client/lib/router.tsx';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ClipboardCheck, Inbox, LayoutDashboard, LogOut, Mail, Package, Scale, UserRound, Wallet } from 'lucide-react';
import { useLogout } from '#client/features/auth/api.ts';
import type { PublicUser } from '#shared/user.ts';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerFace } from './account-trigger.tsx';
import { desktopAccountLinks } from './nav-links.ts';

const ICONS: Record<string, typeof UserRound> = {
  '/profile': UserRound,
  '/orders': Package,
  '/seller/dashboard': LayoutDashboard,
  '/admin/newsletter': Mail,
  '/admin/listings': ClipboardCheck,
  '/admin/outbox': Inbox,
  '/admin/ledger': Scale,
  '/seller/payouts': Wallet,
};

const ITEM =
  'flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** Desktop account menu for a signed-in user (docs/product.md A2). Loaded on demand: signed-out pages skip it. */
export default function AccountMenu({ user, defaultOpen = false }: { user: PublicUser; defaultOpen?: boolean }) {
  const logout = useLogout();
  const navigate = useNavigate();

  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger className={ACCOUNT_TRIGGER_CLASS} aria-label={`Account menu for ${user.username}`}>
        <AccountTriggerFace username={user.username} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl">
          <Menu.Label className="px-2.5 pt-1.5 pb-2">
            <span className="block text-xs text-slate-500">Signed in as</span>
            <span className="block truncate text-sm font-semibold">{user.username}</span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          {desktopAccountLinks(user).map(({ to, label }) => {
            const Icon = ICONS[to] ?? UserRound;
            return (
              <Menu.Item key={to} asChild className={ITEM}>
                <Link to={to}>
                  <Icon className="h-4 w-4 text-slate-500" aria-hidden />
                  {label}
                </Link>
              </Menu.Item>
            );
          })}
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Item className={ITEM} disabled={logout.isPending} onSelect={() => logout.mutate(undefined, { onSuccess: () => void navigate('/') })}>
            <LogOut className="h-4 w-4 text-slate-500" aria-hidden />
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
