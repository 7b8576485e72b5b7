import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { useState } from 'react';
import { useParams, useSearchParams } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import { Pill } from '#client/components/catalogue/badges.tsx';
import { Price } from '#client/components/catalogue/price.tsx';
import { RatingSummary } from '#client/components/catalogue/stars.tsx';
import { productQuery, relatedProductsQuery } from '#client/features/catalogue/api.ts';
import { ApiError } from '#client/lib/api.ts';
import { JsonLd, useSeo } from '#client/lib/seo.tsx';
import type { ProductDetailDto, ProductVariantDto } from '#shared/catalogue.ts';
import { InfoBox } from '../components/info-box.tsx';
import { ProductProblem } from '#client/components/catalogue/product-problem.tsx';
import { ProductSkeleton } from '../components/product-skeleton.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { PurchasePanel } from '../components/purchase-panel.tsx';
import { VariantPicker } from '../components/variant-picker.tsx';
import { openingVariant, variantPhotoIndex } from '../variants.ts';
import { RelatedProducts } from '../components/related-products.tsx';
import { RecentlyViewed } from '../components/recently-viewed.tsx';
import { SoldBy } from '../components/sold-by.tsx';
import { notFoundHead } from '#shared/not-found-head.ts';
import { parseRouteId } from '#shared/route-id.ts';
import { processingText } from '#shared/processing.ts';
import { is404, type PageData } from '#client/ssr/page-data.ts';
import { useSiteOrigin } from '#client/ssr/site-origin.tsx';
import { productDescription, productImageUrl, productStructuredData } from '#shared/structured-data.ts';

/** What the server asks before rendering the page (decision 0051): the product and the related ones. */
export const pageData: PageData = {
  prefetch: async (queryClient, { params }) => {
    const id = parseRouteId(params.id);
    if (id === null) return;
    await Promise.all([queryClient.prefetchQuery(productQuery(id)), queryClient.prefetchQuery(relatedProductsQuery(id))]);
  },
  notFound: (queryClient, { params }) => {
    const id = parseRouteId(params.id);
    return id === null || is404(queryClient, productQuery(id).queryKey);
  },
};

/** /product/{id} (docs/product.md A2, "Product detail"). */
export default function ProductPage() {
  const id = parseRouteId(useParams().id);
  const query = useQuery({ ...productQuery(id ?? 0), enabled: id != null });

  if (id == null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <ProblemPage kind="not-found" />;
  }
  if (query.isError) return <ProblemPage kind="error" />;
  if (query.isPending) return <ProductSkeleton />;
  // The key changes with the id, so the quantity and open dialogs start afresh on another product.
  return <ProductDetail key={query.data.id} product={query.data} />;
}

function ProblemPage({ kind }: { kind: 'not-found' | 'error' }) {
  useSeo(kind === 'not-found' ? notFoundHead('Product') : { title: 'Error Loading Product', noIndex: true });
  return <ProductProblem kind={kind} />;
}

function ProductDetail({ product }: { product: ProductDetailDto }) {
  const origin = useSiteOrigin();
  const category = product.categoryName;
  // The variant shown is the address's (?variant=, so a link or a reload keeps it and the server
  // renders it), else the first in stock (docs/decisions/0060-photos-and-variants.md).
  const [params, setParams] = useSearchParams();
  const variant = openingVariant(product, params.get('variant'));
  const [photo, setPhoto] = useState(() => variantPhotoIndex(product.images, variant) ?? 0);
  const price = variant?.price ?? product.price;
  const choose = (next: ProductVariantDto) => {
    const own = variantPhotoIndex(product.images, next);
    if (own !== null) setPhoto(own);
    setParams(
      (search) => {
        search.set('variant', String(next.id));
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  useSeo({
    title: product.name,
    description: productDescription(product),
    path: `/product/${product.id}`,
    image: productImageUrl(product, origin),
    imageAlt: product.name,
    type: 'product',
    meta: [
      ['property', 'product:price:amount', price],
      ['property', 'product:price:currency', 'USD'],
    ],
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <JsonLd data={productStructuredData(product, origin)} />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: category, to: `/category/${product.categoryId}` }, { label: product.name }]} />

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery
          images={product.images}
          name={product.name}
          index={photo}
          onIndexChange={setPhoto}
          badges={
            (product.isNew || product.isOnSale) && (
              <div className="pointer-events-none absolute top-3 left-3 flex gap-1.5">
                {product.isNew && <Pill tone="new">New</Pill>}
                {product.isOnSale && <Pill tone="sale">Sale</Pill>}
              </div>
            )
          }
        />

        <div className="min-w-0 space-y-5">
          <div>
            <p className="text-sm font-medium text-slate-500">(Demonstration Product)</p>
            <h1 className="mt-1 text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
            <div className="mt-2">
              <RatingSummary rating={product.rating} reviewCount={product.reviewCount} size="lg" showValue />
            </div>
          </div>

          {product.seller && <SoldBy seller={product.seller} />}

          <div className="space-y-2">
            <Price price={price} oldPrice={product.oldPrice} showSave size="lg" />
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <PackageCheck className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              {processingText(product.processingDays)}
            </p>
          </div>

          {variant && product.options.length > 0 && <VariantPicker product={product} variant={variant} onChoose={choose} />}
          <PurchasePanel product={product} variant={variant} />
          <InfoBox />
        </div>
      </div>

      <ProductTabs product={product} variant={variant} />
      <RelatedProducts productId={product.id} />
      <RecentlyViewed productId={product.id} />
    </div>
  );
}
