import { withCacheBuster } from '#client/lib/api.ts';

/** GET /api/health as docs/product.md A3 names it; every field may be missing from a foreign answer. */
export interface HealthResponse {
  status?: string;
  message?: string;
  isAuthError?: boolean;
  database?: { status?: string; error?: string | null };
}

export type HealthBannerKind = 'hidden' | 'auth' | 'generic';

const AUTH_FAILURE = 'password authentication failed';

/**
 * Which database banner to show (docs/product.md A8). `null` stands for a failed health check
 * (network failure or an unreadable answer). A failure is status 'error', database status
 * 'disconnected' or no answer; it is an authentication failure when the server says so or when
 * its database error or message carries the text 'password authentication failed'.
 */
export function healthBannerKind(health: HealthResponse | null): HealthBannerKind {
  if (health === null) return 'generic';
  const failed = health.status === 'error' || health.database?.status === 'disconnected';
  if (!failed) return 'hidden';
  const text = `${health.database?.error ?? ''} ${health.message ?? ''}`.toLowerCase();
  return health.isAuthError === true || text.includes(AUTH_FAILURE) ? 'auth' : 'generic';
}

/**
 * Reads a health answer whatever its HTTP status (the server answers 503 with the same JSON shape
 * when the database is down). An answer that is not a JSON object, or an error status without a
 * health body (a proxy's 502 page), counts as a failed check: null.
 */
export function readHealthResponse(ok: boolean, text: string): HealthResponse | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const health = body as HealthResponse;
  if (!ok && typeof health.status !== 'string') return null;
  return health;
}

/** The health query function: never throws, so the banner decides from the body alone. */
export async function fetchHealth(): Promise<HealthResponse | null> {
  try {
    const res = await fetch(withCacheBuster('/api/health'), {
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache', Expires: '0' },
    });
    return readHealthResponse(res.ok, await res.text());
  } catch {
    return null;
  }
}
