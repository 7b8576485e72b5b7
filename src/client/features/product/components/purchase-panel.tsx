import { useState } from 'react';
import { Heart, ShoppingCart } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAddToCart } from '#client/features/cart/api.ts';
import { useWishlistToggle } from '#client/features/wishlist/api.ts';
import { stockLabel, type ProductDetailDto, type ProductVariantDto } from '#shared/catalogue.ts';
import { maxQuantity } from '#shared/cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { ShareButton } from './share-button.tsx';

const STOCK_TONE: Record<string, string> = {
  'Out of stock': 'bg-red-50 text-red-700 ring-red-200',
  'In stock': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/**
 * Quantity, Add to Cart, the wishlist toggle, Share and the stock label, for the variant chosen
 * (docs/decisions/0060-photos-and-variants.md): its stock, and its id sent with Add to Cart. A
 * variant of a listing with options that is sold out says 'Sold out', a listing without options
 * 'Out of Stock' as it always has.
 */
export function PurchasePanel({ product, variant }: { product: ProductDetailDto; variant: ProductVariantDto | null }) {
  const [wanted, setQuantity] = useState(1);
  const cart = useAddToCart();
  const wishlist = useWishlistToggle(product.id);
  const stock = variant ? variant.stock : product.stock;
  const soldOut = stock != null && stock <= 0;
  const label = stockLabel(stock);
  // Another variant may have fewer: the quantity chosen is kept up to its stock.
  const quantity = Math.max(1, Math.min(wanted, maxQuantity(stock)));

  return (
    <div className="space-y-4">
      {label && (
        <p className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STOCK_TONE[label] ?? 'bg-amber-50 text-amber-800 ring-amber-200'}`}>
          {label}
        </p>
      )}
      {!soldOut && <QuantityStepper value={quantity} onChange={setQuantity} stock={stock} />}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="primary"
          size="lg"
          className="min-w-0 flex-1 basis-full sm:basis-auto"
          disabled={soldOut || cart.pending}
          onClick={() => cart.add(product.id, quantity, variant ? { variantId: variant.id } : {})}
        >
          <ShoppingCart className="h-5 w-5" aria-hidden />
          {soldOut ? (product.options.length > 0 ? 'Sold out' : 'Out of Stock') : 'Add to Cart'}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="flex-1 sm:flex-none"
          onClick={wishlist.toggle}
          disabled={wishlist.pending}
          aria-pressed={wishlist.inWishlist}
        >
          <Heart className={`h-5 w-5 ${wishlist.inWishlist ? 'fill-accent-500 text-accent-500' : ''}`} aria-hidden />
          {wishlist.inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
        </Button>
        <ShareButton productId={product.id} productName={product.name} />
      </div>
    </div>
  );
}
