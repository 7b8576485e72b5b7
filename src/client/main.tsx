import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { hydrateFromServer, readServerState, STATE_ELEMENT_ID } from './ssr/state.ts';
import './styles.css';

// The server writes each page's JSON-LD into the HTML for crawlers without JavaScript; once the app
// runs, its pages render their own (which follow client-side navigation), so the server's go.
document.querySelectorAll('script[data-server-head]').forEach((el) => el.remove());

/**
 * Marks the document once the app has rendered or hydrated it (`<html data-app="ready">`): the
 * server-rendered page is interactive from here on, which browser tests wait for after a page load.
 */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return children;
}

const queryClient = createQueryClient();
const root = document.getElementById('root')!;
// A public page comes rendered with its query data (decision 0029): the cache is filled from it
// before the first render, so hydration renders the same markup and asks the API nothing again.
// Signed-in pages come without markup, rendered here, but with their visitor (decision 0042): the
// first render knows who it is for, and asks nothing the server answered.
const state = readServerState(document.getElementById(STATE_ELEMENT_ID));
if (state) hydrateFromServer(queryClient, state);
if (state && root.hasChildNodes()) {
  // The page's code first (/start.js preloads its chunks with the entry): React drops a click on content
  // still waiting for its code, so hydration starts with the page's code in.
  // In a transition React hydrates in slices of a few milliseconds and yields to the browser between
  // them (a click, a scroll, a paint), instead of one long task over the whole page (issue 14, TBT).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <Ready>
          <App queryClient={queryClient} />
        </Ready>,
        {
          onRecoverableError: (error) => console.error('Hydration failed; the page was rendered again in the browser:', error),
        },
      );
    });
  preloadPage(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(
    <Ready>
      <App queryClient={queryClient} />
    </Ready>,
  );
}
