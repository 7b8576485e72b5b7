import { SITE_TAGLINE, JsonLd, useSeo } from '#client/lib/seo.tsx';
import { Hero } from '../components/hero.tsx';
import { SellerCta } from '../components/seller-cta.tsx';
import { Testimonials } from '../components/testimonials.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { homeStructuredData } from '../structured-data.ts';

/** Home / (spec 000 section 2, "Home"). */
export default function HomePage() {
  useSeo({ title: 'Your American-Made Marketplace', description: SITE_TAGLINE, path: '/' });
  return (
    <>
      <JsonLd data={homeStructuredData(window.location.origin)} />
      <Hero />
      {/* Slot: Deal of the Day (next issue). */}
      <TrustStrip />
      {/* Slot: product grid (next issue). */}
      <Testimonials />
      <SellerCta />
      {/* Slot: newsletter signup (next issue). */}
    </>
  );
}
