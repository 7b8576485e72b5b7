// The box a seller's label is bought for (docs/decisions/0048-labels-from-the-items.md): built from
// the items' listed dimensions and weights by one rule, the same for order labels, return labels
// and the postage shown before buying. Pure, so the server computes it and the browser words it.
import { DEFAULT_ITEM_WEIGHT_OZ } from './orders.ts';

/** Inches. */
export interface PackageDimensions {
  length: number;
  width: number;
  height: number;
}

/** A package as a label is bought for it: sides in inches (longest first) and weight in ounces. */
export interface ShippingPackage extends PackageDimensions {
  weightOz: number;
}

/** One line of what goes in the box: a product's listed "LxWxH" inches and ounces per unit. */
export interface PackageItem {
  /** "20x20x4"; null, blank or unreadable counts as the default 12x9x3 */
  dimensions: string | null | undefined;
  /** per unit; null or 0 counts as 16 oz */
  weightOz: number | null | undefined;
  quantity: number;
}

/** docs/product.md B9's package, and the size of an item listed without dimensions. */
export const DEFAULT_PACKAGE_DIMENSIONS: Readonly<PackageDimensions> = { length: 12, width: 9, height: 3 };

/** USPS's size limit (Ground Advantage, Priority Mail): length plus girth at most 130 in. */
export const MAX_LENGTH_PLUS_GIRTH_IN = 130;
/** USPS's weight limit: 70 lb. */
export const MAX_PACKAGE_WEIGHT_OZ = 70 * 16;

const SIDES = /^\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*$/;

/** Hundredths of an inch, so sums of listed sides (5.25 + 5.25 + ...) stay exact. */
const inches = (n: number) => Math.round(n * 100) / 100;

/** The three sides of "LxWxH" (any order), longest first; null when it is not three positive numbers. */
export function parseDimensions(text: string | null | undefined): [number, number, number] | null {
  const match = text ? SIDES.exec(text) : null;
  if (!match) return null;
  const sides = [match[1], match[2], match[3]].map(Number);
  if (!sides.every((s) => Number.isFinite(s) && s > 0)) return null;
  return sides.sort((a, b) => b - a) as [number, number, number];
}

/** What a line weighs in the package: weight per unit (16 oz when unset) times quantity. */
export const lineWeightOz = (line: Pick<PackageItem, 'weightOz' | 'quantity'>): number =>
  (line.weightOz && line.weightOz > 0 ? line.weightOz : DEFAULT_ITEM_WEIGHT_OZ) * line.quantity;

/**
 * The package of `items`, every unit laid flat on its largest face and stacked: as long as the
 * longest item, as wide as the widest, as high as the units' thicknesses together; then named
 * longest side first. An item without readable dimensions counts as 12x9x3. It weighs the lines'
 * weights (16 oz a unit without one). No items: the default box at 16 oz.
 */
export function buildPackage(items: readonly PackageItem[]): ShippingPackage {
  const { length: dl, width: dw, height: dh } = DEFAULT_PACKAGE_DIMENSIONS;
  let longest = 0;
  let middle = 0;
  let stack = 0;
  let weightOz = 0;
  for (const item of items) {
    if (!(item.quantity > 0)) continue;
    const [a, b, c] = parseDimensions(item.dimensions) ?? [dl, dw, dh];
    longest = Math.max(longest, a);
    middle = Math.max(middle, b);
    stack += c * item.quantity;
    weightOz += lineWeightOz(item);
  }
  if (stack === 0) return { ...DEFAULT_PACKAGE_DIMENSIONS, weightOz: DEFAULT_ITEM_WEIGHT_OZ };
  const [length, width, height] = [longest, middle, stack].map(inches).sort((x, y) => y - x) as [number, number, number];
  return { length, width, height, weightOz };
}

/** Length (the longest side) plus girth (twice the other two), in inches. */
export const lengthPlusGirth = ({ length, width, height }: PackageDimensions): number => {
  const [a, b, c] = [length, width, height].sort((x, y) => y - x) as [number, number, number];
  return inches(a + 2 * (b + c));
};

/** "20x20x8 in" */
export const formatDimensions = ({ length, width, height }: PackageDimensions): string => `${length}x${width}x${height} in`;

/** "3 lb 2 oz", "12 oz", "2 lb" */
export function formatWeight(weightOz: number): string {
  const lb = Math.floor(weightOz / 16);
  const oz = Math.round((weightOz - lb * 16) * 10) / 10;
  if (lb === 0) return `${oz} oz`;
  return oz === 0 ? `${lb} lb` : `${lb} lb ${oz} oz`;
}

/** "20x20x8 in, 3 lb 2 oz": how the confirm step and the label print a package. */
export const formatPackage = (pkg: ShippingPackage): string => `${formatDimensions(pkg)}, ${formatWeight(pkg.weightOz)}`;

/**
 * Why USPS would refuse the package, in the seller's words, or null when it can ship: over 130 inches in
 * length plus girth, or over 70 lb.
 */
export function packageProblem(pkg: ShippingPackage): string | null {
  const size = lengthPlusGirth(pkg);
  if (size > MAX_LENGTH_PLUS_GIRTH_IN) {
    return `These items make a package of ${formatDimensions(pkg)}, ${size} inches in length plus girth: USPS takes at most ${MAX_LENGTH_PLUS_GIRTH_IN} inches, so it cannot be shipped as one package. Check the items' dimensions in My Products, or contact support.`;
  }
  if (pkg.weightOz > MAX_PACKAGE_WEIGHT_OZ) {
    return `These items weigh ${formatWeight(pkg.weightOz)}: USPS takes at most 70 lb, so they cannot be shipped as one package. Check the items' weights in My Products, or contact support.`;
  }
  return null;
}
