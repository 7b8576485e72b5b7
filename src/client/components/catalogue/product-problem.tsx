import { Link } from '#client/lib/router.tsx';
import { House, PackageX, TriangleAlert } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';

/** 'Product Not Found' or 'Error Loading Product' (docs/product.md A2), each with a way home. */
export function ProductProblem({ kind, detail, linkText = 'Return to Homepage' }: { kind: 'not-found' | 'error'; detail?: string; linkText?: string }) {
  const notFound = kind === 'not-found';
  const Icon = notFound ? PackageX : TriangleAlert;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className={`grid h-16 w-16 place-items-center rounded-full ${notFound ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-accent-600'}`}>
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{notFound ? 'Product Not Found' : 'Error Loading Product'}</h1>
      <p className="mt-4 text-base text-slate-600">
        {detail ??
          (notFound
            ? "The product you're looking for doesn't exist or is no longer available."
            : 'Something went wrong while loading this product. Please try again in a moment.')}
      </p>
      <Link to="/" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-8`}>
        <House className="h-5 w-5" aria-hidden />
        {linkText}
      </Link>
    </section>
  );
}
