import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Toaster } from '#client/components/ui/toast.tsx';
import { userQuery } from '#client/features/auth/api.ts';
import { AppRoutes } from './routes.tsx';
import { healthQuery } from './layout/health-banner.tsx';

const queryClient = createQueryClient();

export function App() {
  useEffect(() => {
    // The session and health requests start at once, so the shell shows the visitor signed in and a
    // database banner as early as it can. (The spec's 500 ms startup delay is not kept: DESIGN.md.)
    void queryClient.prefetchQuery(userQuery);
    void queryClient.prefetchQuery(healthQuery);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
