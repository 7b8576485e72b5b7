// What the server asks for a page before rendering it (docs/decisions/0051-one-storefront-route-table.md):
// a page module exports it as `pageData` beside its component, so the queries the server asks sit
// beside the queries the page reads, with the same query options. The route table
// (src/client/app/routes.tsx) names the page; the renderer (src/client/entry-server.tsx) loads its
// module and asks. It stays in the page's own chunk: the home page's JavaScript does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api.ts';

/** The page being asked for: its path's params, its query string, and the props its route gives it. */
export interface PageArgs<P = object> {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  props: P;
}

export interface PageData<P = object> {
  /** Asks the queries the page's first render reads; failures stay in the cache as the page's error states. */
  prefetch(queryClient: QueryClient, page: PageArgs<P>): Promise<unknown>;
  /** Whether the page shows its not-found state (answered 404), once its queries are in. */
  notFound?(queryClient: QueryClient, page: PageArgs<P>): boolean;
}

/** Whether the query under `queryKey` failed with a 404 (a product, category or order that is not there). */
export function is404(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const error = queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.status === 404;
}
