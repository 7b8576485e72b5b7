// "Sold by" and "Ships from" (issue 26, docs/decisions/0055-parcels-ship-from-the-maker.md): lines of a
// cart, a checkout or an order grouped by the shop that sells them, one package each, in the words
// the cart, the checkout, the order pages, the invoice and the emails all use.
import type { SellerSummaryDto } from './schemas/shops.ts';

/** A shop's lines, in their order; `seller` null for lines no shop sells (the platform's own stock). */
export interface ShopGroup<T> {
  seller: SellerSummaryDto | null;
  items: T[];
}

/**
 * Groups `items` by their shop, shops in the order each first appears; lines without a shop come
 * last, in one group without a heading.
 */
export function groupByShop<T>(items: readonly T[], sellerOf: (item: T) => SellerSummaryDto | null | undefined): ShopGroup<T>[] {
  const groups = new Map<number | null, ShopGroup<T>>();
  for (const item of items) {
    const seller = sellerOf(item) ?? null;
    const key = seller?.id ?? null;
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { seller, items: [item] });
  }
  const unsold = groups.get(null);
  groups.delete(null);
  return [...groups.values(), ...(unsold ? [unsold] : [])];
}

/** 'Portland, OR'; null without a city and state. */
export function placeName(place: { city: string | null; state: string | null } | null | undefined): string | null {
  return place?.city && place.state ? `${place.city}, ${place.state}` : null;
}

/** 'Sold by Prairie Workshop Co.' */
export const soldBy = (shopName: string) => `Sold by ${shopName}`;

/** 'Ships from Ames, IA'; null without a place. */
export function shipsFrom(place: { city: string | null; state: string | null } | null | undefined): string | null {
  const name = placeName(place);
  return name ? `Ships from ${name}` : null;
}

/** A shop's heading in one line, for emails and PDFs: 'Sold by Prairie Workshop Co. · Ships from Ames, IA'. */
export function shopHeadingText(seller: SellerSummaryDto, place: { city: string | null; state: string | null } | null = seller): string {
  const from = shipsFrom(place);
  return from ? `${soldBy(seller.shopName)} · ${from}` : soldBy(seller.shopName);
}
