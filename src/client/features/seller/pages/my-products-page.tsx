import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ExternalLink, PackageOpen, Pencil, Plus, Search } from 'lucide-react';
import { Link } from '#client/app/router.tsx';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import type { ProductDto } from '#shared/catalogue.ts';
import { formatUsd } from '#shared/money.ts';
import { sellerProductsQuery } from '../api.ts';
import { SellerPage } from '../components/seller-page.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

const FETCH_FAILED = 'Failed to fetch seller products';

/** The search box's text, once typing has paused. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ProductRow({ product }: { product: ProductDto }) {
  return (
    <li className="flex gap-4 p-4">
      <Link to={`/product/${product.id}`} className="w-20 shrink-0 overflow-hidden rounded-lg sm:w-24" tabIndex={-1} aria-hidden>
        <ProductImage imageUrl={product.imageUrl} alt="" size={96} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="line-clamp-2 font-semibold break-words text-slate-900">{product.name}</h2>
            <StatusBadge approved={product.isApproved} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {formatUsd(product.price)} · {product.stock ?? 0} in stock · {product.categoryName}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to={`/seller/edit-product/${product.id}`} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={`Edit ${product.name}`}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit
          </Link>
          <Link to={`/product/${product.id}`} className={buttonClass({ variant: 'ghost', size: 'sm' })} aria-label={`View ${product.name}`}>
            <ExternalLink className="h-4 w-4" aria-hidden />
            View
          </Link>
        </div>
      </div>
    </li>
  );
}

/** /seller/products (spec 001 section 2): My Products with a search box, each 'Pending' or 'Live'. */
export default function MyProductsPage() {
  useSeo({ title: 'My Products', description: 'The products you sell on Heartland Market.', noIndex: true });
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const products = useInfiniteQuery(sellerProductsQuery(q));
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    if (products.isError) toast({ title: FETCH_FAILED, description: 'Please try again.', variant: 'destructive' });
  }, [products.isError]);

  let body;
  if (products.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your products" />
      </div>
    );
  } else if (products.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="font-semibold">{FETCH_FAILED}</p>
        <Button variant="outline" className="mt-4" onClick={() => void products.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <PackageOpen className="mx-auto h-12 w-12 text-slate-400" aria-hidden />
        <h2 className="mt-4 text-xl font-bold text-slate-900">{q ? `No products match "${q}"` : 'You have not listed any products yet'}</h2>
        {!q && (
          <Link to="/seller/submit-product" className={buttonClass({ variant: 'brand', className: 'mt-6' })}>
            <Plus className="h-4 w-4" aria-hidden />
            List a Product
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          {total === 1 ? '1 product' : `${total} products`}
        </p>
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((p) => (
            <ProductRow key={p.id} product={p} />
          ))}
        </ul>
        {products.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
              {products.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <SellerPage
      title="My Products"
      intro="Everything you sell, live or waiting for approval."
      crumbs={[]}
      actions={
        <Link to="/seller/submit-product" className={buttonClass({ variant: 'brand' })}>
          <Plus className="h-4 w-4" aria-hidden />
          List a Product
        </Link>
      }
    >
      <div className="relative mb-5">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search your products"
          aria-label="Search your products"
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
        />
      </div>
      {body}
    </SellerPage>
  );
}
