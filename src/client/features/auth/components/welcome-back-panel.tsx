import { KeyRound, UserRound, Zap } from 'lucide-react';
import { LoginForm } from './login-form.tsx';
import { useForgetMe, useQuickLogin } from './use-sign-in.ts';
import type { RememberedUser } from '#shared/user.ts';

interface WelcomeBackPanelProps {
  account: RememberedUser;
  onUsePassword: () => void;
  /** after a logout: leave the panel for an empty sign-in form (the account stays remembered) */
  onOtherAccount: () => void;
  /** after "Not you?" made this browser forget the account */
  onForgotten: () => void;
}

const SECONDARY_BUTTON =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-base font-semibold text-slate-800 shadow-xs transition-[background-color,border-color,color] hover:border-slate-400 hover:bg-slate-50';

/**
 * A remembered account of this browser: one click signs it back in, or, once
 * the account signed out here, its password does (decision 0039: logging out ends quick sign-in).
 */
export function WelcomeBackPanel({ account, onUsePassword, onOtherAccount, onForgotten }: WelcomeBackPanelProps) {
  const quickLogin = useQuickLogin();
  const forget = useForgetMe();
  const initial = account.username.charAt(0).toUpperCase() || '?';
  const passwordRequired = account.passwordRequired === true;

  return (
    <section aria-labelledby="welcome-back-title" className="text-center">
      <div
        aria-hidden
        className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-3xl font-bold text-white shadow-md ring-4 ring-brand-100"
      >
        {initial}
      </div>
      <h1 id="welcome-back-title" className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Welcome Back
      </h1>
      <p className="mt-2 text-slate-600">
        This browser remembers <span className="font-semibold text-slate-900">{account.username}</span>.
        {passwordRequired && ' You signed out here, so enter your password to sign in again.'}
      </p>

      {passwordRequired ? (
        <div className="mt-8 grid gap-3 text-left">
          <LoginForm knownUsername={account.username} />
          <button type="button" onClick={onOtherAccount} className={SECONDARY_BUTTON}>
            <UserRound className="h-4 w-4" aria-hidden />
            Use another account
          </button>
        </div>
      ) : (
        <div className="mt-8 grid gap-3">
          <button
            type="button"
            disabled={quickLogin.isPending}
            onClick={() => quickLogin.mutate(account)}
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-base font-semibold text-white shadow-sm transition-[background-color,border-color,color] hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
          >
            {quickLogin.isPending ? (
              <>
                <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
                Signing in...
              </>
            ) : (
              <>
                <Zap className="h-4 w-4" aria-hidden />
                Quick Sign In
              </>
            )}
          </button>
          <button type="button" onClick={onUsePassword} className={SECONDARY_BUTTON}>
            <KeyRound className="h-4 w-4" aria-hidden />
            Use Password
          </button>
        </div>
      )}

      <p className="mt-6 text-sm text-slate-600">
        <button
          type="button"
          disabled={forget.isPending}
          onClick={() => forget.mutate(account, { onSuccess: onForgotten })}
          aria-describedby="welcome-back-forget-hint"
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline disabled:cursor-wait disabled:opacity-70"
        >
          Not you?
        </button>{' '}
        <span id="welcome-back-forget-hint">This browser will forget {account.username}, for shared computers.</span>
      </p>
    </section>
  );
}
