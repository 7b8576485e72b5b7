import { LogoMark } from '#client/components/logo.tsx';

/** Shown for the 0.5 s startup delay (spec 000 section 2): the brand, its name and a spinner. */
export function StartupSpinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-white to-brand-50 px-6"
    >
      <div className="relative grid h-24 w-24 place-items-center">
        <span
          className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-accent-600 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <LogoMark className="h-12 w-12 drop-shadow-sm" />
      </div>
      <div className="text-center">
        <p className="text-2xl font-extrabold tracking-tight text-brand-800">
          Heartland <span className="text-accent-600">Market</span>
        </p>
        <p className="mt-1 text-sm text-slate-500">
          Loading your marketplace…
        </p>
      </div>
    </div>
  );
}
