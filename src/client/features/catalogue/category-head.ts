// A category page's head (docs/product.md A2 "Page titles"), which the server writes for crawlers
// (decision 0051): the category's own words, the picture of its first product that has one, and a
// CollectionPage of the products the page shows first with the breadcrumb Home > Categories > category.
import type { CategoryDto, ProductDto } from '#shared/catalogue.ts';
import type { HeadInput } from '#shared/page-head.ts';
import { SITE_NAME } from '#shared/site.ts';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** Text for a meta description: one line, cut at a word boundary with an ellipsis when long. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

type Category = Pick<CategoryDto, 'id' | 'name' | 'description'>;
type Listed = Pick<ProductDto, 'id' | 'name' | 'imageUrl'>;

export function categoryHead(category: Category, products: Listed[]): HeadInput {
  return {
    title: category.name,
    description: summarize(category.description) || `Shop ${category.name} made in the USA on ${SITE_NAME}.`,
    path: `/category/${category.id}`,
    image: products.find((p) => p.imageUrl)?.imageUrl,
    imageAlt: category.name,
  };
}

/** The page's CollectionPage, for the site at `origin`. */
export function categoryCollection(category: Category, products: Listed[], origin: string) {
  const url = `${origin}/category/${category.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    name: category.name,
    description: category.description,
    url,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: products.length,
      itemListElement: products.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}/product/${p.id}`, name: p.name })),
    },
  };
}

/** The page's breadcrumb Home > Categories > category, for the site at `origin`. */
export function categoryBreadcrumbs(category: Category, origin: string) {
  const url = `${origin}/category/${category.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Categories', item: `${origin}/categories` },
      { '@type': 'ListItem', position: 3, name: category.name, item: url },
    ],
  };
}
