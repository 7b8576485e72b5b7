import type { ProductImage, ProductOption } from '#server/db/schema.ts';
import type { Picture } from './illustrations.ts';
import type { PhotoView } from './images.ts';
import { createRng, daysBeforeBase } from './random.ts';
import { PRODUCT_DATA, type Buzz, type ProductSeed, type ShippingClass } from './product-data.ts';
import { PRODUCT_SPECS, type ProductSpec } from './product-specs.ts';
import { VARIANT_PLANS, combinations, skuOf, type VariantPlan } from './variants.ts';

/** Who owns a demo product: the main demo seller, the second or the third demo seller (every demo product has a seller). */
export type DemoOwner = 'seller' | 'guild' | 'supply';

/** One photo of a demo listing: its products.images entry and the view images.ts draws for it. */
export interface DemoPhoto extends ProductImage {
  view: PhotoView;
}

/** One product_variants row of a demo listing with options. */
export interface DemoVariant {
  options: Record<string, string>;
  priceCents: number;
  stock: number;
  sku: string;
  /** one of the listing's photos: the one in this variant's colour */
  imageUrl: string | null;
  /** null: the listing's weight */
  weightOz: number | null;
  position: number;
}

export interface DemoProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  categoryId: number;
  priceCents: number;
  oldPriceCents: number | null;
  stock: number;
  isNew: boolean;
  isOnSale: boolean;
  weightOz: number;
  dimensions: string;
  materials: string;
  care: string | null;
  processingDaysMin: number;
  processingDaysMax: number;
  shippingClass: ShippingClass;
  owner: DemoOwner;
  buzz: Buzz;
  createdAt: Date;
  /** Public path of the product picture (the first photo), served from DATA_DIR/uploads. */
  imageUrl: string;
  /** The drawing that picture shows: the kind of good the product is. */
  picture: Picture;
  /** 3 to 5 photos, the cover first (docs/decisions/0060-photos-and-variants.md). */
  images: DemoPhoto[];
  /** empty for a listing of one variant (the database gives it that variant) */
  options: ProductOption[];
  /** one per combination of the options, in order; empty without options */
  variants: DemoVariant[];
}

const toCents = (dollars: number) => Math.round(dollars * 100);

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * New arrivals were listed in the last two weeks before the base date, the rest over the
 * eleven weeks before that, so "newest first" puts the flagged products on top.
 */
function createdAtFor(id: number, isNew: boolean): Date {
  const rng = createRng(`product-date:${id}`);
  const days = isNew ? rng.int(1, 13) : rng.int(15, 89);
  return daysBeforeBase(days + rng.int(0, 23) / 24 + rng.int(0, 59) / 1440);
}

/**
 * Deals the products round-robin across the categories (1, 2, ... 10, 1, 2, ...), so the lowest
 * ids, which plain listings show first, already span the whole catalogue.
 */
function dealRoundRobin(): Array<{ categoryId: number; seed: ProductSeed }> {
  const queues = Object.entries(PRODUCT_DATA)
    .map(([categoryId, list]) => ({ categoryId: Number(categoryId), list: [...list] }))
    .sort((a, b) => a.categoryId - b.categoryId);
  const dealt: Array<{ categoryId: number; seed: ProductSeed }> = [];
  while (queues.some((q) => q.list.length > 0)) {
    for (const q of queues) {
      const seed = q.list.shift();
      if (seed) dealt.push({ categoryId: q.categoryId, seed });
    }
  }
  return dealt;
}

/** The first thing a good is made of, for the close-up's alt text: "solid black walnut cabinets". */
function mainMaterial(materials: string): string {
  const first = materials
    .split(',')[0]!
    .trim()
    .replace(/^100% /, '');
  // Keep a leading acronym or brand ("PBT", "Qi") as it is.
  return /^[A-Z][a-z]/.test(first) ? first[0]!.toLowerCase() + first.slice(1) : first;
}

/**
 * The listing's photos: the card, one per other colour of a Colour option (its first colour is the
 * card's), a close-up, the good on a table and the card of its materials, at most five.
 */
function photosOf(base: { id: number; slug: string; name: string }, spec: ProductSpec, plan: VariantPlan | undefined): DemoPhoto[] {
  const photo = (suffix: string, alt: string, view: PhotoView): DemoPhoto => ({
    url: `/uploads/products/${base.id}-${base.slug}${suffix}.webp`,
    alt,
    width: 800,
    height: 800,
    view,
  });
  const colours = Object.entries(plan?.colours ?? {}).map(([value, hex]) => photo(`-${slugify(value)}`, `${base.name} in ${value}`, { kind: 'colour', hex }));
  return [
    photo('', base.name, { kind: 'cover' }),
    ...colours,
    photo('-close-up', `${base.name}, close-up of the ${mainMaterial(spec.materials)}`, { kind: 'close-up' }),
    photo('-setting', `${base.name} on a workshop table`, { kind: 'setting' }),
    photo('-materials', `${base.name}, card listing its materials${spec.care ? ' and care' : ''}: ${spec.materials}`, {
      kind: 'materials',
      materials: spec.materials,
      care: spec.care,
    }),
  ].slice(0, 5);
}

/**
 * The variants of a listing with a plan (variants.ts): one per combination, its price the listing's
 * plus its values' surcharges, its weight the listing's plus theirs, its photo its colour's.
 */
function variantsOf(
  product: { id: number; name: string; priceCents: number; stock: number; weightOz: number },
  plan: VariantPlan,
  images: DemoPhoto[],
): DemoVariant[] {
  const combos = combinations(plan.options);
  if (combos.length !== plan.stock.length) throw new Error(`${product.name}: ${combos.length} combinations but ${plan.stock.length} stock figures`);
  const total = plan.stock.reduce((sum, n) => sum + n, 0);
  if (total !== product.stock) throw new Error(`${product.name}: its variants hold ${total}, the listing ${product.stock}`);
  const colour = plan.options.find((o) => o.name === 'Colour');
  return combos.map((options, position) => {
    const values = Object.values(options);
    const surcharge = values.reduce((sum, v) => sum + (plan.surcharge?.[v] ?? 0), 0);
    const extraOz = values.reduce((sum, v) => sum + (plan.extraOz?.[v] ?? 0), 0);
    const value = colour ? options[colour.name]! : undefined;
    const hex = value === undefined ? undefined : plan.colours?.[value];
    const imageUrl = value === undefined ? null : hex === undefined ? images[0]!.url : images.find((i) => i.view.kind === 'colour' && i.view.hex === hex)!.url;
    return {
      options,
      priceCents: product.priceCents + toCents(surcharge),
      stock: plan.stock[position]!,
      sku: skuOf(product.id, options),
      imageUrl,
      weightOz: extraOz === 0 ? null : product.weightOz + extraOz,
      position,
    };
  });
}

function build(): DemoProduct[] {
  const dealt = dealRoundRobin();
  for (const name of Object.keys(VARIANT_PLANS)) {
    if (!dealt.some((d) => d.seed.name === name)) throw new Error(`variants.ts plans variants of "${name}", which is not a demo product`);
  }
  return dealt.map(({ categoryId, seed }, index) => {
    const id = index + 1;
    const slug = slugify(seed.name);
    const isNew = seed.isNew ?? false;
    const spec = PRODUCT_SPECS[seed.picture];
    if (!spec) throw new Error(`No specifications for the demo product "${seed.name}" (${seed.picture}) in product-specs.ts`);
    const plan = VARIANT_PLANS[seed.name];
    const images = photosOf({ id, slug, name: seed.name }, spec, plan);
    const priceCents = toCents(seed.price);
    return {
      id,
      slug,
      name: seed.name,
      description: seed.description,
      categoryId,
      priceCents,
      oldPriceCents: seed.oldPrice === undefined ? null : toCents(seed.oldPrice),
      stock: seed.stock,
      isNew,
      isOnSale: seed.isOnSale ?? false,
      weightOz: seed.oz,
      dimensions: seed.dims,
      materials: spec.materials,
      care: spec.care,
      processingDaysMin: spec.processingDays[0],
      processingDaysMax: spec.processingDays[1],
      shippingClass: seed.ship ?? 'standard',
      owner: seed.seller ?? 'seller',
      buzz: seed.buzz ?? 'quiet',
      createdAt: createdAtFor(id, isNew),
      imageUrl: images[0]!.url,
      picture: seed.picture,
      images,
      options: plan?.options ?? [],
      variants: plan ? variantsOf({ id, name: seed.name, priceCents, stock: seed.stock, weightOz: seed.oz }, plan, images) : [],
    };
  });
}

/** The demonstration catalogue with fixed ids 1..n, identical on every run. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = build();
