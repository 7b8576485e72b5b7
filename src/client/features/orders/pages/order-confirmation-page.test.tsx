// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { OrderDto } from '#shared/schemas/orders.ts';
import type { PublicUser } from '#shared/user.ts';
import { order as baseOrder } from '../order.fixture.ts';
import OrderConfirmationPage from './order-confirmation-page.tsx';

const signedIn = { id: 7, username: 'shopper', email: 'shopper@example.com' } as PublicUser;

/** The fixture order as this page's tests know it: $57.43 by Ground Advantage, no lines. */
const order = (over: Partial<OrderDto> = {}): OrderDto =>
  baseOrder({
    createdAt: '2026-03-02T15:00:00.000Z',
    total: '57.43',
    subtotal: '49.98',
    tax: '3.00',
    shipping: '7.45',
    shippingMethod: 'USPS Ground Advantage',
    estimatedDeliveryDays: 4,
    promisedDeliveryDate: '2026-03-09T18:00:00.000Z',
    estimatedDeliveryDate: '2026-03-09T18:00:00.000Z',
    items: [],
    ...over,
  });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let orders: OrderDto[];
let fromPayment: () => Response;
let calls: string[];

beforeEach(() => {
  orders = [];
  calls = [];
  fromPayment = () => json(order());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0]!;
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      if (key === 'POST /api/orders/from-payment') return fromPayment();
      if (key === 'GET /api/orders') return json(orders);
      if (key === 'GET /api/cart') return json([]);
      return json({ message: 'unexpected' }, 500);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(path: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], signedIn);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <OrderConfirmationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderConfirmationPage', () => {
  it('recovers the order from the payment first, then shows it from the orders list', async () => {
    orders = [order({ id: 40, createdAt: '2026-02-01T10:00:00.000Z', paymentIntentId: 'pi_old' }), order()];
    renderPage('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeTruthy();
    expect(calls.filter((c) => c.includes('/api/orders'))).toEqual(['POST /api/orders/from-payment', 'GET /api/orders']);
    expect(screen.getByText('pi_test_1')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('#41')).toBeTruthy();
    expect(within(details).getByText('March 2, 2026')).toBeTruthy();
    expect(within(details).getByText('Processing')).toBeTruthy();
    expect(within(details).getByText('$57.43')).toBeTruthy();
    expect(within(details).queryByText('Multi-item discount (5%)')).toBeNull();
    expect(within(details).getByRole('link', { name: 'View Order Details' }).getAttribute('href')).toBe('/orders/41');
    expect(within(details).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    // Status bar at 25%, status 'Processing', the four steps.
    const bar = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    const status = screen.getByRole('region', { name: 'Order Status' });
    for (const step of ['Order Placed', 'Processing', 'Shipped', 'Delivered']) expect(within(status).getAllByText(step).length).toBeGreaterThan(0);
    // The date checkout promised (the server's), as the shipping step and the email said.
    const delivery = screen.getByText(/Arrives by/).parentElement!;
    expect(delivery.textContent).toBe('Arrives by Mon, Mar 9 (USPS Ground Advantage)');
    expect(screen.queryByText(/7 to 10 days/)).toBeNull();
  });

  it("says so when the carrier's date differs from the promise, instead of moving it", async () => {
    orders = [order({ status: 'shipped', estimatedDeliveryDate: '2026-03-07T20:00:00.000Z' })];
    renderPage('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    expect(await screen.findByText('Promised by Mon, Mar 9, now expected Sat, Mar 7')).toBeTruthy();
  });

  it("follows the order once it has moved on: the bar, its status and the words agree with the order's details", async () => {
    orders = [order({ status: 'shipped', estimatedDeliveryDate: '2026-03-07T20:00:00.000Z' })];
    renderPage('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    const status = await screen.findByRole('region', { name: 'Order Status' });
    expect(within(status).getByText('Status:').textContent).toBe('Status: Shipped');
    const bar = within(status).getByRole('progressbar', { name: 'Order progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual(['50', 'Shipped']);
    expect(screen.getByText('Your order is on its way.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/being prepared/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Order Details' })).getByText('Shipped')).toBeTruthy();
  });

  it('says a delivered order was delivered, and a cancelled one cancelled, promising nothing more', async () => {
    orders = [order({ status: 'delivered', deliveredAt: '2026-03-06T17:00:00.000Z' })];
    renderPage('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    const status = await screen.findByRole('region', { name: 'Order Status' });
    expect(within(status).getByText('Status:').textContent).toBe('Status: Delivered');
    expect(within(status).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/Delivered on Fri, Mar 6/)).toBeTruthy();
    expect(screen.queryByText(/Arrives by|Promised by/)).toBeNull();
    cleanup();

    orders = [order({ status: 'cancelled', cancelledAt: '2026-03-02T16:00:00.000Z', cancelReason: 'changed_mind' })];
    renderPage('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    const cancelled = await screen.findByRole('region', { name: 'Order Status' });
    expect(within(cancelled).getByText('Status:').textContent).toBe('Status: Cancelled');
    expect(within(cancelled).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('This order was cancelled.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Arrives by|Promised by/)).toBeNull();
  });

  it('shows the multi-item discount above the total when the order has one', async () => {
    orders = [order({ discount: '2.50', tax: '2.85', shipping: '5.95', total: '56.28' })];
    renderPage('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    const details = await screen.findByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('Multi-item discount (5%)').nextElementSibling?.textContent).toBe('-$2.50');
    expect(within(details).getByText('$56.28')).toBeTruthy();
  });

  it('says the payment failed and offers checkout again on a failed redirect, without showing an older order', async () => {
    orders = [order({ id: 40, paymentIntentId: 'pi_old' })];
    renderPage('/order-confirmation?payment_intent=pi_failed&redirect_status=failed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText(/no order was placed and your card was not charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByText('pi_failed')).toBeTruthy();
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
    expect(screen.queryByText('#40')).toBeNull();
    expect(calls.filter((c) => c.includes('/api/orders'))).toEqual([]);
  });

  it("treats Stripe's 'requires_payment_method' redirect as a failed payment", async () => {
    renderPage('/order-confirmation?payment_intent=pi_s&redirect_status=requires_payment_method');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
  });

  it('shows the latest order by createdAt when no payment is named', async () => {
    orders = [order({ id: 40, createdAt: '2026-02-01T10:00:00.000Z' }), order({ id: 44, createdAt: '2026-02-20T10:00:00.000Z' })];
    renderPage('/order-confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeTruthy();
    expect(screen.getByText('#44')).toBeTruthy();
    expect(calls).not.toContain('POST /api/orders/from-payment');
    expect(screen.queryByText(/Payment ID/)).toBeNull();
  });

  it("says 'No Order Found' with 'Return to Shop' when there is no order and no succeeded payment", async () => {
    renderPage('/order-confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Order Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Shop' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
  });

  it('confirms a succeeded payment even when its order cannot be found yet', async () => {
    fromPayment = () => json({ message: 'Payment not found' }, 404);
    renderPage('/order-confirmation?payment_intent=pi_x&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeTruthy();
    expect(screen.getByText('pi_x')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'No Order Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toBeTruthy();
  });

  it("shows the server's message when the payment was refunded because an item sold out", async () => {
    orders = [order({ id: 40, paymentIntentId: 'pi_old' })];
    fromPayment = () => json({ message: 'Cast Iron Skillet sold out before your payment completed. Your payment has been refunded.' }, 409);
    renderPage('/order-confirmation?payment_intent=pi_sold&redirect_status=succeeded');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cast Iron Skillet sold out before your payment completed. Your payment has been refunded.');
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'No Order Found' })).toBeTruthy());
  });
});
