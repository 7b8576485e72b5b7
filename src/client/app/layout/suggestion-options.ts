import type { SearchSuggestionsDto, SuggestedProductDto } from '#shared/discovery.ts';
import { searchPath } from './search-path.ts';

/** One choice of the header's suggestions: Enter or a click on it goes to `href`. */
export interface SuggestionOption {
  /** unique in an answer: the option chosen with the arrows stays chosen while the list changes around it */
  key: string;
  label: string;
  href: string;
  /** a product's picture and price */
  product?: SuggestedProductDto;
}

export interface SuggestionGroup {
  kind: 'query' | 'product' | 'category' | 'shop';
  label: string;
  options: SuggestionOption[];
}

/**
 * The suggestions in the panel's order, in labelled groups, each option with the page it opens: a
 * query its results, a product, category or shop its page (docs/decisions/0061-discovery.md). Empty
 * groups are left out.
 */
export function suggestionGroups({ queries, products, categories, shops }: SearchSuggestionsDto): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      kind: 'query',
      label: 'Searches',
      options: queries.flatMap((q) => {
        const href = searchPath(q);
        return href ? [{ key: `q:${q}`, label: q, href }] : [];
      }),
    },
    { kind: 'product', label: 'Products', options: products.map((p) => ({ key: `p:${p.id}`, label: p.name, href: `/product/${p.id}`, product: p })) },
    { kind: 'category', label: 'Categories', options: categories.map((c) => ({ key: `c:${c.id}`, label: c.name, href: `/category/${c.id}` })) },
    { kind: 'shop', label: 'Shops', options: shops.map((s) => ({ key: `s:${s.slug}`, label: s.shopName, href: `/shop/${encodeURIComponent(s.slug)}` })) },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/**
 * A query completion as predictive searches show it: the part the shopper typed, then the part that
 * completes it (shown bold). A completion that does not begin with what was typed (a typo forgiven)
 * is all completion.
 */
export function completionParts(typed: string, query: string): { typed: string; completion: string } {
  const start = typed.trimStart().replace(/\s+/g, ' ');
  if (start && query.toLowerCase().startsWith(start.toLowerCase())) return { typed: query.slice(0, start.length), completion: query.slice(start.length) };
  return { typed: '', completion: query };
}
