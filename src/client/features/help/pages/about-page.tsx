import { ArrowRight, BadgeCheck, Factory, Handshake, Hammer, HeartHandshake, Headphones, RotateCcw, Scale, Truck, Users } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { RETURN_WINDOW_DAYS } from '#shared/returns.ts';
import { PLATFORM_FEE, STANDARD_SHIPPING } from '../policy.ts';

const DIFFERENTIATORS = [
  {
    Icon: BadgeCheck,
    title: 'Made in the USA, confirmed',
    text: 'Every seller confirms that their products are manufactured in the United States before they can list a single item.',
  },
  {
    Icon: Factory,
    title: 'Straight from the maker',
    text: 'You buy from the workshop, farm or factory that made the product, and your order ships from there.',
  },
  {
    Icon: Scale,
    title: 'Fair terms for makers',
    text: `Listing is free. When something sells, we keep a flat ${PLATFORM_FEE} platform fee and the rest goes to the maker.`,
  },
  { Icon: Truck, title: 'Shipping you can follow', text: `Every package ships by USPS with tracking. ${STANDARD_SHIPPING}` },
  { Icon: RotateCcw, title: 'Returns without the runaround', text: `Return any item within ${RETURN_WINDOW_DAYS} days of delivery with a prepaid label.` },
  {
    Icon: Headphones,
    title: 'People who answer',
    text: 'Our support team answers by phone six days a week and replies to every message within 1-2 business days.',
  },
];

const VALUES = [
  { Icon: Hammer, title: 'Craftsmanship', text: 'We celebrate things built to last, and the skill of the people who build them.' },
  { Icon: Scale, title: 'Honesty', text: 'Prices, fees, tax and shipping are shown before you pay. No fine print, no surprises.' },
  { Icon: Users, title: 'Community', text: 'Every order keeps work and income in American towns, from small workshops to family farms.' },
  { Icon: HeartHandshake, title: 'Service', text: 'Shoppers and makers are both our customers, and both deserve a straight answer quickly.' },
];

const LEADERS = [
  {
    name: 'Margaret Lindqvist',
    role: 'Co-founder & Chief Executive Officer',
    bio: 'Grew up on a family farm outside Ames, Iowa, and spent twelve years running supply chains for Midwest manufacturers.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & Chief Technology Officer',
    bio: 'Built online stores for independent retailers before setting out to give American makers a marketplace of their own.',
  },
  {
    name: 'Rosa Delgado',
    role: 'Head of Seller Success',
    bio: 'Helps new sellers open their shops, price their work and ship their first orders with confidence.',
  },
  {
    name: 'James Whitfield',
    role: 'Head of Customer Support',
    bio: 'Leads the team that answers your calls and messages, and makes sure every question gets a real reply.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** The about page (docs/product.md B2; route /about as docs/product.md part A lists it). */
export default function AboutPage() {
  useSeo({
    title: 'About Heartland Market',
    description:
      'Heartland Market connects American makers with the shoppers who want their products. Our mission, our story, what makes us different and the people behind it.',
  });
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pb-16 lg:px-8">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'About Us' }]} />
          <div className="mt-8 max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Our mission</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">About Heartland Market</h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-700 sm:text-xl">
              We make it easy to buy things made in America, and worthwhile to keep making them. Heartland Market connects the country's makers directly with
              the shoppers who want what they make.
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <section aria-labelledby="story-title" className="grid gap-4 py-14 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <h2 id="story-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Our story
          </h2>
          <div className="space-y-4 leading-relaxed text-slate-700 sm:text-lg">
            <p>
              Heartland Market began with a simple frustration. Finding products that were really made in the United States meant hours of reading labels and
              fine print, and the small manufacturers, farms and workshops making them struggled to reach anyone beyond their own towns.
            </p>
            <p>
              So we built one place for both, from Des Moines, Iowa: a marketplace where every seller makes their products in the USA, and where shoppers buy
              from those sellers directly. Makers get a shop, shipping labels and a dashboard without building a website of their own; shoppers get goods they
              can trust, with one checkout, tracked delivery and easy returns.
            </p>
            <p>
              Today foundries, woodworkers, woolen mills, family farms and small studios from Maine to Oregon sell side by side on Heartland Market, and every
              order supports the people who made it.
            </p>
          </div>
        </section>

        <section aria-labelledby="different-title" className="border-t border-slate-200 py-14">
          <h2 id="different-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            What makes us different
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {DIFFERENTIATORS.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values-title" className="border-t border-slate-200 py-14">
          <h2 id="values-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Our values
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <Icon className="mt-1 h-6 w-6 shrink-0 text-accent-600" aria-hidden />
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="leadership-title" className="border-t border-slate-200 py-14">
          <h2 id="leadership-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Leadership
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {LEADERS.map(({ name, role, bio }) => (
              <li key={name} className="rounded-2xl border border-slate-200 bg-white p-6">
                <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white" aria-hidden>
                  {initials(name)}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
                <p className="text-sm font-medium text-brand-700">{role}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{bio}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="surface-dark grid gap-10 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl sm:p-10 lg:grid-cols-2 lg:p-14">
          <section aria-labelledby="join-title">
            <Handshake className="h-8 w-8 text-red-200" aria-hidden />
            <h2 id="join-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
              Make something in America?
            </h2>
            <p className="mt-3 max-w-lg text-slate-200">Open your shop in minutes and reach shoppers across the country who are looking for what you make.</p>
            <Link to="/become-seller" className={buttonClass({ variant: 'primary', size: 'lg', className: 'mt-6' })}>
              Become a Seller
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
          </section>
          <section aria-labelledby="questions-title" className="lg:border-l lg:border-white/15 lg:pl-8">
            <Headphones className="h-8 w-8 text-red-200" aria-hidden />
            <h2 id="questions-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
              Questions for us?
            </h2>
            <p className="mt-3 max-w-lg text-slate-200">Whether you shop with us, sell with us or want to write about us, we'd like to hear from you.</p>
            <Link to="/contact" className={buttonClass({ variant: 'light', size: 'lg', className: 'mt-6' })}>
              Contact Us
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
