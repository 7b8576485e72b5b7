import { useState } from 'react';
import { Link } from '#client/lib/router.tsx';
import { Package, Trash2 } from 'lucide-react';
import { Price } from '#client/components/catalogue/price.tsx';
import { cartImageUrl } from '#client/app/layout/cart-lines.ts';
import { maxQuantity, type CartLineDto } from '#shared/cart.ts';
import { variantLabel } from '#shared/variant-label.ts';
import { formatCents, toCents } from '#shared/money.ts';
import { CartQuantityStepper } from './cart-quantity-stepper.tsx';

function LineImage({ imageUrl, name }: { imageUrl: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  const box = 'h-20 w-20 shrink-0 rounded-lg bg-slate-100 sm:h-24 sm:w-24';
  if (!imageUrl || failed) {
    return (
      <span className={`${box} grid place-items-center text-slate-400`} role="img" aria-label={name}>
        <Package className="h-8 w-8" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={cartImageUrl(imageUrl)}
      alt={name}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${box} object-cover`}
    />
  );
}

/**
 * One line of /cart (docs/product.md A2): picture, name, the variant ("Size: M, Colour: Walnut"),
 * unit price, stepper, remove, line total. The picture, price and stock are the variant's
 * (docs/decisions/0060-photos-and-variants.md).
 */
export function CartLineItem({
  line,
  onQuantity,
  onRemove,
  removing,
}: {
  line: CartLineDto;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { product } = line;
  const variant = variantLabel(line.variantOptions);
  // A line of a listing with options opens the product page on its variant.
  const href = variant ? `/product/${product.id}?variant=${line.variantId}` : `/product/${product.id}`;
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <LineImage imageUrl={product.imageUrl} name={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link to={href} className="line-clamp-2 rounded-sm font-medium text-slate-900 hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
          {variant && <p className="mt-0.5 text-sm break-words text-slate-600">{variant}</p>}
          <div className="mt-1">
            <Price price={product.price} oldPrice={product.oldPrice} />
          </div>
        </div>
        {/* On a phone the line total goes under the stepper when the row is too narrow for both. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-col sm:items-end">
          <CartQuantityStepper value={line.quantity} max={maxQuantity(product.stock)} onChange={onQuantity} label={product.name} />
          <div className="ml-auto flex items-center gap-2">
            <p className="text-base font-bold text-slate-900 tabular-nums">
              <span className="sr-only">Line total </span>
              {formatCents(toCents(product.price) * line.quantity)}
            </p>
            <button
              type="button"
              onClick={onRemove}
              disabled={removing}
              aria-label={`Remove ${product.name} from cart`}
              className="grid h-9 w-9 place-items-center rounded-md text-slate-400 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
