import type { ProductOption } from '#server/db/schema.ts';

/**
 * The demo listings sold in sizes, colours, lengths and scents (docs/decisions/0060-photos-and-variants.md).
 * Each plan names its options (one or two; the first varies slowest in `stock`), what a value adds
 * to the listing's price and weight, and the stock of every combination. The stocks add up to the
 * listing's stock in product-data.ts and no combination costs less than its price, so the listing's
 * summaries (price_cents the lowest, stock the total) read as before; some combinations are sold out,
 * so the product page's sold-out marking shows. A `colours` entry gives a value its own photo, the
 * drawing in that colour (images.ts); the first value of a Colour option is what the drawing shows.
 */
export interface VariantPlan {
  options: ProductOption[];
  /** dollars a value adds to the listing's price (a bigger size, a dearer wood); absent: nothing */
  surcharge?: Readonly<Record<string, number>>;
  /** ounces a value adds to the listing's weight; absent: the listing's weight */
  extraOz?: Readonly<Record<string, number>>;
  /** the hex colour of the option value's own photo */
  colours?: Readonly<Record<string, string>>;
  /** stock of each combination, the last option varying fastest */
  stock: readonly number[];
}

const SIZES = ['S', 'M', 'L', 'XL'];

/** By product name (product-data.ts). */
export const VARIANT_PLANS: Readonly<Record<string, VariantPlan>> = {
  'Braided Leather Dog Leash': {
    options: [
      { name: 'Length', values: ['4 ft', '6 ft'] },
      { name: 'Colour', values: ['Saddle Brown', 'Black', 'Oxblood'] },
    ],
    surcharge: { '6 ft': 6 },
    extraOz: { '6 ft': 2 },
    colours: { Black: '#2e2b2a', Oxblood: '#6e1f24' },
    stock: [8, 6, 0, 12, 9, 5],
  },
  'Waxed Canvas Chore Coat': {
    options: [
      { name: 'Size', values: SIZES },
      { name: 'Colour', values: ['Field Tan', 'Black'] },
    ],
    surcharge: { XL: 10 },
    extraOz: { XL: 4 },
    colours: { Black: '#2e2d2b' },
    stock: [1, 0, 2, 1, 1, 0, 2, 0],
  },
  'Heavyweight Pocket Tee': {
    options: [
      { name: 'Size', values: SIZES },
      { name: 'Colour', values: ['Natural', 'Heather Grey', 'Navy'] },
    ],
    surcharge: { XL: 3 },
    colours: { 'Heather Grey': '#8d9196', Navy: '#27385e' },
    stock: [8, 6, 5, 14, 12, 10, 13, 11, 9, 12, 0, 20],
  },
  'Wool Hiking Socks (3 Pairs)': {
    options: [{ name: 'Size', values: SIZES }],
    stock: [30, 70, 80, 20],
  },
  'Flannel Work Shirt': {
    options: [{ name: 'Size', values: SIZES }],
    surcharge: { XL: 5 },
    stock: [0, 0, 0, 0],
  },
  'Bridle Leather Work Belt': {
    options: [
      { name: 'Waist', values: ['32 in', '34 in', '36 in', '38 in'] },
      { name: 'Colour', values: ['Chestnut', 'Black'] },
    ],
    colours: { Black: '#2b2a2a' },
    stock: [5, 4, 8, 6, 9, 5, 4, 4],
  },
  'Knit Watch Cap': {
    options: [{ name: 'Colour', values: ['Mustard', 'Charcoal', 'Navy'] }],
    colours: { Charcoal: '#45484d', Navy: '#26365a' },
    stock: [1, 0, 1],
  },
  'Stoneware Pet Bowl': {
    options: [
      { name: 'Size', values: ['Small', 'Medium', 'Large'] },
      { name: 'Colour', values: ['Barn Red', 'Speckled Blue'] },
    ],
    surcharge: { Medium: 6, Large: 12 },
    extraOz: { Medium: 8, Large: 16 },
    colours: { 'Speckled Blue': '#4a78a8' },
    stock: [6, 4, 5, 3, 8, 0],
  },
  'Wooden Puzzle Map of the USA': {
    options: [{ name: 'Size', values: ['18 in', '24 in', '36 in'] }],
    surcharge: { '24 in': 10, '36 in': 30 },
    extraOz: { '24 in': 10, '36 in': 28 },
    stock: [30, 18, 12],
  },
  'Down Camp Quilt': {
    options: [
      { name: 'Length', values: ['Regular', 'Long'] },
      { name: 'Rating', values: ['30°F', '20°F'] },
    ],
    surcharge: { Long: 30, '20°F': 40 },
    extraOz: { Long: 3, '20°F': 4 },
    stock: [1, 0, 1, 0],
  },
  'Leather Baseball Glove, 11.5 in': {
    options: [{ name: 'Throwing hand', values: ['Right-hand throw', 'Left-hand throw'] }],
    stock: [9, 3],
  },
  'Epsom and Arnica Bath Soak': {
    options: [
      { name: 'Size', values: ['1 lb', '2 lb'] },
      { name: 'Scent', values: ['Eucalyptus Mint', 'Lavender', 'Unscented'] },
    ],
    surcharge: { '2 lb': 12 },
    extraOz: { '2 lb': 16 },
    stock: [1, 0, 1, 1, 0, 0],
  },
  'All-Weather Floor Mats (Set of 4)': {
    options: [
      { name: 'Fit', values: ['Sedan', 'SUV', 'Pickup'] },
      { name: 'Colour', values: ['Grey', 'Black'] },
    ],
    surcharge: { SUV: 20, Pickup: 20 },
    extraOz: { SUV: 12, Pickup: 16 },
    colours: { Black: '#2a2b2d' },
    stock: [2, 1, 3, 0, 2, 1],
  },
  'Insulated Steel Water Bottle, 32 oz': {
    options: [{ name: 'Colour', values: ['Sage', 'Slate', 'Canyon Red'] }],
    colours: { Slate: '#4f5d6b', 'Canyon Red': '#a8483a' },
    stock: [70, 50, 30],
  },
};

/** Every combination of the options' values, in order, the last option varying fastest. */
export function combinations(options: readonly ProductOption[]): Array<Record<string, string>> {
  return options.reduce<Array<Record<string, string>>>((combos, option) => combos.flatMap((c) => option.values.map((v) => ({ ...c, [option.name]: v }))), [{}]);
}

/**
 * A value's part of a SKU: a size or a short word as it is ("XL", "SUV"), a measure with its unit
 * ("4 ft" -> "4FT", "30°F" -> "30F"), the initials of a name of several words ("Field Tan" -> "FT"),
 * else a word's first three letters ("Walnut" -> "WAL").
 */
export function skuCode(value: string): string {
  const words = value
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length > 1) return /^\d/.test(words[0]!) ? words.join('') : words.map((w) => w[0]).join('');
  return words[0]!.slice(0, 3);
}

/** "HM-{product id}-{value codes}", e.g. HM-22-XL-BLA. */
export const skuOf = (productId: number, options: Readonly<Record<string, string>>): string =>
  ['HM', String(productId), ...Object.values(options).map(skuCode)].join('-');
