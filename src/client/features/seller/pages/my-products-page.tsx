import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { sellerProductsQuery } from '../api.ts';
import { ListingLinks, ListingSearch, ListingsList, useDebounced } from '../components/listings-list.tsx';
import { SellerPage } from '../components/seller-page.tsx';

/** /seller/products (docs/product.md B2): My Products with a search box, each 'Pending' or 'Live'. */
export default function MyProductsPage() {
  useSeo({ title: 'My Products', description: 'The products you sell on Heartland Market.', noIndex: true });
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const pages = useInfiniteQuery(sellerProductsQuery(q));
  const listAction = (
    <Link to="/seller/submit-product" className={buttonClass({ variant: 'brand' })}>
      <Plus className="h-4 w-4" aria-hidden />
      List a Product
    </Link>
  );

  return (
    <SellerPage title="My Products" intro="Everything you sell, live or waiting for approval." crumbs={[]} actions={listAction}>
      <ListingSearch value={search} onChange={setSearch} label="Search your products" />
      <ListingsList
        pages={pages}
        loadingLabel="Loading your products"
        failedText="Failed to fetch seller products"
        empty={q ? { title: `No products match "${q}"` } : { title: 'You have not listed any products yet', action: <div className="mt-6">{listAction}</div> }}
        actions={(listing) => <ListingLinks listing={listing} />}
      />
    </SellerPage>
  );
}
