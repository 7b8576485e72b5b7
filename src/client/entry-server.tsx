// The server's renderer of the public storefront (docs/decisions/0029-server-rendered-storefront.md),
// built by Vite's SSR build into dist/ssr and loaded by src/server/http/ssr.ts. It asks the page's
// queries in-process, renders the app for the URL with React's streaming renderer and hands back
// the HTML, the query state to embed and the modules to preload.
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
import { transport } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SiteOrigin } from './ssr/site-origin.tsx';
import { matchSsrRoute } from './ssr/routes.ts';
import { dehydrateForPage } from './ssr/state.ts';

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

export interface RenderedPage {
  /** 404 when the page's main query found nothing (an unknown product or category) */
  status: number;
  /** the markup inside #root */
  html: string;
  /** the query state the browser hydrates from */
  state: DehydratedState;
  /** the route's own modules (paths from the project root), for modulepreload links */
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

/** Renders a public storefront page, or answers null for a path the browser renders alone. */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const parsed = new URL(url, 'http://localhost');
  const matched = matchSsrRoute(parsed.pathname);
  if (!matched) return null;
  const queryClient = serverQueryClient();
  try {
    // The session too (decision 0042): the header renders the visitor as they are, and the browser
    // starts with the answer instead of asking GET /api/user again. The categories likewise: the
    // header's category menu is in the HTML and the browser asks for them no more (decision 0046).
    // A visitor without a session cookie is nobody (null, as the API's 401 reads): not asked.
    if (options.anonymous) queryClient.setQueryData(userQuery.queryKey, null);
    await apiOfRender.run(options.fetch, () =>
      Promise.all([
        matched.route.prefetch(queryClient, matched.params, parsed.searchParams),
        queryClient.prefetchQuery(userQuery),
        queryClient.prefetchQuery(categoriesQuery),
      ]),
    );
    const notFound = matched.route.notFound?.(queryClient, matched.params) ?? false;
    const html = await renderToString(
      <SiteOrigin value={options.publicUrl}>
        <App queryClient={queryClient} url={`${parsed.pathname}${parsed.search}`} />
      </SiteOrigin>,
      options.timeoutMs ?? 10_000,
    );
    return { status: notFound ? 404 : 200, html, state: dehydrateForPage(queryClient), modules: matched.route.modules };
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
