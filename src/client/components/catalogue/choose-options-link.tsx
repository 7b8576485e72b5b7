import { SlidersHorizontal } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Link } from '#client/lib/router.tsx';
import type { ProductDto } from '#shared/catalogue.ts';

/**
 * A listing with options is bought on its page, where the shopper picks the variant
 * (docs/decisions/0060-photos-and-variants.md): its cards say Choose Options instead of Add to Cart.
 */
export function ChooseOptionsLink({ product, className }: { product: ProductDto; className?: string }) {
  return (
    <Link to={`/product/${product.id}`} aria-label={`Choose options for ${product.name}`} className={buttonClass({ variant: 'brand', size: 'sm', className })}>
      <SlidersHorizontal className="h-4 w-4" aria-hidden />
      Choose Options
    </Link>
  );
}
