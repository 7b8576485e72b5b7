import { createContext, useContext, useEffect, useId, useSyncExternalStore } from 'react';
import { pageHead, type HeadInput, type PageHead } from '#shared/page-head.ts';

// A page's head (docs/product.md A2 "Page titles"): the page says it once, with useSeo and JsonLd.
// In the browser they set the document's tags; while the server renders the page they report it to
// the render's HeadCollector instead, and the server writes the same tags into the HTML (decision
// 0051). A page calls useSeo once (a second call would set the head twice, in effect order).

export type { HeadInput } from '#shared/page-head.ts';

/** What the server's render of a page collects of its head (src/client/ssr/collect-head.ts). */
export interface HeadCollector {
  head(id: string, input: HeadInput): void;
  jsonLd(id: string, data: JsonLdData): void;
}

/** Set by the server's render only: in the browser there is none. */
export const HeadCapture = createContext<HeadCollector | null>(null);

// Tags this helper owns; entries a page does not ask for (an image) are removed when it changes.
const OWNED = 'data-seo';

function upsert(selector: string, create: () => Element): Element {
  const el = document.head.querySelector(selector) ?? document.head.appendChild(create());
  el.setAttribute(OWNED, '');
  return el;
}

function applyHead(head: PageHead): void {
  document.title = head.title;
  const kept = new Set<Element>();
  const meta = (attr: 'name' | 'property', key: string, content: string) => {
    const el = upsert(`meta[${attr}="${key}"]`, () => document.createElement('meta'));
    el.setAttribute(attr, key);
    el.setAttribute('content', content);
    kept.add(el);
  };
  meta('name', 'description', head.description);
  for (const [attr, key, content] of head.meta) meta(attr, key, content);
  if (head.canonical) {
    const link = upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    link.setAttribute('href', head.canonical);
    kept.add(link);
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }
  for (const el of document.head.querySelectorAll(`[${OWNED}]`)) if (!kept.has(el)) el.remove();
}

/** Sets the document head for the page that calls it; the next page's call replaces it. */
export function useSeo(input: HeadInput): void {
  const capture = useContext(HeadCapture);
  const id = useId();
  // On the server: the render's head (effects never run there).
  capture?.head(id, input);
  const { title, description, path, image, imageAlt, type, noIndex } = input;
  const extra = JSON.stringify(input.meta ?? []);
  useEffect(() => {
    const meta = JSON.parse(extra) as HeadInput['meta'];
    const head = pageHead({ title, description, path, image, imageAlt, type, noIndex, meta }, window.location.origin, window.location.pathname);
    applyHead(head);
  }, [title, description, path, image, imageAlt, type, noIndex, extra]);
}

const subscribeNever = () => () => {};

/** False while the server renders and while the browser hydrates the server's HTML; true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** A block of structured data, or how to make it for the site's origin ('https://example.com'). */
export type JsonLdData = unknown | ((origin: string) => unknown);

/**
 * Structured data for search engines. A JSON data block is never executed, so the CSP allows it.
 * Rendered in the browser only: the server's render reports it with the page's head, which the
 * server writes into the HTML (a server-rendered copy here would repeat it).
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  const capture = useContext(HeadCapture);
  const id = useId();
  capture?.jsonLd(id, data);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const block: unknown = typeof data === 'function' ? data(window.location.origin) : data;
  // '<' escaped so no string in the data can close the script element.
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
