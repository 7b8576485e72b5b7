import { ShoppingCart, Trash2 } from 'lucide-react';
import { ChooseOptionsLink } from '#client/components/catalogue/choose-options-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAddToCart } from '#client/features/cart/api.ts';
import type { WishlistItemDto } from '#shared/catalogue.ts';
import { useRemoveFromWishlist } from '../api.ts';

/**
 * The wishlist card's buttons. Add to Cart moves the item: once it is in the cart it leaves the
 * wishlist (docs/product.md B4), quietly, so 'Added to Cart' stays the message on screen.
 */
export function WishlistCardActions({ item }: { item: WishlistItemDto }) {
  const cart = useAddToCart();
  const moveOut = useRemoveFromWishlist({ quiet: true, errorText: 'Failed to remove item from wishlist' });
  const remove = useRemoveFromWishlist({ errorText: 'Failed to remove item from wishlist' });
  const soldOut = item.stock != null && item.stock <= 0;
  const busy = cart.pending || moveOut.isPending || remove.isPending;
  return (
    <div className="relative z-10 grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
      {item.hasOptions && !soldOut ? (
        <ChooseOptionsLink product={item} className="min-w-0" />
      ) : (
        <Button
          variant="brand"
          size="sm"
          className="min-w-0"
          disabled={busy || soldOut}
          onClick={() => cart.add(item.id, 1, { onSuccess: () => moveOut.mutate(item.id) })}
          aria-label={soldOut ? `${item.name} is out of stock` : `Add ${item.name} to cart`}
        >
          <ShoppingCart className="h-4 w-4" aria-hidden />
          <span className="truncate">{soldOut ? 'Out of Stock' : 'Add to Cart'}</span>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className="hover:border-red-300 hover:bg-red-50 hover:text-accent-700 sm:w-9 sm:px-0"
        disabled={busy}
        onClick={() => remove.mutate(item.id)}
        aria-label={`Remove ${item.name} from wishlist`}
        title="Remove from wishlist"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        <span className="sm:hidden" aria-hidden>
          Remove
        </span>
      </Button>
    </div>
  );
}
