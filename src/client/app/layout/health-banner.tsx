import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchHealth, healthBannerKind } from './health-status.ts';

export const healthQuery = {
  queryKey: ['/api/health'] as const,
  queryFn: fetchHealth,
  // fetchHealth never throws: a failure is an answer (null) the banner shows at once, without retries.
  retry: false,
  staleTime: 60_000,
} as const;

// Healthy pages never download the banner's markup.
const HealthBannerPanel = lazy(() => import('./health-banner-panel.tsx'));

/** 'Database Connection Error' on every page while the health check fails (docs/product.md A2 and A8). */
export function HealthBanner() {
  const { data, isSuccess } = useQuery(healthQuery);
  const kind = isSuccess ? healthBannerKind(data) : 'hidden';
  if (kind === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <HealthBannerPanel kind={kind} />
    </Suspense>
  );
}
