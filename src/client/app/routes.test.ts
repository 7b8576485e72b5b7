import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '#shared/app-routes.ts';
import { matchRoute, ROUTES } from './routes.tsx';

// The one route table (decision 0051): what the router, the renderer, the preload map and the
// server read.

const pathOf = (pathname: string) => matchRoute(pathname).route.path;

describe('the route table', () => {
  it('has one entry per path, the not-found one last', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
    for (const route of ROUTES) expect(!!route.page !== !!route.redirect, route.path).toBe(true);
  });

  it('is the list of paths the server knows without a renderer (src/shared/app-routes.ts)', () => {
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual(
      ROUTES.map((r) => r.path)
        .filter((p) => p !== '*')
        .sort(),
    );
  });

  it('matches a path as the router does: the most specific pattern, static segments in any case, anything else not found', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/product/12')).toBe('/product/:id');
    expect(pathOf('/Product/12')).toBe('/product/:id');
    expect(pathOf('/deals/')).toBe('/deals');
    expect(pathOf('/orders')).toBe('/orders');
    expect(pathOf('/orders/7')).toBe('/orders/:id');
    expect(pathOf('/shop/prairie-workshop-co')).toBe('/shop/:slug');
    expect(matchRoute('/orders/%E0%A4%A').params).toEqual({ id: '%E0%A4%A' });
    for (const unknown of ['/orders/1/2', '/sellers', '/product', '/terms/old']) expect(pathOf(unknown), unknown).toBe('*');
  });

  it('has the server render the public storefront (decision 0029) and the browser every other page', () => {
    expect(ROUTES.filter((r) => r.ssr).map((r) => r.path)).toEqual([
      '/',
      '/product/:id',
      '/category/:id',
      '/categories',
      '/shop/:slug',
      '/deals',
      '/bestsellers',
      '/new-arrivals',
      '/search',
      '/tracking',
      '/help',
      '/returns-policy',
      '/shipping',
      '/contact',
      '/about',
      '/terms',
      '/privacy',
      '/accessibility',
      '/cookies',
      '/seller-terms',
    ]);
    // Of the pages the browser renders, the server asks the order page's data (decision 0047).
    expect(ROUTES.filter((r) => r.serverData).map((r) => [r.path, r.serverData!.thing])).toEqual([['/orders/:id', 'Order']]);
  });

  it("has each page whose first render reads data say what the server asks (its module's pageData)", async () => {
    const asking: string[] = [];
    for (const route of ROUTES) {
      if (!route.ssr && !route.serverData) continue;
      if ((await route.page!.preload()).pageData) asking.push(route.path);
    }
    expect(asking).toEqual([
      '/',
      '/product/:id',
      '/category/:id',
      '/categories',
      '/shop/:slug',
      '/deals',
      '/bestsellers',
      '/new-arrivals',
      '/search',
      // The help pages state the server's payout settings (GET /api/payout-policy), asked before they are rendered.
      '/help',
      '/seller-terms',
      '/orders/:id',
    ]);
  }, 120_000);

  it("names, first among a server-rendered page's modules (preloaded with its HTML), the page's own, which it loads", async () => {
    for (const route of ROUTES.filter((r) => r.ssr)) {
      const [own, ...more] = await Promise.all(route.ssr!.map((module) => import(/* @vite-ignore */ new URL(`../features/${module}`, import.meta.url).href)));
      expect(await route.page!.preload(), route.path).toBe(own);
      for (const module of more) expect(module, route.path).toBeDefined();
    }
  }, 120_000);
});
