import { Link } from '#client/app/router.tsx';
import { Hammer, House } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';

/**
 * A screen whose route exists but whose feature lands in a later release: it says so plainly
 * instead of showing an empty or broken page. `issue` names the part of the product it belongs to.
 */
export default function ComingSoonPage({ title, issue }: { title: string; issue: string }) {
  useSeo({ title, description: `${title} is coming soon to Heartland Market.`, noIndex: true });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-amber-100 text-amber-700">
        <Hammer className="h-8 w-8" aria-hidden />
      </span>
      <p className="mt-6 inline-flex items-center rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold tracking-wide text-amber-800 uppercase ring-1 ring-amber-200">
        Coming soon
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base text-slate-600">
        This screen is coming soon. We're still building it as part of our {issue} release, so it isn't
        available yet. Thanks for your patience!
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass({ variant: 'brand', size: 'lg' })}>
          <House className="h-5 w-5" aria-hidden />
          Back to Home
        </Link>
      </div>
    </section>
  );
}
