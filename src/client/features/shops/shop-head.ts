// A shop page's head (issue 26, docs/decisions/0054-shops.md), which the server writes for crawlers
// (decision 0051): the shop's own words and picture, and a schema.org Organization with its place
// and, once shoppers rated it, its rating.
import { placeName } from '#shared/shop-groups.ts';
import { summarize } from '#client/features/catalogue/category-head.ts';
import { absoluteUrl, type HeadInput } from '#shared/page-head.ts';
import type { ShopDto } from '#shared/schemas/shops.ts';
import { SITE_NAME } from '#shared/site.ts';

type Shop = Pick<ShopDto, 'shopName' | 'slug' | 'story' | 'city' | 'state' | 'logoUrl' | 'bannerUrl' | 'rating' | 'reviewCount'>;

export const shopPath = (slug: string) => `/shop/${slug}`;

export function shopHead(shop: Shop, products: ReadonlyArray<{ imageUrl: string | null }> = []): HeadInput {
  const place = placeName(shop);
  return {
    title: shop.shopName,
    description: summarize(shop.story) || `${shop.shopName}${place ? ` of ${place}` : ''}: American-made goods on ${SITE_NAME}.`,
    path: shopPath(shop.slug),
    image: shop.bannerUrl ?? shop.logoUrl ?? products.find((p) => p.imageUrl)?.imageUrl,
    imageAlt: shop.shopName,
  };
}

/** The shop as a schema.org Organization, for the site at `origin`. */
export function shopOrganization(shop: Shop, origin: string) {
  const url = `${origin}${shopPath(shop.slug)}`;
  const logo = absoluteUrl(origin, shop.logoUrl);
  const image = absoluteUrl(origin, shop.bannerUrl);
  const description = shop.story.replace(/\s+/g, ' ').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: shop.shopName,
    url,
    ...(logo ? { logo } : {}),
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(shop.city || shop.state
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(shop.city ? { addressLocality: shop.city } : {}),
            ...(shop.state ? { addressRegion: shop.state } : {}),
            addressCountry: 'US',
          },
        }
      : {}),
    // Search engines reject a rating without reviews behind it.
    ...(shop.reviewCount > 0 && shop.rating != null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: shop.rating, reviewCount: shop.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
