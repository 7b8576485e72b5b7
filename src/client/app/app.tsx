import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import { userQuery } from '#client/features/auth/api.ts';
import { AppRoutes } from './routes.tsx';
import { RootErrorBoundary } from './error-boundaries.tsx';
import { healthQuery } from './layout/health-banner.tsx';

/**
 * The whole app, the same tree in the browser and on the server (src/client/entry-server.tsx), so
 * the browser hydrates the server's HTML. `url` is given on the server only.
 */
export function App({ queryClient, url }: { queryClient: QueryClient; url?: string }) {
  useEffect(() => {
    // The session and health requests start at once, so the shell shows the visitor signed in and a
    // database banner as early as it can. (The spec's 500 ms startup delay is not kept: docs/architecture.md.)
    // A server-rendered page brings the session's answer with it (decision 0042), so only the bare
    // shell asks here.
    void queryClient.prefetchQuery(userQuery);
    void queryClient.prefetchQuery(healthQuery);
  }, [queryClient]);

  return (
    <StrictMode>
      <RootErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {url === undefined ? (
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          ) : (
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          )}
          <Toaster />
        </QueryClientProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
