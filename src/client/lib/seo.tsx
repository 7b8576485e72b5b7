import { useEffect, useSyncExternalStore } from 'react';

/** Head management for every page (spec 000 section 2, "Home"): title, description, canonical, social tags. */

import { SITE_NAME, SITE_TAGLINE } from '#shared/site.ts';

export interface SeoInput {
  /** Page title; the document title becomes '{title} | Heartland Market'. */
  title: string;
  description?: string;
  /** Path (and query, if it names the content) of the canonical URL; defaults to the current path. */
  path?: string;
  /** Absolute or site-relative image for social previews. */
  image?: string;
  /** Open Graph type: 'website' unless the page is an article or a product. */
  type?: string;
  /** Keeps error and placeholder screens out of search indexes. */
  noIndex?: boolean;
}

export const documentTitle = (title: string): string => `${title} | ${SITE_NAME}`;

const absolute = (pathOrUrl: string, origin: string): string => new URL(pathOrUrl, origin).href;

/** The head entries a page asks for, as [selector attribute, key, content] triples (pure; tested). */
export function seoTags(input: SeoInput, origin: string, currentPath: string): {
  title: string;
  canonical: string;
  meta: Array<['name' | 'property', string, string]>;
} {
  const title = documentTitle(input.title);
  const description = input.description ?? SITE_TAGLINE;
  const canonical = absolute(input.path ?? currentPath, origin);
  const meta: Array<['name' | 'property', string, string]> = [
    ['name', 'description', description],
    ['name', 'robots', input.noIndex ? 'noindex, follow' : 'index, follow'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:type', input.type ?? 'website'],
    ['property', 'og:url', canonical],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (input.image) {
    const image = absolute(input.image, origin);
    meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  return { title, canonical, meta };
}

// Tags this helper owns; entries a page does not ask for (an image) are removed when it changes.
const OWNED = 'data-seo';

function upsertMeta(attr: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
  el.setAttribute(OWNED, '');
  return el;
}

function upsertCanonical(href: string): HTMLLinkElement {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
  el.setAttribute(OWNED, '');
  return el;
}

/** Sets the document head for the page that calls it; the next page's call replaces it. */
export function useSeo(input: SeoInput): void {
  const { title, description, path, image, type, noIndex } = input;
  useEffect(() => {
    const tags = seoTags(
      { title, description, path, image, type, noIndex },
      window.location.origin,
      window.location.pathname,
    );
    document.title = tags.title;
    const kept = new Set<Element>([upsertCanonical(tags.canonical)]);
    for (const [attr, key, content] of tags.meta) kept.add(upsertMeta(attr, key, content));
    for (const el of document.head.querySelectorAll(`[${OWNED}]`)) if (!kept.has(el)) el.remove();
  }, [title, description, path, image, type, noIndex]);
}

/** Component form of useSeo, for pages that prefer markup. */
export function Seo(props: SeoInput) {
  useSeo(props);
  return null;
}

const subscribeNever = () => () => {};

/** False while the server renders and while the browser hydrates the server's HTML; true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/**
 * Structured data for search engines. A JSON data block is never executed, so the CSP allows it.
 * Rendered in the browser only: the server writes each page's JSON-LD into the head (the seo
 * feature, the one source for crawlers), and a server-rendered copy here would repeat it.
 */
export function JsonLd({ data }: { data: unknown }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  // '<' escaped so no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
