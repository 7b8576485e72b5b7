// What the listing form holds (text for numbers) and what it sends: the photos as { url, alt }, the
// options with their values, and one variant per combination of values, kept in step with the
// options as the seller edits them (docs/decisions/0060-photos-and-variants.md).
import type { ProductDetailDto } from '#shared/catalogue.ts';
import { combinations } from '#shared/listing-variants.ts';
import { DEFAULT_PROCESSING_DAYS, type ShippingClass } from '#shared/schemas/seller.ts';

export interface PhotoValues {
  url: string;
  alt: string;
}

export interface OptionValues {
  name: string;
  values: string[];
}

export interface VariantValues {
  options: Record<string, string>;
  price: string;
  stock: string;
  sku: string;
  /** one of the listing's photos; '' for its first */
  imageUrl: string;
  weight: string;
}

export interface ListingValues {
  name: string;
  description: string;
  price: string;
  stock: string;
  categoryId: string;
  images: PhotoValues[];
  options: OptionValues[];
  variants: VariantValues[];
  materials: string;
  care: string;
  oldPrice: string;
  weight: string;
  dimensions: string;
  shippingClass: ShippingClass;
  processingDaysMin: string;
  processingDaysMax: string;
  requiresShipping: boolean;
  isNew: boolean;
  isOnSale: boolean;
}

/**
 * A new listing's defaults (docs/product.md B5: stock 1; isNew, requiresShipping on; ships in 1-3
 * business days). The keys are in the form's order: the first field the server refuses gets the focus.
 */
export const NEW_LISTING: ListingValues = {
  name: '',
  description: '',
  price: '',
  stock: '1',
  categoryId: '',
  images: [],
  options: [],
  variants: [],
  materials: '',
  care: '',
  oldPrice: '',
  weight: '',
  dimensions: '',
  shippingClass: 'standard',
  processingDaysMin: String(DEFAULT_PROCESSING_DAYS.min),
  processingDaysMax: String(DEFAULT_PROCESSING_DAYS.max),
  requiresShipping: true,
  isNew: true,
  isOnSale: false,
};

const text = (value: number | string | null) => (value == null ? '' : String(value));

export const valuesOf = (p: ProductDetailDto): ListingValues => ({
  name: p.name,
  description: p.description,
  price: p.price,
  stock: String(p.stock ?? 0),
  categoryId: String(p.categoryId),
  images: p.images.map(({ url, alt }) => ({ url, alt })),
  options: p.options.map(({ name, values }) => ({ name, values: [...values] })),
  variants: p.options.length
    ? p.variants.map((v) => ({
        options: v.options,
        price: v.price,
        stock: text(v.stock ?? 0),
        sku: text(v.sku),
        imageUrl: text(v.imageUrl),
        weight: text(v.weight),
      }))
    : [],
  materials: p.materials ?? '',
  care: p.care ?? '',
  oldPrice: p.oldPrice ?? '',
  weight: text(p.weight),
  dimensions: p.dimensions ?? '',
  shippingClass: p.shippingClass,
  processingDaysMin: String(p.processingDays.min),
  processingDaysMax: String(p.processingDays.max),
  requiresShipping: p.requiresShipping,
  isNew: p.isNew,
  isOnSale: p.isOnSale,
});

/**
 * What the form sends: a photo without alt text is described by the product's name; with options,
 * the variants carry the price and stock; without, the listing's own price and stock do. A new
 * listing needs a photo; an edit of one listed without any (through the API) may leave it so.
 */
export function toInput(values: ListingValues, photosRequired = true): Record<string, unknown> {
  const { images, options, variants, price, stock, ...rest } = values;
  const photos = images.map((p) => ({ url: p.url, alt: p.alt.trim() || values.name.trim() }));
  const withPhotos = { ...rest, ...(photos.length || photosRequired ? { images: photos } : {}) };
  return options.length
    ? { ...withPhotos, options, variants: variants.map((v) => ({ ...v, options: { ...v.options } })) }
    : { ...withPhotos, price, stock, options: [] };
}

/**
 * The variants after the options changed from `before` to `after`: one per combination, each keeping
 * what was set for the same values (an option renamed in its place keeps them); with an option
 * removed, a combination keeps the first that had its values; with one added, it starts from the
 * price and weight of the combination it grew from, its stock to fill in; a new one from `price`.
 */
export function syncVariants(before: OptionValues[], after: OptionValues[], rows: VariantValues[], price: string): VariantValues[] {
  const usable = after.filter((o) => o.name.trim() && o.values.length);
  if (!usable.length) return [];
  // Renamed in place: the same number of options, read by position.
  const renamed = before.length === after.length ? new Map(before.map((o, i) => [o.name, after[i]!.name])) : null;
  const known = rows.map((row) => ({ row, values: Object.entries(row.options).map(([name, value]) => [renamed?.get(name) ?? name, value] as const) }));
  const within = (small: ReadonlyArray<readonly [string, string]>, large: Record<string, string>) => small.every(([name, value]) => large[name] === value);
  return combinations(usable).map((options) => {
    const entries = Object.entries(options);
    const same = known.find((k) => k.values.length === entries.length && within(k.values, options));
    const wider = known.find((k) => k.values.length > entries.length && within(entries, Object.fromEntries(k.values)));
    if (same ?? wider) return { ...(same ?? wider)!.row, options };
    const narrower = known.find((k) => k.values.length < entries.length && within(k.values, options));
    return { options, price: narrower?.row.price ?? price, stock: '', sku: '', imageUrl: '', weight: narrower?.row.weight ?? '' };
  });
}
