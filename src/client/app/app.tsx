import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Toaster } from '#client/components/ui/toast.tsx';
import { userQuery } from '#client/features/auth/api.ts';
import { AppRoutes } from './routes.tsx';
import { healthQuery } from './layout/health-banner.tsx';
import { StartupSpinner } from './startup.tsx';

const queryClient = createQueryClient();
export const STARTUP_DELAY_MS = 500;

export function App() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The session and health requests start now, in parallel with the startup delay, so the shell
    // opens signed in and a database banner does not push the page down after it appears.
    void queryClient.prefetchQuery(userQuery);
    void queryClient.prefetchQuery(healthQuery);
    const timer = setTimeout(() => setReady(true), STARTUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {ready ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StartupSpinner />
      )}
      <Toaster />
    </QueryClientProvider>
  );
}
