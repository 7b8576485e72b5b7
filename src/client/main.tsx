import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { hydrateFromServer, readServerState, STATE_ELEMENT_ID } from './ssr/state.ts';
import './styles.css';

// The server writes each page's JSON-LD into the HTML for crawlers without JavaScript; once the app
// runs, its pages render their own (which follow client-side navigation), so the server's go.
document.querySelectorAll('script[data-server-head]').forEach((el) => el.remove());

const queryClient = createQueryClient();
const root = document.getElementById('root')!;
// A public page comes rendered with its query data (decision 0029): the cache is filled from it
// before the first render, so hydration renders the same markup and asks the API nothing again.
// Signed-in pages come as the bare shell and render here.
const state = readServerState(document.getElementById(STATE_ELEMENT_ID));
if (state && root.hasChildNodes()) {
  hydrateFromServer(queryClient, state);
  // The page's code first (its chunks are preloaded with the HTML): React drops a click on content
  // still waiting for its code, so hydration starts with the page's code in.
  const hydrate = () =>
    hydrateRoot(root, <App queryClient={queryClient} />, {
      onRecoverableError: (error) => console.error('Hydration failed; the page was rendered again in the browser:', error),
    });
  preloadPage(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(<App queryClient={queryClient} />);
}
