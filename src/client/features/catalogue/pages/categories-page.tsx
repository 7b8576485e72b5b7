import { Link } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Store } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import type { PageData } from '#client/ssr/page-data.ts';
import { categoriesQuery } from '../api.ts';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { CategoryIcon } from '../components/category-icon.tsx';

/** What the server asks before rendering the page (decision 0051): the categories. */
export const pageData: PageData = {
  prefetch: (queryClient) => queryClient.prefetchQuery(categoriesQuery),
};

/** /categories: every category as a card linking to /category/{id}, plus the seller link. */
export default function CategoriesPage() {
  useSeo({
    title: 'Shop by Category',
    description: 'Browse American-made products by category: electronics, clothing, home and kitchen, outdoors, toys and more.',
    path: '/categories',
  });
  const { data, isPending, isError, refetch } = useQuery(categoriesQuery);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Categories' }]} />
      <div className="mt-4 max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Shop by Category</h1>
        <p className="mt-2 text-slate-600">Everything here is made in the USA by the people who sell it.</p>
      </div>

      {isError ? (
        <div className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          <p>We couldn't load the categories.</p>
          <button type="button" onClick={() => void refetch()} className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
            Try again
          </button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: 6 }, (_, i) => <li key={i} aria-hidden className="h-36 animate-pulse rounded-2xl border border-slate-200 bg-white" />)
            : data.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/category/${c.id}`}
                    className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-md"
                  >
                    <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white">
                      <CategoryIcon icon={c.icon} />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="flex items-center justify-between gap-2">
                        <span className="text-lg font-bold text-slate-900">{c.name}</span>
                        <ArrowRight className="h-4 w-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700" aria-hidden />
                      </span>
                      <span className="mt-1 text-sm text-slate-600">{c.description}</span>
                      <span className="mt-auto pt-3 text-xs font-semibold text-brand-600">
                        {c.productCount} {c.productCount === 1 ? 'product' : 'products'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}

      <section
        aria-labelledby="sell-title"
        className="surface-dark mt-12 flex flex-col items-start gap-4 rounded-3xl bg-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-white/10">
            <Store className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 id="sell-title" className="text-xl font-bold">
              Make something in America?
            </h2>
            <p className="mt-1 text-slate-200">List your products and reach shoppers nationwide.</p>
          </div>
        </div>
        <Link to="/become-seller" className={buttonClass({ variant: 'light', size: 'lg' })}>
          Become a Seller
          <ArrowRight className="h-5 w-5" aria-hidden />
        </Link>
      </section>
    </div>
  );
}
