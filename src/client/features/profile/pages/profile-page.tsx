import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { KeyRound, Store, Truck, UserRound } from 'lucide-react';
import { useSearchParams } from '#client/lib/router.tsx';
import { AccountSidebar } from '#client/components/account-sidebar.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { ShopSettings } from '#client/features/shops/shop-settings.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { AccountForm } from '../components/account-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ShippingSettings } from '../components/shipping-settings.tsx';

const TABS = [
  { value: 'account', label: 'Account Information', Icon: UserRound },
  { value: 'security', label: 'Security Settings', Icon: KeyRound },
  // A seller's shop (issue 26): shown to sellers only.
  { value: 'shop', label: 'Shop', Icon: Store },
  { value: 'shipping', label: 'Shipping Settings', Icon: Truck },
] as const;
type Tab = (typeof TABS)[number]['value'];

// On a phone three equal columns whose labels may wrap; from 640 px one row of pills.
const TRIGGER =
  'inline-flex min-h-10 flex-col items-center justify-center gap-1 rounded-md px-2 py-1.5 text-center text-xs leading-tight font-semibold text-slate-600 transition-[background-color,border-color,color] ' +
  'sm:flex-row sm:gap-2 sm:px-3 sm:text-sm sm:whitespace-nowrap ' +
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus-visible:outline-offset-0';

function Panel({ value, title, description, children }: { value: Tab; title: string; description: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 focus-visible:outline-offset-4 sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">{description}</p>
      {children}
    </Tabs.Content>
  );
}

/** /profile (docs/product.md B2): Account Information, Security Settings, a seller's Shop (issue 26), Shipping Settings. The route asks for a sign-in. */
export default function ProfilePage() {
  useSeo({ title: 'My Profile', description: 'Your account information, password and shipping settings.', noIndex: true });
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tabs = TABS.filter((t) => t.value !== 'shop' || user?.isSeller);
  const tab: Tab = tabs.some((t) => t.value === requested) ? (requested as Tab) : 'account';
  if (!user) return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <AccountSidebar />
        <section aria-labelledby="profile-title" className="min-w-0">
          <h1 id="profile-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
            My Profile
          </h1>
          <p className="mt-1 text-slate-600">
            Signed in as <span className="font-semibold text-slate-900">{user.username}</span>
          </p>
          <Tabs.Root value={tab} onValueChange={(v) => setParams(v === 'account' ? {} : { tab: v }, { replace: true })} className="mt-6">
            <Tabs.List
              aria-label="Profile settings"
              className={`grid ${tabs.length > 3 ? 'grid-cols-2' : 'grid-cols-3'} gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex`}
            >
              {tabs.map(({ value, label, Icon }) => (
                <Tabs.Trigger key={value} value={value} className={TRIGGER}>
                  <Icon className="h-4 w-4" aria-hidden />
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Panel value="account" title="Account Information" description="Your name, email, address and profile picture.">
              <AccountForm user={user} />
            </Panel>
            <Panel value="security" title="Security Settings" description="Change the password you sign in with.">
              <PasswordForm />
            </Panel>
            {user.isSeller && (
              <Panel value="shop" title="Shop" description="Your shop's name, story, pictures and the address your parcels ship from.">
                <ShopSettings />
              </Panel>
            )}
            <Panel value="shipping" title="Shipping Settings" description="How your products ship to your customers.">
              <ShippingSettings user={user} />
            </Panel>
          </Tabs.Root>
        </section>
      </div>
    </div>
  );
}
