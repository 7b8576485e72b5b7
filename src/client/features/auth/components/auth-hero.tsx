import { SITE_TAGLINE } from '#shared/site.ts';
import { Factory, ShieldCheck, Star, Truck, type LucideIcon } from 'lucide-react';

const BENEFITS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Factory,
    title: 'Straight from American makers',
    text: 'Buy directly from the farms, workshops and factories that make what you order.',
  },
  {
    icon: Truck,
    title: 'Fast, free shipping over $50',
    text: 'Quick delivery across the country, free on orders over $50.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure checkout, easy returns',
    text: 'Encrypted payments and a 30-day return policy on every order.',
  },
];

/** The brand side of the sign-in page: beside the form on wide screens, below it on narrower ones. */
export function AuthHero() {
  return (
    <aside
      aria-labelledby="auth-hero-title"
      className="relative isolate flex h-full flex-col justify-center overflow-hidden rounded-2xl bg-brand-800 px-6 py-10 text-white sm:rounded-none sm:px-10 lg:px-12 lg:py-14"
    >
      {/* Stripes and a soft glow: decoration only. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(135deg,transparent_0_28px,rgb(255_255_255/0.035)_28px_56px)]" />
      <div aria-hidden className="absolute -right-24 -top-24 -z-10 h-72 w-72 rounded-full bg-accent-600/30 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-20 -z-10 h-72 w-72 rounded-full bg-brand-600/50 blur-3xl" />

      <p className="flex items-center gap-2.5 text-sm font-semibold uppercase tracking-[0.18em] text-brand-100">
        <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-md bg-accent-600 shadow-sm">
          <Star className="h-4 w-4 fill-white text-white" />
        </span>
        Heartland Market
      </p>
      <h2 id="auth-hero-title" className="mt-5 text-2xl font-bold leading-tight tracking-tight text-balance sm:text-3xl lg:text-4xl">
        Made in America.
        <br />
        Sold by the people who make it.
      </h2>
      <p className="mt-4 max-w-md text-base leading-relaxed text-brand-100">{SITE_TAGLINE}</p>

      <ul className="mt-8 grid gap-5 lg:mt-10">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/15">
              <Icon className="h-5 w-5 text-white" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="mt-0.5 block text-sm leading-relaxed text-brand-100">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
