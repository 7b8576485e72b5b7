// A listing's photos, options and variants (docs/decisions/0060-photos-and-variants.md): their limits,
// the combinations of the option values, and whether the variants cover each combination once.
// No zod and no runtime imports but variant-label.ts: the listing form and the server share it.
import type { ProductOptionDto, ProductVariantDto } from './catalogue.ts';
import { variantLabel } from './variant-label.ts';

/** A variant as the change record holds it: as the API answers it, without its id. */
export type RecordedVariant = Omit<ProductVariantDto, 'id'>;

export const MAX_PHOTOS = 10;
export const ALT_MAX = 250;
export const MAX_OPTIONS = 2;
export const MAX_OPTION_VALUES = 20;
export const OPTION_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 40;
export const SKU_MAX = 64;

export const PHOTOS_MIN_MESSAGE = 'Add at least one photo';
export const PHOTOS_MAX_MESSAGE = `A listing can have at most ${MAX_PHOTOS} photos`;
export const PHOTO_TWICE_MESSAGE = 'This photo is in the list twice';
export const ALT_MESSAGE = `Describe the photo in 1 to ${ALT_MAX} characters`;
export const OPTIONS_MAX_MESSAGE = `A listing can have at most ${MAX_OPTIONS} options`;
export const OPTION_NAME_MESSAGE = `Option name must be 1 to ${OPTION_NAME_MAX} characters`;
export const OPTION_NAME_TWICE = 'Each option needs a name of its own';
export const OPTION_VALUES_MESSAGE = `Give each option 1 to ${MAX_OPTION_VALUES} values`;
export const OPTION_VALUE_MESSAGE = `Each value must be 1 to ${OPTION_VALUE_MAX} characters`;
export const OPTION_VALUE_TWICE = 'Each value of an option must be different';
export const SKU_MESSAGE = `SKU must be at most ${SKU_MAX} characters`;
export const VARIANT_PHOTO_MESSAGE = "Choose one of the listing's photos";
/** A PATCH of the spec's price or stock on a listing with options. */
export const VARIANTS_PRICE_MESSAGE = 'This listing has variants: set price and stock on each variant.';
export const NO_OPTIONS_VARIANTS = "A listing without options has one variant: set its price and stock with the listing's price and stock.";

/** Option names and values are told apart as a shopper would read them: case and spaces aside. */
export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every combination of the options' values, in the options' order (S/Red, S/Blue, M/Red, ...); one empty combination without options. */
export function combinations(options: ProductOptionDto[]): Array<Record<string, string>> {
  return options.reduce<Array<Record<string, string>>>((combos, o) => combos.flatMap((c) => o.values.map((v) => ({ ...c, [o.name]: v }))), [{}]);
}

/** A combination as one key, its values in the options' order; null for a value it lacks. */
export const combinationKey = (options: ProductOptionDto[], combination: Record<string, string>) =>
  JSON.stringify(options.map((o) => combination[o.name] ?? null));

export interface VariantProblem {
  /** as the API's details name it: 'variants', 'variants.2.sku' */
  path: string;
  message: string;
}

interface VariantFacts {
  options: Record<string, string>;
  sku?: string | null;
  imageUrl?: string | null;
}

const listed = (labels: string[]) => (labels.length > 3 ? `${labels.slice(0, 3).join('; ')} and ${labels.length - 3} more` : labels.join('; '));

/**
 * What is wrong with `variants` for `options`: each combination of values exactly once (none of
 * another option or value), SKUs different within the listing, and each variant's photo one of
 * `photos`. Empty when all is well.
 */
export function variantProblems(options: ProductOptionDto[], variants: VariantFacts[], photos: string[]): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const wanted = new Map(combinations(options).map((c) => [combinationKey(options, c), c]));
  const seen = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((v, i) => {
    const names = Object.keys(v.options);
    const stray = names.find((name) => !options.some((o) => o.name === name));
    const key = combinationKey(options, v.options);
    if (stray !== undefined || names.length !== options.length || !wanted.has(key)) {
      const wrong = options.find((o) => !o.values.includes(v.options[o.name] ?? ''));
      problems.push({
        path: `variants.${i}.options`,
        message:
          stray !== undefined
            ? `This listing has no option named ${stray}`
            : wrong && v.options[wrong.name] !== undefined
              ? `${v.options[wrong.name]} is not a value of ${wrong.name}`
              : `Choose a value of each option: ${options.map((o) => o.name).join(', ')}`,
      });
    } else if (seen.has(key)) {
      problems.push({ path: `variants.${i}.options`, message: `There are two variants for ${variantLabel(v.options)}` });
    }
    seen.add(key);
    const sku = v.sku?.trim().toLowerCase();
    if (sku) {
      if (skus.has(sku)) problems.push({ path: `variants.${i}.sku`, message: `SKU ${v.sku!.trim()} is used by another variant` });
      skus.add(sku);
    }
    if (v.imageUrl && !photos.includes(v.imageUrl)) problems.push({ path: `variants.${i}.imageUrl`, message: VARIANT_PHOTO_MESSAGE });
  });
  const missing = [...wanted].filter(([key]) => !seen.has(key)).map(([, c]) => variantLabel(c));
  if (missing.length) problems.push({ path: 'variants', message: `Add a variant for ${listed(missing)}` });
  return problems;
}
