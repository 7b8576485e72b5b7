import { Link } from '#client/lib/router.tsx';
import { Compass, House, Search } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { PAGE_NOT_FOUND_HEAD } from '#shared/not-found-head.ts';

/** Any unknown path (docs/product.md A2). */
export default function NotFoundPage() {
  // The head the server sends with the 404 too (src/server/http/spa.ts).
  useSeo(PAGE_NOT_FOUND_HEAD);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-base text-slate-600">Sorry, we couldn't find the page you're looking for. It may have moved, or the link may be out of date.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass({ variant: 'brand', size: 'lg' })}>
          <House className="h-5 w-5" aria-hidden />
          Back to Home
        </Link>
        <Link to="/categories" className={buttonClass({ variant: 'outline', size: 'lg' })}>
          <Search className="h-5 w-5" aria-hidden />
          Browse Categories
        </Link>
      </div>
    </section>
  );
}
