// Accounts for the signed-in scenarios. Fresh ones every run: the payment-intent limit (30 per user
// per 10 minutes, not configurable) would otherwise carry over from a previous run; registration is
// allowed by the bench server's AUTH_RATE_LIMIT_FACTOR.
import { cookiesOf, json, request } from './http.ts';
import { SHIPPING_FORM, type CheckoutProduct } from './jobs.ts';

const PASSWORD = 'bench-password-1';

export async function registerShoppers(origin: string, prefix: string, count: number, parallel = 4): Promise<string[]> {
  const cookies: string[] = new Array<string>(count);
  let next = 0;
  const one = async () => {
    while (next < count) {
      const i = next++;
      const username = `${prefix}${i}`;
      const res = await request(origin, '/api/register', {
        method: 'POST',
        headers: { origin },
        body: JSON.stringify({ username, email: `${username}@bench.example.test`, password: PASSWORD, fullName: 'Bench Shopper' }),
      });
      if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.body.toString().slice(0, 300)}`);
      cookies[i] = cookiesOf(res);
    }
  };
  await Promise.all(Array.from({ length: parallel }, one));
  return cookies;
}

/**
 * The server's order total for one unit of each product to the bench's shipping address, asked the
 * way tests/support/checkout.ts does: a deliberately wrong amount answers 409 with the total.
 */
export async function quoteTotals(origin: string, probers: string[], productIds: number[]): Promise<CheckoutProduct[]> {
  const out: CheckoutProduct[] = [];
  for (const [i, id] of productIds.entries()) {
    const headers = { origin, cookie: probers[Math.floor(i / 20)]! };
    await request(origin, '/api/cart', { method: 'DELETE', headers });
    const add = await request(origin, '/api/cart', { method: 'POST', headers, body: JSON.stringify({ productId: id, quantity: 1 }) });
    if (add.status >= 300) throw new Error(`add ${id} to the cart: ${add.status} ${add.body.toString().slice(0, 300)}`);
    const probe = await request(origin, '/api/create-payment-intent', {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: '0.01', shippingInfo: SHIPPING_FORM }),
    });
    const total = /Your order total is \$([\d,]+\.\d\d)/.exec(json<{ message?: string }>(probe).message ?? '')?.[1]?.replace(/,/g, '');
    if (probe.status !== 409 || !total) throw new Error(`quote for product ${id}: ${probe.status} ${probe.body.toString().slice(0, 300)}`);
    out.push({ id, total });
    await request(origin, '/api/cart', { method: 'DELETE', headers });
  }
  return out;
}
