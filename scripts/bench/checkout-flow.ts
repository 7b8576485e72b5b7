// Full checkout by concurrent shoppers, each on its own keep-alive connection, the way
// tests/support/checkout.ts takes the steps: add to cart, POST /api/create-payment-intent with the
// server's total, confirm with the sandbox card 4242 4242 4242 4242, POST /api/orders.
import http from 'node:http';
import type { PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { request, json } from './http.ts';
import type { CheckoutJob, CheckoutResult } from './jobs.ts';
import { percentile } from './stats.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';

export async function runCheckout(job: CheckoutJob): Promise<CheckoutResult> {
  const steps: Record<string, number[]> = { cart: [], intent: [], confirm: [], order: [], flow: [] };
  const failures: Record<string, number> = {};
  let firstFailure: string | null = null;
  let nextAccount = 0;
  let nextProduct = 0;
  let orders = 0;
  const started = performance.now();
  const deadline = started + job.seconds * 1000;

  async function shopper(index: number): Promise<void> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let cookie = '';
    let used = job.ordersPerAccount;
    const fail = async (step: string, detail: string) => {
      failures[step] = (failures[step] ?? 0) + 1;
      firstFailure ??= `shopper ${index}, ${step}: ${detail.slice(0, 300)}`;
      // A failed step leaves the line in the cart: start the next checkout from an empty one.
      await request(job.origin, '/api/cart', { method: 'DELETE', headers: headers() }).catch(() => undefined);
    };
    const headers = () => ({ origin: job.origin, cookie, accept: 'application/json' });
    const timed = async (step: string, path: string, body: unknown) => {
      const t = performance.now();
      const res = await request(job.origin, path, { method: 'POST', headers: headers(), body: JSON.stringify(body), agent });
      steps[step]!.push(performance.now() - t);
      return res;
    };
    while (performance.now() < deadline) {
      if (used >= job.ordersPerAccount) {
        const account = job.accounts[nextAccount++];
        if (!account) {
          failures['out of accounts'] = (failures['out of accounts'] ?? 0) + 1;
          return;
        }
        cookie = account;
        used = 0;
      }
      used++;
      const product = job.products[nextProduct++ % job.products.length]!;
      const flowStarted = performance.now();
      try {
        const cart = await timed('cart', '/api/cart', { productId: product.id, quantity: 1 });
        if (cart.status >= 300) {
          await fail('cart', `${cart.status} ${cart.body}`);
          continue;
        }
        const intent = await timed('intent', '/api/create-payment-intent', { amount: product.total, shippingInfo: job.shippingForm });
        if (intent.status !== 200) {
          await fail('intent', `${intent.status} ${intent.body}`);
          continue;
        }
        const setup = json<PaymentIntentSetupDto>(intent);
        const confirm = await timed('confirm', '/api/payments/sandbox/confirm', {
          clientSecret: setup.clientSecret,
          card: { number: SUCCESS_CARD, expiry: '12 / 34', cvc: '123' },
          billingDetails: { name: job.shippingForm.fullName },
        });
        if (confirm.status !== 200) {
          await fail('confirm', `${confirm.status} ${confirm.body}`);
          continue;
        }
        const order = await timed('order', '/api/orders', {
          paymentIntentId: setup.paymentIntentId,
          orderTotal: setup.amount,
          subtotal: setup.subtotal,
          tax: setup.tax,
          shipping: setup.shipping,
          shippingAddress: job.shippingForm,
          shippingMethod: setup.shippingMethod,
          shippingRate: setup.shipping,
          estimatedDeliveryDays: setup.estimatedDeliveryDays,
          payment: { method: 'card', cardName: job.shippingForm.fullName, last4: '****' },
        });
        if (order.status >= 300) {
          await fail('order', `${order.status} ${order.body}`);
          continue;
        }
        steps.flow!.push(performance.now() - flowStarted);
        orders++;
      } catch (error) {
        await fail('network', error instanceof Error ? error.message : String(error));
      }
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: job.shoppers }, (_, i) => shopper(i)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, Float64Array.from(v).sort()]));
  const at = (k: string, q: number) => percentile(sorted[k]!, q);
  return {
    orders,
    seconds,
    ordersPerSecond: orders / seconds,
    orderP50: at('order', 0.5),
    orderP95: at('order', 0.95),
    orderP99: at('order', 0.99),
    flowP50: at('flow', 0.5),
    flowP95: at('flow', 0.95),
    steps: Object.fromEntries(Object.entries(sorted).map(([k, v]) => [k, { p50: percentile(v, 0.5), p95: percentile(v, 0.95), count: v.length }])),
    failures,
    firstFailure,
  };
}
