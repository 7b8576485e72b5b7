import { ChooseOptionsLink } from '#client/components/catalogue/choose-options-link.tsx';
import { CartButton, ProductCard } from '#client/components/catalogue/product-card.tsx';
import { useAddToCart } from '#client/features/cart/api.ts';
import { ProductStrip } from '#client/features/recently-viewed/product-strip.tsx';
import type { BuyAgainItemDto } from '#shared/discovery.ts';
import { variantLabel } from '#shared/variant-label.ts';

function BuyAgainActions({ item }: { item: BuyAgainItemDto }) {
  const { add, pending } = useAddToCart();
  const { product, variantId } = item;
  const options = variantLabel(item.variantOptions);
  // The variant bought is gone: the shopper picks one on the listing's page, told what they had.
  if (variantId === null && product.hasOptions) {
    return (
      <>
        {options && <p className="text-xs text-slate-600">You bought {options}</p>}
        <ChooseOptionsLink product={product} className="relative z-10 w-full" />
      </>
    );
  }
  return (
    <>
      {options && <p className="text-xs text-slate-600">{options}</p>}
      {/* The variant is known, so the card buys it as it would a listing without options. */}
      <CartButton product={{ ...product, hasOptions: false }} pending={pending} onClick={() => add(product.id, 1, { variantId: variantId ?? undefined })} />
    </>
  );
}

/**
 * "Buy it again" on /orders (docs/decisions/0061-discovery.md, item 6): the products of the shopper's
 * paid orders, the last bought first, each with Add to Cart for the variant bought last.
 */
export function BuyAgain({ items }: { items: BuyAgainItemDto[] }) {
  const byProduct = new Map(items.map((item) => [item.product.id, item]));
  return (
    <section aria-labelledby="buy-again-title" className="mb-8">
      <h2 id="buy-again-title" className="mb-3 text-xl font-bold text-slate-900">
        Buy it again
      </h2>
      <ProductStrip
        label="Products you bought"
        products={items.map((item) => item.product)}
        renderCard={({ product }) => <ProductCard product={product} actions={<BuyAgainActions item={byProduct.get(product.id)!} />} />}
      />
    </section>
  );
}
