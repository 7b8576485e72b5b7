// The server's renderer of the storefront (docs/decisions/0029-server-rendered-storefront.md), built
// by Vite's SSR build into dist/ssr and loaded by src/server/http/ssr.ts. For any page's URL it reads
// the route table (src/client/app/routes.tsx, decision 0051): a page the server renders has its
// queries asked in-process and is rendered with React's streaming renderer, and comes back as its
// HTML, its head (the page's own, captured as it renders), its status, the query state to embed and
// the modules to preload; a page the browser renders comes back as its status and state only.
// This module runs on the server only (Vite's SSR build): Node's built-ins are at hand.
// eslint-disable-next-line no-restricted-imports
import { AsyncLocalStorage } from 'node:async_hooks';
// eslint-disable-next-line no-restricted-imports
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { userQuery } from './features/auth/api.ts';
import { categoriesQuery } from './features/catalogue/api.ts';
import { matchRoute } from './app/routes.tsx';
import { ApiError, transport } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { HeadCapture } from './lib/seo.tsx';
import { collectHead } from './ssr/collect-head.ts';
import { SiteOrigin } from './ssr/site-origin.tsx';
import type { PageData } from './ssr/page-data.ts';
import { dehydrateForPage } from './ssr/state.ts';
import { notFoundHead, PAGE_NOT_FOUND_HEAD } from '#shared/not-found-head.ts';
import { pageHead, type PageHead } from '#shared/page-head.ts';
import { isRemembered } from '#shared/user.ts';

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** the site's public URL, for absolute links */
  publicUrl: string;
  /** the API, called in-process (the server passes app.inject, with the visitor's cookies if any) */
  fetch: ApiFetch;
  /** a visitor with no session or remember cookie: their session is known to be none, not asked */
  anonymous: boolean;
  /** how long the render may take before the page is left to the browser */
  timeoutMs?: number;
}

export interface StorefrontPage {
  /** 404 when the page shows its not-found state (an unknown path, product, category, order), 503 when a server-rendered page's data could not be read */
  status: number;
  /** the page's head, or null for the shell's own */
  head: PageHead | null;
  /** the markup inside #root, or null for a page the browser renders */
  html: string | null;
  /** the query state the browser starts with: the visitor, and the page's data */
  state: DehydratedState;
  /** a server-rendered page's modules (paths from the project root), for modulepreload links */
  modules: string[];
}

// Each render's API calls go to the app that asked for it (one process may hold several in tests).
const apiOfRender = new AsyncLocalStorage<ApiFetch>();
const browserFetch = transport.fetch;
transport.fetch = (url, init) => {
  const api = apiOfRender.getStore();
  return api ? api(url, init) : browserFetch(url, init);
};

function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      // One attempt (a failure leaves the page's own error state to the browser, which retries),
      // no timers left behind, and an error the page shows (a 404) rendered as it is.
      retry: false,
      gcTime: Infinity,
      retryOnMount: false,
    },
  });
  return queryClient;
}

/** The visitor the page was asked for is signed in (not merely remembered). */
const signedIn = (queryClient: QueryClient): boolean => {
  const user = queryClient.getQueryData(userQuery.queryKey);
  return !!user && !isRemembered(user);
};

/** A query that failed for want of the API (a 5xx, no answer), not one the page shows as such (a 404). */
const unavailable = (queryClient: QueryClient): boolean =>
  queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.status === 'error' && !(state.error instanceof ApiError && state.error.status < 500));

/**
 * The page at `url`, as its route in the table says. A page the server renders: the queries its
 * module's pageData names, the session's and the categories' (the header's menu is in the HTML,
 * decision 0046) asked first, then the same `<App>` as in the browser rendered for this URL; its
 * head is the one the page asks with useSeo and JsonLd. A page the browser renders (a signed-in
 * page, /auth, the not-found screen): only the visitor (decision 0042), so the browser asks nothing
 * whose answer is known (a signed-out visitor's GET /api/user would answer 401), and, for a route
 * with `serverData`, the page's own queries when the visitor is signed in, so an order that is not
 * theirs answers 404 (decision 0047).
 */
export async function renderPage(url: string, options: RenderOptions): Promise<StorefrontPage> {
  const parsed = new URL(url, 'http://localhost');
  const { route, params } = matchRoute(parsed.pathname);
  const args = { params, search: parsed.searchParams, props: route.page?.props ?? {} };
  const queryClient = serverQueryClient();
  try {
    // A visitor without a session cookie is nobody (null, as the API's 401 reads): not asked.
    if (options.anonymous) queryClient.setQueryData(userQuery.queryKey, null);
    if (!route.ssr) {
      let data: PageData | undefined;
      await apiOfRender.run(options.fetch, async () => {
        await queryClient.prefetchQuery(userQuery);
        // The page's own queries, as the visitor the session answered; a signed-out visitor is asked to sign in.
        if (!route.serverData || !route.page || (route.access && !signedIn(queryClient))) return;
        data = (await route.page.preload()).pageData;
        await data?.prefetch(queryClient, args);
      });
      const unknown = route.path === '*';
      const notFound = unknown || (data?.notFound?.(queryClient, args) ?? false);
      const head = unknown ? PAGE_NOT_FOUND_HEAD : notFound ? notFoundHead(route.serverData!.thing) : null;
      return {
        status: notFound ? 404 : 200,
        head: head && pageHead(head, options.publicUrl, parsed.pathname),
        html: null,
        state: dehydrateForPage(queryClient),
        modules: [],
      };
    }
    const data = (await route.page!.preload()).pageData;
    await apiOfRender.run(options.fetch, () =>
      Promise.all([data?.prefetch(queryClient, args), queryClient.prefetchQuery(userQuery), queryClient.prefetchQuery(categoriesQuery)]),
    );
    const notFound = data?.notFound?.(queryClient, args) ?? false;
    const head = collectHead();
    const html = await renderToString(
      <SiteOrigin value={options.publicUrl}>
        <HeadCapture value={head}>
          <App queryClient={queryClient} url={`${parsed.pathname}${parsed.search}`} />
        </HeadCapture>
      </SiteOrigin>,
      options.timeoutMs ?? 10_000,
    );
    return {
      // A page rendered without its data (its error state) tells crawlers to come back later.
      status: notFound ? 404 : unavailable(queryClient) ? 503 : 200,
      head: head.result(options.publicUrl, parsed.pathname),
      html,
      state: dehydrateForPage(queryClient),
      modules: route.ssr.map((module) => `src/client/features/${module}`),
    };
  } finally {
    queryClient.clear();
  }
}

/**
 * The whole page once every Suspense boundary (the lazy page chunks) has resolved. Streaming the
 * shell first would need React's inline scripts to put late boundaries in place, which the CSP
 * forbids; the data is fetched before rendering, so waiting costs only the render itself.
 */
function renderToString(element: ReactNode, timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, none outlined for React's inline script to move in later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        // An error inside a Suspense boundary: React renders that part in the browser. Recorded so
        // the page is left to the browser entirely rather than sent half-rendered.
        failed ??= error;
      },
    });
    timer = setTimeout(() => stream.abort(new Error(`The page took more than ${timeoutMs} ms to render`)), timeoutMs);
  }).finally(() => clearTimeout(timer));
}
