import { pageHead, type HeadInput, type PageHead } from '#shared/page-head.ts';
import type { HeadCollector, JsonLdData } from '#client/lib/seo.tsx';

/**
 * A collector for one server render (src/client/entry-server.tsx), and the head it collected: the
 * input of the last useSeo rendered (a page calls it once) and every JsonLd block in the page's
 * order, built as the browser builds them (decision 0051). Keyed by the caller's useId, so a
 * component rendered again (after a suspended child) replaces its own entry.
 */
export function collectHead(): HeadCollector & { result(origin: string, currentPath: string): PageHead | null } {
  const heads = new Map<string, HeadInput>();
  const blocks = new Map<string, JsonLdData>();
  return {
    head: (id, input) => void heads.set(id, input),
    jsonLd: (id, data) => void blocks.set(id, data),
    result(origin, currentPath) {
      const input = [...heads.values()].at(-1);
      const jsonLd = [...blocks.values()].map((data) => (typeof data === 'function' ? data(origin) : data));
      return input ? pageHead(input, origin, currentPath, jsonLd) : null;
    },
  };
}
