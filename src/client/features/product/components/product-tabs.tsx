import * as Tabs from '@radix-ui/react-tabs';
import type { ProductDto, ProductVariantDto } from '#shared/catalogue.ts';
import { processingText } from '#shared/processing.ts';
import { formatWeight } from '#shared/shipping-package.ts';
import { ReviewsSection } from '#client/features/reviews/reviews-section.tsx';

const TRIGGER =
  'relative -mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 sm:px-6 sm:text-base';

/** "12x9x3" as a shopper reads it: "12 x 9 x 3 in". */
const dimensionsText = (dimensions: string) =>
  `${dimensions
    .trim()
    .split(/\s*[xX×]\s*/)
    .join(' x ')} in`;

/**
 * The Specifications rows: category, stock, rating out of 5 and review count (docs/product.md A2),
 * then the SKU, weight, dimensions, materials, care and processing time; a row the maker left blank
 * is left out. Stock, SKU and weight are the chosen variant's (docs/decisions/0060-photos-and-variants.md).
 */
function specifications(product: ProductDto, variant: ProductVariantDto | null): Array<[string, string]> {
  const stock = variant ? variant.stock : product.stock;
  const weight = variant?.weight ?? product.weight;
  const rows: Array<[string, string | null]> = [
    ['Category', product.categoryName],
    ['Stock', stock == null ? 'Not specified' : `${stock} ${stock === 1 ? 'unit' : 'units'}`],
    ['Rating', product.reviewCount > 0 && product.rating != null ? `${Number(product.rating).toFixed(1)} out of 5` : 'No reviews yet'],
    ['Reviews', String(product.reviewCount)],
    ['SKU', variant?.sku?.trim() || null],
    ['Weight', weight ? formatWeight(weight) : null],
    ['Dimensions', product.dimensions?.trim() ? dimensionsText(product.dimensions) : null],
    ['Materials', product.materials?.trim() || null],
    ['Care', product.care?.trim() || null],
    ['Processing time', processingText(product.processingDays)],
  ];
  return rows.filter((row): row is [string, string] => row[1] != null);
}

/** Description; Specifications; Reviews (docs/product.md A2). */
export function ProductTabs({ product, variant }: { product: ProductDto; variant: ProductVariantDto | null }) {
  const specs = specifications(product, variant);
  return (
    <Tabs.Root defaultValue="description" className="mt-12">
      <Tabs.List aria-label="Product information" className="flex overflow-x-auto border-b border-slate-200">
        <Tabs.Trigger value="description" className={TRIGGER}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={TRIGGER}>
          Specifications
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={TRIGGER}>
          Reviews ({product.reviewCount})
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="py-6 focus-visible:outline-offset-4">
        <p className="max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">{product.description || 'No description available for this product.'}</p>
      </Tabs.Content>
      <Tabs.Content value="specifications" className="py-6 focus-visible:outline-offset-4">
        <dl className="max-w-xl divide-y divide-slate-200 rounded-xl border border-slate-200">
          {specs.map(([term, value]) => (
            <div key={term} className="grid grid-cols-[8rem_1fr] gap-4 px-4 py-3 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Tabs.Content>
      <Tabs.Content value="reviews" className="py-6 focus-visible:outline-offset-4">
        <ReviewsSection productId={product.id} productName={product.name} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
