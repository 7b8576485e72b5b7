import { expect, type APIRequestContext } from './test.ts';

const SHIPPING = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Main Street',
  city: 'Detroit',
  state: 'MI',
  zipCode: '48201',
  country: 'US',
  phone: '3135550100',
};

/**
 * A processing order paid with the sandbox success card, placed through the API as the checkout
 * page places it (cart, the server's total, the card, the order): for journeys that start after
 * checkout. Answers the order's id.
 */
export async function placePaidOrder(request: APIRequestContext, productIds: number[]): Promise<number> {
  for (const productId of productIds) expect((await request.post('/api/cart', { data: { productId, quantity: 1 } })).ok()).toBe(true);
  // A deliberately wrong amount answers 409 with the server's total, which the second call sends.
  const probe = await request.post('/api/create-payment-intent', { data: { amount: '0.01', shippingInfo: SHIPPING } });
  const total = /Your order total is \$([\d,]+\.\d\d)/.exec(((await probe.json()) as { message: string }).message)?.[1]?.replace(/,/g, '');
  expect(total).toBeDefined();
  const setup = await request.post('/api/create-payment-intent', { data: { amount: total, shippingInfo: SHIPPING } });
  expect(setup.ok(), await setup.text()).toBe(true);
  const intent = (await setup.json()) as { paymentIntentId: string; clientSecret: string; amount: string };
  const paid = await request.post('/api/payments/sandbox/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      billingDetails: { name: SHIPPING.fullName },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const order = await request.post('/api/orders', { data: { paymentIntentId: intent.paymentIntentId, orderTotal: intent.amount, shippingAddress: SHIPPING } });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}
