import { describe, expect, it } from 'vitest';
import { renderPage, type ApiFetch } from './entry-server.tsx';

// The renderer reads the route table (decision 0051): what it answers for a page the server renders,
// one the browser renders and an unknown path, against an API stand-in.

const PUBLIC_URL = 'https://shop.example';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An API whose paths answer as given; any other path is a 404. */
function api(answers: Record<string, () => Response>): ApiFetch & { asked: string[] } {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    const { pathname } = new URL(url, PUBLIC_URL);
    asked.push(pathname);
    return (answers[pathname] ?? (() => json(404, { message: 'Not found' })))();
  };
  return Object.assign(fetch, { asked });
}

const CATEGORIES = { '/api/categories': () => json(200, []) };

describe('a page the server renders', () => {
  it('comes with its markup, its own head, its data and its modules', async () => {
    const page = await renderPage('/categories', { publicUrl: PUBLIC_URL, fetch: api(CATEGORIES), anonymous: true });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Shop by Category');
    expect(page.head).toMatchObject({ title: 'Shop by Category | Heartland Market', canonical: `${PUBLIC_URL}/categories` });
    expect(page.modules).toEqual(['src/client/features/catalogue/pages/categories-page.tsx']);
    expect(page.state.queries.map((q) => q.queryKey)).toContainEqual(['/api/categories']);
  });

  it('answers 404 with its not-found state and head when its product is not there', async () => {
    const page = await renderPage('/product/41', { publicUrl: PUBLIC_URL, fetch: api(CATEGORIES), anonymous: true });
    expect(page.status).toBe(404);
    expect(page.html).toContain('Product Not Found');
    expect(page.head).toEqual({
      title: 'Product Not Found | Heartland Market',
      description: 'This product could not be found on Heartland Market.',
      meta: [['name', 'robots', 'noindex, follow']],
      jsonLd: [],
    });
  });

  it('answers 503 with its error state when its data cannot be read, so crawlers come back later', async () => {
    const fetch = api({ ...CATEGORIES, '/api/products/41': () => json(500, { message: 'Database unavailable' }) });
    const page = await renderPage('/product/41', { publicUrl: PUBLIC_URL, fetch, anonymous: true });
    expect(page.status).toBe(503);
    expect(page.head?.title).toBe('Error Loading Product | Heartland Market');
    expect(page.head?.meta).toEqual([['name', 'robots', 'noindex, follow']]);
  });
});

describe('a page the browser renders', () => {
  it('comes as its visitor only: no markup, no head of its own, nothing asked for a signed-out visitor', async () => {
    const fetch = api({});
    const page = await renderPage('/orders/12', { publicUrl: PUBLIC_URL, fetch, anonymous: true });
    expect(page).toMatchObject({ status: 200, head: null, html: null, modules: [] });
    expect(page.state.queries.map((q) => [q.queryKey, q.state.data])).toEqual([[['/api/user'], null]]);
    expect(fetch.asked).toEqual([]);
  });

  it("asks a signed-in visitor's order, and answers 404 with the order's not-found head when it is not theirs", async () => {
    const fetch = api({ '/api/user': () => json(200, { id: 3, username: 'shopper' }) });
    const page = await renderPage('/orders/12', { publicUrl: PUBLIC_URL, fetch, anonymous: false });
    expect(fetch.asked).toEqual(['/api/user', '/api/orders/12']);
    expect(page.status).toBe(404);
    expect(page.head?.title).toBe('Order Not Found | Heartland Market');
  });

  it("answers an unknown path 404 with the not-found screen's head", async () => {
    const page = await renderPage('/no/such/page', { publicUrl: PUBLIC_URL, fetch: api({}), anonymous: true });
    expect(page).toMatchObject({ status: 404, html: null, head: { title: '404 Page Not Found | Heartland Market' } });
  });
});
