// A page's document head, built in one place for both sides (decision 0051): a page says what its
// head is with useSeo (src/client/lib/seo.tsx), which sets these tags in the browser; the server's
// render of the page captures the same input and writes the same tags into the HTML
// (src/server/http/spa.ts), for crawlers that run no JavaScript.
import { SITE_NAME, SITE_TAGLINE } from './site.ts';

/** What a page asks for its head. */
export interface HeadInput {
  /** The page's title; the document title becomes '{title} | Heartland Market'. */
  title: string;
  /** The meta description; the site's tagline when none. */
  description?: string;
  /** Path (and query, if it names the content) of the canonical URL; defaults to the current path. */
  path?: string;
  /** Absolute or site-relative picture for social previews. */
  image?: string | null;
  /** What the picture shows, for its og:image:alt. */
  imageAlt?: string;
  /** Open Graph type: 'website' unless the page is a product. */
  type?: 'website' | 'product';
  /** Keeps error, placeholder and private screens out of search indexes: no canonical, no social tags. */
  noIndex?: boolean;
  /** More social tags after the usual ones (a product's price). */
  meta?: Array<['name' | 'property', string, string]>;
}

/** The tags of a document head. */
export interface PageHead {
  /** the whole document title ('{title} | Heartland Market') */
  title: string;
  description: string;
  /** absolute URL */
  canonical?: string;
  /** `<meta name=… content=…>` and `<meta property=… content=…>` entries, in order */
  meta: Array<['name' | 'property', string, string]>;
  /** schema.org objects, each written as one application/ld+json block */
  jsonLd: unknown[];
}

export const documentTitle = (title: string): string => `${title} | ${SITE_NAME}`;

/** An absolute http(s) URL for a stored image path or URL; null for anything else. */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  try {
    const url = new URL(pathOrUrl, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The head of a page at `currentPath` of the site at `origin` ('https://example.com', no trailing
 * slash), with its structured data. An indexed page gets its canonical link and social tags; a
 * noindex one only its title, description and robots tag.
 */
export function pageHead(input: HeadInput, origin: string, currentPath: string, jsonLd: unknown[] = []): PageHead {
  const title = documentTitle(input.title);
  const description = input.description ?? SITE_TAGLINE;
  if (input.noIndex) return { title, description, meta: [['name', 'robots', 'noindex, follow']], jsonLd };
  const url = `${origin}${input.path ?? currentPath}`;
  const meta: PageHead['meta'] = [
    ['name', 'robots', 'index, follow'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:type', input.type ?? 'website'],
    ['property', 'og:url', url],
    ['property', 'og:locale', 'en_US'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  const image = absoluteUrl(origin, input.image);
  if (image) {
    meta.push(['property', 'og:image', image]);
    if (input.imageAlt) meta.push(['property', 'og:image:alt', input.imageAlt]);
    meta.push(['name', 'twitter:image', image]);
  }
  meta.push(...(input.meta ?? []));
  return { title, description, canonical: url, meta, jsonLd };
}
