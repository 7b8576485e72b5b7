import { Link } from '#client/lib/router.tsx';
import { ArrowRight, BadgeCheck, MapPin, ShieldCheck, Truck } from 'lucide-react';
import { LogoMark } from '#client/components/logo.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { SITE_TAGLINE } from '#shared/site.ts';

const PROMISES = [
  { Icon: MapPin, text: 'Sold directly by American producers' },
  { Icon: Truck, text: 'Free shipping on orders over $50' },
  { Icon: ShieldCheck, text: 'Encrypted, secure checkout' },
];

export function Hero() {
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-brand-800 text-white">
      {/* Decorative stripes and glow; purely visual. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(135deg,rgba(255,255,255,0.035)_0_18px,transparent_18px_36px)]" />
      <div aria-hidden className="absolute -top-24 -right-24 -z-10 h-96 w-96 rounded-full bg-accent-600/30 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-16 -z-10 h-80 w-80 rounded-full bg-brand-600/60 blur-3xl" />

      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:px-8 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-red-100 uppercase ring-1 ring-white/20">
            <BadgeCheck className="h-4 w-4" aria-hidden />
            Made in the USA
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Your <span className="whitespace-nowrap">American-Made</span> Marketplace
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-200">{SITE_TAGLINE}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/categories" className={buttonClass({ variant: 'primary', size: 'lg' })}>
              Shop Now
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
            <Link
              to="/deals"
              className={buttonClass({
                variant: 'ghost',
                size: 'lg',
                className: 'text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white',
              })}
            >
              Today's Deals
            </Link>
          </div>
        </div>

        <div className="hidden lg:block">
          <div className="relative mx-auto max-w-sm rounded-3xl bg-white/95 p-8 text-slate-900 shadow-2xl ring-1 ring-white/20">
            <LogoMark className="h-16 w-16 rounded-2xl shadow-md" />
            <p className="mt-5 text-xl font-bold text-brand-800">From their workshop to your door</p>
            <ul className="mt-5 space-y-3">
              {PROMISES.map(({ Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-sm text-slate-700">
                  <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="h-4 w-4" aria-hidden />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
