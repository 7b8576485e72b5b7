import { lazy, Suspense, useEffect } from 'react';
import { lazyPage } from '#client/ssr/lazy-page.ts';
import type { PageData } from '#client/ssr/page-data.ts';
import { useQueryClient } from '@tanstack/react-query';
import { JsonLd, useSeo } from '#client/lib/seo.tsx';
import { HOME_TITLE, SITE_TAGLINE } from '#shared/site.ts';
import { DealFrame, DealSkeleton } from '../components/deal-frame.tsx';
import { Hero } from '../components/hero.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { WhenNear } from '../components/when-near.tsx';
import { homeStructuredData } from '#shared/home-structured-data.ts';
import { useSiteOrigin } from '#client/ssr/site-origin.tsx';

// The home route's first JavaScript stays small (issue 3: under 110 KB gzip with the shell): the deal
// block, the product grid (cards, stars, cart and wishlist hooks), the testimonials with the seller
// pitch, and the newsletter form are chunks of their own; all but the deal load when the visitor
// scrolls near them.
const DealOfTheDay = lazyPage(() => import('../components/deal-of-the-day.tsx'));
// Above the fold and rendered by the server: its code is asked for with the page's, so the page
// hydrates in one go (decision 0029).
void DealOfTheDay.preload();
const FeaturedProducts = lazy(() => import('../components/featured-products.tsx'));
const BelowFoldSections = lazy(() => import('../components/below-fold-sections.tsx'));
const NewsletterSignup = lazy(() => import('../components/newsletter-signup.tsx'));

/** The deal's query key (catalogue api.ts dealOfTheDayQuery), fetched by the default query function. */
const DEAL_KEY = ['/api/products/deal-of-the-day'];

/** What the server asks before rendering the page (decision 0051): the deal, as the page itself asks it. */
export const pageData: PageData = {
  prefetch: (queryClient) => queryClient.prefetchQuery({ queryKey: DEAL_KEY, retry: false }),
};

const gridPlaceholder = <div className="min-h-[60rem] bg-white" aria-hidden />;
// About the height the two sections take at each width, so the page below keeps its place.
const belowFoldPlaceholder = <div className="min-h-[136rem] bg-slate-50 sm:min-h-[110rem] md:min-h-[81rem] lg:min-h-[67rem] xl:min-h-[63rem]" aria-hidden />;
const newsletterPlaceholder = <div className="min-h-[22rem] bg-slate-50" aria-hidden />;

/** Home / (docs/product.md A2, "Home"). */
export default function HomePage() {
  useSeo({ title: HOME_TITLE, description: SITE_TAGLINE, path: '/' });
  const queryClient = useQueryClient();
  const origin = useSiteOrigin();
  // The deal's data is asked for while its code downloads, so its picture can start sooner.
  useEffect(() => void queryClient.prefetchQuery({ queryKey: DEAL_KEY, retry: false }), [queryClient]);
  return (
    <>
      <JsonLd data={homeStructuredData(origin)} />
      <Hero />
      <Suspense
        fallback={
          <DealFrame>
            <DealSkeleton />
          </DealFrame>
        }
      >
        <DealOfTheDay />
      </Suspense>
      <TrustStrip />
      <WhenNear id="grid" placeholder={gridPlaceholder}>
        <Suspense fallback={gridPlaceholder}>
          <FeaturedProducts />
        </Suspense>
      </WhenNear>
      <WhenNear id="below-fold" placeholder={belowFoldPlaceholder}>
        <Suspense fallback={belowFoldPlaceholder}>
          <BelowFoldSections />
        </Suspense>
      </WhenNear>
      <WhenNear id="newsletter" placeholder={newsletterPlaceholder}>
        <Suspense fallback={newsletterPlaceholder}>
          <NewsletterSignup />
        </Suspense>
      </WhenNear>
    </>
  );
}
