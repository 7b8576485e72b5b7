// The document head of the pages crawlers index, built on the server (pure functions; tested
// through the routes). The client's useSeo (src/client/lib/seo.tsx) sets the same tags after it
// starts, so these follow its texts.
import type { PageHead } from '#server/http/spa.ts';
import type { ProductDto } from '#shared/catalogue.ts';

import { HOME_TITLE, SITE_NAME, SITE_TAGLINE } from '#shared/site.ts';
import { homeStructuredData, productDescription, productStructuredData } from '#shared/structured-data.ts';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

export const documentTitle = (title: string): string => `${title} | ${SITE_NAME}`;

export interface CategoryPage {
  id: number;
  name: string;
  description: string;
  /** the first products of the category, for the collection's item list */
  products: Array<{ id: number; name: string; imageUrl: string | null }>;
}

/** Text for a meta description: one line, cut at a word boundary with an ellipsis when long. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** An absolute http(s) URL for a stored image path or URL; null for anything else. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  try {
    const url = new URL(pathOrUrl, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

interface SocialInput {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'product';
  image: string | null;
  imageAlt?: string;
}

function socialMeta(input: SocialInput): PageHead['meta'] {
  const meta: PageHead['meta'] = [
    ['name', 'robots', 'index, follow'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', input.title],
    ['property', 'og:description', input.description],
    ['property', 'og:type', input.type],
    ['property', 'og:url', input.url],
    ['property', 'og:locale', 'en_US'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', input.title],
    ['name', 'twitter:description', input.description],
  ];
  if (input.image) {
    meta.push(['property', 'og:image', input.image]);
    if (input.imageAlt) meta.push(['property', 'og:image:alt', input.imageAlt]);
    meta.push(['name', 'twitter:image', input.image]);
  }
  return meta;
}

function breadcrumbs(items: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** Home: the organisation and the web site with its search (spec 000 section 2, "Home"). */
export function homeHead(publicUrl: string): PageHead {
  const url = `${publicUrl}/`;
  const title = documentTitle(HOME_TITLE);
  return {
    title,
    description: SITE_TAGLINE,
    canonical: url,
    meta: socialMeta({ title, description: SITE_TAGLINE, url, type: 'website', image: null }),
    jsonLd: [homeStructuredData(publicUrl)],
  };
}

/** Product page: Product with its Offer and, once reviewed, its AggregateRating; breadcrumb Home > category > product. */
export function productHead(publicUrl: string, product: ProductDto): PageHead {
  const url = `${publicUrl}/product/${product.id}`;
  const title = documentTitle(product.name);
  const description = productDescription(product);
  const image = absoluteUrl(publicUrl, product.imageUrl);
  const meta = socialMeta({ title, description, url, type: 'product', image, imageAlt: product.name });
  meta.push(['property', 'product:price:amount', product.price], ['property', 'product:price:currency', 'USD']);
  return {
    title,
    description,
    canonical: url,
    meta,
    jsonLd: [productStructuredData(product, publicUrl)],
  };
}

/** Category page: a CollectionPage listing its first products; breadcrumb Home > Categories > category. */
export function categoryHead(publicUrl: string, category: CategoryPage): PageHead {
  const url = `${publicUrl}/category/${category.id}`;
  const title = documentTitle(category.name);
  const description = summarize(category.description) || `Shop ${category.name} made in the USA on ${SITE_NAME}.`;
  const image = absoluteUrl(publicUrl, category.products.find((p) => p.imageUrl)?.imageUrl);
  return {
    title,
    description,
    canonical: url,
    meta: socialMeta({ title, description, url, type: 'website', image, imageAlt: category.name }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        '@id': `${url}#page`,
        name: category.name,
        description: category.description,
        url,
        isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${publicUrl}/` },
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: category.products.length,
          itemListElement: category.products.map((p, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: `${publicUrl}/product/${p.id}`,
            name: p.name,
          })),
        },
      },
      breadcrumbs([
        { name: 'Home', url: `${publicUrl}/` },
        { name: 'Categories', url: `${publicUrl}/categories` },
        { name: category.name, url },
      ]),
    ],
  };
}

/** A path that names no page: the not-found screen's title (its useSeo's), and crawlers drop the URL. */
export function pageNotFoundHead(): PageHead {
  return {
    title: documentTitle('404 Page Not Found'),
    description: "The page you're looking for doesn't exist or has moved.",
    meta: [['name', 'robots', 'noindex, follow']],
    jsonLd: [],
  };
}

/** A product or category that does not exist: the SPA shows its own message; crawlers drop the URL. */
export function notFoundHead(what: 'Product' | 'Category'): PageHead {
  return {
    title: documentTitle(`${what} Not Found`),
    description: `This ${what.toLowerCase()} could not be found on ${SITE_NAME}.`,
    meta: [['name', 'robots', 'noindex, follow']],
    jsonLd: [],
  };
}
