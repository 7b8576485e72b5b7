import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-routes.ts';

// src/client/app/routes.test.ts checks that APP_ROUTE_PATTERNS lists the route table's paths.
describe('the server knows the client route table', () => {
  it('matches paths as the client router does, and nothing it would show as not found', () => {
    for (const path of ['/', '/terms', '/orders/12', '/Help', '/cart/', '/seller/edit-product/abc']) expect(isAppPath(path), path).toBe(true);
    for (const path of ['/no/such/page', '/terms/x', '/orders/1/2', '/sellers', '/product']) expect(isAppPath(path), path).toBe(false);
  });
});
