import { SellerCta } from './seller-cta.tsx';
import { Testimonials } from './testimonials.tsx';

/**
 * The testimonials and the seller pitch, one chunk: they start about 2,400 px down the home page at
 * every width, so their code loads when the visitor scrolls towards them (issue 3, JS budget).
 */
export default function BelowFoldSections() {
  return (
    <>
      <Testimonials />
      <SellerCta />
    </>
  );
}
