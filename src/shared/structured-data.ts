import type { ProductDto } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';
import { SITE_NAME, SITE_TAGLINE } from '#shared/site.ts';

/** schema.org Organization and WebSite (with the site search) for the home page (docs/product.md A2). */
export function homeStructuredData(origin: string) {
  const url = `${origin}/`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name: SITE_NAME,
        url,
        logo: `${origin}/favicon.svg`,
        description: SITE_TAGLINE,
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: SITE_NAME,
        url,
        description: SITE_TAGLINE,
        publisher: { '@id': `${url}#organization` },
        inLanguage: 'en-US',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

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

/** schema.org Product with Offer and AggregateRating, and the page's BreadcrumbList. */
export function productStructuredData(product: ProductDto, origin: string) {
  const url = `${origin}/product/${product.id}`;
  const category = product.categoryName;
  const image = productImageUrl(product, origin);
  const inStock = product.stock == null || product.stock > 0;
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
        offers: {
          '@type': 'Offer',
          url,
          price: (toCents(product.price) / 100).toFixed(2),
          priceCurrency: 'USD',
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
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
