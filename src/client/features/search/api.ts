import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import type { SearchSuggestionsDto } from '#shared/discovery.ts';

// Query keys start with the URL path (docs/architecture.md §9 habit 5).

/**
 * What the header's search box suggests for `q` (docs/decisions/0061-discovery.md). Each text has
 * its own entry, so a late answer for an earlier text never replaces the one for the newest; the list
 * shown stays while the next one loads.
 */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['/api/search/suggest', { q }],
    queryFn: () => apiJson<SearchSuggestionsDto>('GET', `/api/search/suggest?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
