import { queryOptions } from '@tanstack/react-query';
import { apiJson, serverMessage } from '#client/lib/api.ts';
import type { TrackingResultDto } from '#shared/schemas/tracking.ts';

const FIVE_MINUTES = 5 * 60_000;

/** GET /api/tracking?tracking={number} (docs/product.md B7 and B9): cached 5 minutes, not retried. */
export const trackingQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: ['/api/tracking', trackingNumber],
    queryFn: () => apiJson<TrackingResultDto>('GET', `/api/tracking?tracking=${encodeURIComponent(trackingNumber)}`),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    retry: false,
  });

const HTML_DOCUMENT = /<!doctype html|<html[\s>]/i;

/**
 * What the 'Error Retrieving Tracking Information' card says (docs/product.md B8): a failure that
 * answered a web page (a proxy's error page) means the tracking system is down; otherwise the
 * server's message, the error's, or the fallback.
 */
export function retrievalErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (HTML_DOCUMENT.test(message)) return 'Our tracking system is temporarily unavailable. Please try again later.';
  return serverMessage(error, message) || 'Unable to retrieve tracking information';
}
