import type { Picture } from './illustrations.ts';
import { createRng, daysBeforeBase } from './random.ts';
import { PRODUCT_DATA, type Buzz, type ProductSeed, type ShippingClass } from './product-data.ts';
import { PRODUCT_SPECS } from './product-specs.ts';

/** Who owns a demo product: the main demo seller, the second or the third demo seller (every demo product has a seller). */
export type DemoOwner = 'seller' | 'guild' | 'supply';

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
  /** Public path of the product picture, served from DATA_DIR/uploads. */
  imageUrl: string;
  /** The drawing that picture shows: the kind of good the product is. */
  picture: Picture;
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

function build(): DemoProduct[] {
  return dealRoundRobin().map(({ categoryId, seed }, index) => {
    const id = index + 1;
    const slug = slugify(seed.name);
    const isNew = seed.isNew ?? false;
    const spec = PRODUCT_SPECS[seed.picture];
    if (!spec) throw new Error(`No specifications for the demo product "${seed.name}" (${seed.picture}) in product-specs.ts`);
    return {
      id,
      slug,
      name: seed.name,
      description: seed.description,
      categoryId,
      priceCents: toCents(seed.price),
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
      imageUrl: `/uploads/products/${id}-${slug}.webp`,
      picture: seed.picture,
    };
  });
}

/** The demonstration catalogue with fixed ids 1..n, identical on every run. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = build();
