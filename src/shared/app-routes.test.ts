import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, isAppPath } from './app-routes.ts';

/** The routes of the client's route table: `path="..."`, and the index route as '/' (as tests/e2e/a11y.spec.ts reads them). */
const source = readFileSync(new URL('../client/app/routes.tsx', import.meta.url), 'utf8');
const routes = [...source.matchAll(/<Route\s+(?:index\b|path="([^"]+)")/g)].map((m) => m[1] ?? '/');

describe('the server knows the client route table', () => {
  it('APP_ROUTE_PATTERNS lists every route of routes.tsx but the catch-all, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual(routes.filter((r) => r !== '*').sort());
  });

  it('matches paths as the client router does, and nothing it would show as not found', () => {
    for (const path of ['/', '/terms', '/orders/12', '/Help', '/cart/', '/seller/edit-product/abc']) expect(isAppPath(path), path).toBe(true);
    for (const path of ['/no/such/page', '/terms/x', '/orders/1/2', '/sellers', '/product']) expect(isAppPath(path), path).toBe(false);
  });
});
