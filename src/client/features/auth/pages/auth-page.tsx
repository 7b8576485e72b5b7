import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '#client/lib/router.tsx';
import * as Tabs from '@radix-ui/react-tabs';
import { useAuth } from '#client/features/auth/api.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { AuthHero } from '#client/features/auth/components/auth-hero.tsx';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { WelcomeBackPanel } from '#client/features/auth/components/welcome-back-panel.tsx';
import { resolveReturnTo } from './return-to.ts';

type Tab = 'login' | 'register';

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-[50vh] items-center justify-center">{children}</div>;
}

const SWITCH_LINK = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

const TAB_TRIGGER =
  'inline-flex h-10 items-center justify-center rounded-md px-3 text-sm font-semibold text-slate-600 transition-[background-color,border-color,color] ' +
  'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-offset-0';

export default function AuthPage() {
  useSeo({
    title: 'Sign In',
    description: 'Sign in to Heartland Market, or create an account to buy directly from American producers.',
    // One canonical address whatever the returnTo; a sign-in page has no business in search results.
    path: '/auth',
    noIndex: true,
  });
  const { search } = useLocation();
  const { user, remembered, isLoading } = useAuth();
  const resolution = useMemo(() => resolveReturnTo(search), [search]);

  const [tab, setTab] = useState<Tab>('login');
  // Set when the user leaves the Welcome Back panel for a form.
  const [passwordChosen, setPasswordChosen] = useState(false);
  const [prefilledUsername, setPrefilledUsername] = useState('');
  // A form that appears because the user asked for it takes the focus; on first load nothing moves.
  const [focusForm, setFocusForm] = useState(false);

  useEffect(() => {
    // A full reload, as the spec asks: the repaired address is what the browser keeps.
    if (resolution.kind === 'repair') window.location.replace(resolution.url);
  }, [resolution]);

  if (resolution.kind === 'repair' || isLoading) {
    return (
      <Centered>
        <Spinner label="Loading your account" />
      </Centered>
    );
  }

  const returnTo = resolution.path;
  // Also how a successful sign-in leaves: the mutation sets the user and this sends them on.
  if (user) return <Navigate to={returnTo} replace />;

  const show = (next: Tab) => {
    setTab(next);
    setFocusForm(true);
  };
  const leaveWelcome = (username: string) => {
    setPrefilledUsername(username);
    setPasswordChosen(true);
    show('login');
  };

  const showWelcome = remembered !== null && !passwordChosen;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white sm:px-6 sm:py-10 lg:py-16">
      <div className="mx-auto grid w-full max-w-6xl overflow-hidden bg-white sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-xl sm:shadow-slate-900/5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="flex flex-col px-5 py-8 sm:px-10 sm:py-12 lg:order-2 lg:px-14 lg:py-14">
          {/* The short Welcome Back panel sits in the middle; the forms stay at the top so tabs never jump. */}
          <div className={`mx-auto w-full max-w-md ${showWelcome ? 'lg:my-auto' : ''}`}>
            {showWelcome ? (
              <WelcomeBackPanel
                account={remembered}

                onUsePassword={() => leaveWelcome(remembered.username)}
                onOtherAccount={() => leaveWelcome('')}
                onForgotten={() => leaveWelcome('')}
              />
            ) : (
              <>
                <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  {tab === 'login' ? 'Sign in to your account' : 'Create your account'}
                </h1>
                <p className="mt-2 text-slate-600">
                  {tab === 'login'
                    ? 'Welcome to Heartland Market. Sign in to shop, track orders and manage your wishlist.'
                    : 'Join Heartland Market to buy directly from American producers.'}
                </p>

                <Tabs.Root
                  value={tab}
                  onValueChange={(v) => {
                    // Focus stays on the tab the user picked.
                    setTab(v as Tab);
                    setFocusForm(false);
                  }}
                  className="mt-6"
                >
                  <Tabs.List aria-label="Sign in or register" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
                    <Tabs.Trigger value="login" className={TAB_TRIGGER}>
                      Sign In
                    </Tabs.Trigger>
                    <Tabs.Trigger value="register" className={TAB_TRIGGER}>
                      Register
                    </Tabs.Trigger>
                  </Tabs.List>

                  <Tabs.Content value="login" className="mt-6 focus-visible:outline-offset-4">
                    <LoginForm defaultUsername={prefilledUsername} autoFocus={focusForm} />
                    <p className="mt-6 text-center text-sm text-slate-600">
                      Don&apos;t have an account?{' '}
                      <button type="button" onClick={() => show('register')} className={SWITCH_LINK}>
                        Register
                      </button>
                    </p>
                  </Tabs.Content>

                  <Tabs.Content value="register" className="mt-6 focus-visible:outline-offset-4">
                    <RegisterForm autoFocus={focusForm} />
                    <p className="mt-6 text-center text-sm text-slate-600">
                      Already have an account?{' '}
                      <button type="button" onClick={() => show('login')} className={SWITCH_LINK}>
                        Sign in
                      </button>
                    </p>
                  </Tabs.Content>
                </Tabs.Root>
              </>
            )}
          </div>
        </div>
        <div className="px-4 pb-8 sm:px-0 sm:pb-0 lg:order-1 lg:h-full">
          <AuthHero />
        </div>
      </div>
    </div>
  );
}
