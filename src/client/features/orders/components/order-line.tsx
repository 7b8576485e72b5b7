import type { ReactNode } from 'react';
import { Link } from '#client/lib/router.tsx';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { formatCents, formatUsd, toCents } from '#shared/money.ts';
import type { OrderItemDto } from '#shared/orders.ts';
import { variantLabel } from '#shared/variant-label.ts';

/**
 * A line of an order: picture, name (a link while the product exists), the variant bought ("Size: M,
 * Colour: Walnut", docs/decisions/0060-photos-and-variants.md), quantity and price, then `children`
 * (the line's actions). `size` 'sm' is the history card's, 'lg' the detail page's.
 */
export function OrderLine({ item, size = 'sm', children }: { item: OrderItemDto; size?: 'sm' | 'lg'; children?: ReactNode }) {
  const variant = variantLabel(item.variantOptions);
  const name = item.product ? (
    <Link to={`/product/${item.product.id}${variant && item.variantId ? `?variant=${item.variantId}` : ''}`} className="hover:text-brand-700 hover:underline">
      {item.productName}
    </Link>
  ) : (
    item.productName
  );
  return (
    <div className="flex items-start gap-3">
      <div className={`shrink-0 overflow-hidden rounded-lg ${size === 'lg' ? 'w-16 sm:w-20' : 'w-12'}`}>
        <ProductImage imageUrl={item.product?.imageUrl} alt="" size={size === 'lg' ? 160 : 96} />
      </div>
      <div className="min-w-0 flex-1">
        <p className={`font-medium break-words text-slate-900 ${size === 'lg' ? '' : 'text-sm'}`}>{name}</p>
        {variant && <p className="text-sm break-words text-slate-600">{variant}</p>}
        <p className="mt-0.5 text-sm text-slate-600">
          Qty {item.quantity} × {formatUsd(item.price)}
          {size === 'lg' && item.quantity > 1 && <span className="text-slate-500"> · {formatCents(toCents(item.price) * item.quantity)}</span>}
        </p>
        {children}
      </div>
    </div>
  );
}
