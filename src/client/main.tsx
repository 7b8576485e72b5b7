import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { RootErrorBoundary } from './app/error-boundaries.tsx';
import './styles.css';

// The server writes each page's JSON-LD into the HTML for crawlers without JavaScript; once the app
// runs, its pages render their own (which follow client-side navigation), so the server's go.
document.querySelectorAll('script[data-server-head]').forEach((el) => el.remove());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootErrorBoundary>
      <App />
    </RootErrorBoundary>
  </StrictMode>,
);
