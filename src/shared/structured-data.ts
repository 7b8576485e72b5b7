import type { ProductDto, ProductImageDto, ProductVariantDto } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';

// A product's schema.org data and head (the home page's is in home-structured-data.ts, so the home
// page's first JavaScript does not carry the product's).

/** Description for the head: the product's own text, else the spec's 'Buy {name}...' fallback. */
export function productDescription(product: Pick<ProductDto, 'name' | 'description'>): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (!text) return `Buy ${product.name} on Heartland Market. American-made, shipped direct from the producer.`;
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
}

/** Absolute address of the product's picture for previews and structured data (800x800 original). */
export function productImageUrl(product: Pick<ProductDto, 'imageUrl'>, origin: string): string | undefined {
  return product.imageUrl ? new URL(product.imageUrl, origin).href : undefined;
}

/** "24.00" as schema.org prices are written. */
const schemaPrice = (price: string) => (toCents(price) / 100).toFixed(2);

/**
 * schema.org Product with its offer and AggregateRating, and the page's BreadcrumbList. A listing
 * whose variants differ in price offers an AggregateOffer from the lowest to the highest
 * (docs/decisions/0060-photos-and-variants.md); its photos are all its images.
 */
export function productStructuredData(product: ProductDto & { images?: ProductImageDto[]; variants?: ProductVariantDto[] }, origin: string) {
  const url = `${origin}/product/${product.id}`;
  const category = product.categoryName;
  const images = product.images?.length ? product.images.map((photo) => new URL(photo.url, origin).href) : [];
  const image = images.length > 1 ? images : productImageUrl(product, origin);
  const inStock = product.variants?.length ? product.variants.some((v) => v.stock == null || v.stock > 0) : product.stock == null || product.stock > 0;
  const availability = inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offers = product.priceRange
    ? {
        '@type': 'AggregateOffer',
        url,
        lowPrice: schemaPrice(product.priceRange.min),
        highPrice: schemaPrice(product.priceRange.max),
        ...(product.variants?.length ? { offerCount: product.variants.length } : {}),
        priceCurrency: 'USD',
        availability,
        itemCondition: 'https://schema.org/NewCondition',
      }
    : {
        '@type': 'Offer',
        url,
        price: schemaPrice(product.price),
        priceCurrency: 'USD',
        availability,
        itemCondition: 'https://schema.org/NewCondition',
      };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
        '@id': `${url}#product`,
        name: product.name,
        description: productDescription(product),
        sku: String(product.id),
        url,
        category,
        ...(image ? { image } : {}),
        offers,
        // Search engines reject a rating without reviews behind it.
        ...(product.reviewCount > 0 && product.rating != null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Number(product.rating),
                reviewCount: product.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: category, item: `${origin}/category/${product.categoryId}` },
          { '@type': 'ListItem', position: 3, name: product.name, item: url },
        ],
      },
    ],
  };
}
