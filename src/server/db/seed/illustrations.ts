import { AUTOMOTIVE_PICTURES } from './illustrations/automotive.ts';
import { BEAUTY_PICTURES } from './illustrations/beauty.ts';
import { BOOKS_PICTURES } from './illustrations/books.ts';
import { CLOTHING_PICTURES } from './illustrations/clothing.ts';
import { ELECTRONICS_PICTURES } from './illustrations/electronics.ts';
import { HOME_PICTURES } from './illustrations/home.ts';
import type { Drawing } from './illustrations/ink.ts';
import { OUTDOORS_PICTURES } from './illustrations/outdoors.ts';
import { PETS_PICTURES } from './illustrations/pets.ts';
import { TOYS_PICTURES } from './illustrations/toys.ts';
import { WELLNESS_PICTURES } from './illustrations/wellness.ts';

/**
 * The drawings of the demo catalogue, one per kind of good, grouped by the category whose palette
 * they were drawn for. A product names its kind in product-data.ts (`picture`), so the picture a
 * product gets is data that can be read and tested, not a guess from its name.
 */
export const PICTURE_GROUPS = {
  1: ELECTRONICS_PICTURES,
  2: CLOTHING_PICTURES,
  3: HOME_PICTURES,
  4: BEAUTY_PICTURES,
  5: OUTDOORS_PICTURES,
  6: BOOKS_PICTURES,
  7: TOYS_PICTURES,
  8: WELLNESS_PICTURES,
  9: AUTOMOTIVE_PICTURES,
  10: PETS_PICTURES,
} as const;

export const PICTURES = {
  ...ELECTRONICS_PICTURES,
  ...CLOTHING_PICTURES,
  ...HOME_PICTURES,
  ...BEAUTY_PICTURES,
  ...OUTDOORS_PICTURES,
  ...BOOKS_PICTURES,
  ...TOYS_PICTURES,
  ...WELLNESS_PICTURES,
  ...AUTOMOTIVE_PICTURES,
  ...PETS_PICTURES,
} satisfies Record<string, Drawing>;

/** A kind of good that has a drawing. */
export type Picture = keyof typeof PICTURES;

/**
 * Drawings the card must not mirror (it mirrors some products' drawings for variety): a map of the
 * USA only reads one way round, and a book's spine and cover belong on the left.
 */
export const KEEP_ORIENTATION: ReadonlySet<Picture> = new Set<Picture>(['puzzle-map', ...(Object.keys(BOOKS_PICTURES) as Picture[])]);
