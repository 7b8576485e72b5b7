// Which variant the product page shows and what each option value leads to
// (docs/decisions/0060-photos-and-variants.md): a choice is always complete, one variant, so the
// price, the stock and Add to Cart always have one to speak of.
import type { ProductDetailDto, ProductImageDto, ProductVariantDto } from '#shared/catalogue.ts';

type Listing = Pick<ProductDetailDto, 'variants'>;

export const isSoldOut = (variant: Pick<ProductVariantDto, 'stock'>): boolean => variant.stock != null && variant.stock <= 0;

/**
 * The variant the page opens on: the one the address names (?variant=) when it is this listing's,
 * else the first in stock, else the first. Null only for a listing without variants.
 */
export function openingVariant(listing: Listing, requested: string | null): ProductVariantDto | null {
  const id = requested && /^\d+$/.test(requested) ? Number(requested) : null;
  return listing.variants.find((v) => v.id === id) ?? listing.variants.find((v) => !isSoldOut(v)) ?? listing.variants[0] ?? null;
}

const hasValue = (variant: ProductVariantDto, option: string, value: string) => variant.options[option] === value;

/** The variant of `current`'s other values with `option` set to `value`, if the seller made that combination. */
function combination(listing: Listing, current: ProductVariantDto, option: string, value: string): ProductVariantDto | undefined {
  const wanted = { ...current.options, [option]: value };
  return listing.variants.find((v) => Object.entries(wanted).every(([name, chosen]) => hasValue(v, name, chosen)));
}

/**
 * What choosing `value` for `option` leads to: the combination with the other values kept, or,
 * when the seller did not make that one, the first variant in stock with the value (the other
 * options follow it), else the first with the value.
 */
export function chooseValue(listing: Listing, current: ProductVariantDto, option: string, value: string): ProductVariantDto {
  const withValue = listing.variants.filter((v) => hasValue(v, option, value));
  return combination(listing, current, option, value) ?? withValue.find((v) => !isSoldOut(v)) ?? withValue[0] ?? current;
}

/** Whether `value` is sold out beside the other values chosen (the variant choosing it would show). */
export function valueSoldOut(listing: Listing, current: ProductVariantDto, option: string, value: string): boolean {
  return isSoldOut(chooseValue(listing, current, option, value));
}

/** The photo a variant shows: its own, found among the listing's photos; null when it has none of them. */
export function variantPhotoIndex(images: readonly ProductImageDto[], variant: ProductVariantDto | null): number | null {
  if (!variant?.imageUrl) return null;
  const index = images.findIndex((image) => image.url === variant.imageUrl);
  return index < 0 ? null : index;
}
