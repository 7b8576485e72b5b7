// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '#client/lib/router.tsx';
import { formatDate } from '#shared/dates.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { PublicUser } from '#shared/user.ts';
import { deliveredOrder, order, orderItem, shipment, shop } from '../order.fixture.ts';
import { CLOSE_AFTER_MS } from '../components/cancel-order-dialog.tsx';
import { fakeServer, json, renderWithApp, shopper } from '../test-kit.tsx';
import OrderDetailPage from './order-detail-page.tsx';

let current: OrderDto | null;

beforeEach(() => {
  current = order();
  fakeServer((call) => {
    if (call.method === 'GET' && call.path === `/api/orders/${current?.id}`) return json(current);
    if (call.method === 'GET' && call.path.startsWith('/api/orders/')) return json({ message: 'Order not found' }, 404);
    return json({ message: 'unexpected' }, 500);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const seller = { ...shopper, id: 9, username: 'maker', isSeller: true } as PublicUser;

function renderPage(path = '/orders/41', user?: PublicUser) {
  renderWithApp(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailPage />} />
      <Route path="/seller/orders/:id" element={<OrderDetailPage />} />
    </Routes>,
    user ? { path, user } : { path },
  );
  return screen.findByRole('heading', { level: 1 });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('OrderDetailPage', () => {
  it('names the variant bought under the product and links to the product page on it (issue 28)', async () => {
    current = order({
      items: [
        orderItem({ variantId: 121, variantOptions: { Size: 'M', Colour: 'Walnut' }, sku: 'BRD-M-WAL' }),
        orderItem({ id: 91, productName: 'Brass Lamp', quantity: 1 }),
      ],
    });
    await renderPage();
    const items = region('Items (2)');
    const board = within(items).getByRole('link', { name: 'Walnut Cutting Board' });
    expect(board.getAttribute('href')).toBe('/product/12?variant=121');
    expect(board.parentElement?.nextElementSibling?.textContent).toBe('Size: M, Colour: Walnut');
    expect(within(items).getAllByText(/^Size:/)).toHaveLength(1);
  });

  it('shows the items, summary, address, payment, help and the invoice link', async () => {
    current = order({ items: [orderItem(), orderItem({ id: 91, productName: 'Gone Lamp', product: null, productId: null, quantity: 1, price: '10.00' })] });
    expect((await renderPage()).textContent).toBe('Order #41');
    expect(screen.getByText('Placed on Mar 2, 2026 · 9:05 AM')).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    // The date checkout promised (docs/decisions/0044).
    expect(screen.getByText('Arrives by Sat, Mar 7')).toBeTruthy();

    const items = region('Items (2)');
    expect(within(items).getByRole('link', { name: 'Walnut Cutting Board' }).getAttribute('href')).toBe('/product/12');
    expect(within(items).getByText('Gone Lamp')).toBeTruthy();
    expect(within(items).queryByRole('link', { name: 'Gone Lamp' })).toBeNull();
    expect(within(items).getByText(/Qty 2 × \$45\.99/)).toBeTruthy();

    const summary = region('Order Summary');
    for (const text of ['$91.98', '$5.93', '$5.52', '$103.43', 'USPS Priority Mail']) expect(within(summary).getByText(text)).toBeTruthy();
    expect(within(region('Shipping Address')).getByText('Detroit, MI 48201', { exact: false })).toBeTruthy();
    expect(within(region('Payment Method')).getByText('Visa ending in 4242')).toBeTruthy();
    const help = region('Need Help?');
    expect(within(help).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');

    const invoice = screen.getByRole('link', { name: /View Invoice/ });
    expect(invoice.getAttribute('href')).toBe('/api/orders/41/invoice');
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tracking' })).toBeNull();
  });

  it('shows the multi-item discount line when the order has one, and none otherwise', async () => {
    current = order({ discount: '4.60', tax: '5.24', total: '98.55' });
    await renderPage();
    const summary = region('Order Summary');
    expect(within(summary).getByText('Multi-item discount (5%)').nextElementSibling?.textContent).toBe('-$4.60');
    for (const text of ['$91.98', '$5.24', '$98.55']) expect(within(summary).getByText(text)).toBeTruthy();
    cleanup();
    current = order();
    await renderPage();
    expect(within(region('Order Summary')).queryByText('Multi-item discount (5%)')).toBeNull();
  });

  it('falls back to 87%, 8% and 5% of the total for absent figures', async () => {
    current = { ...order({ total: '200.00' }), subtotal: undefined, shipping: undefined, tax: undefined } as unknown as OrderDto;
    await renderPage();
    const summary = region('Order Summary');
    for (const text of ['$174.00', '$16.00', '$10.00', '$200.00']) expect(within(summary).getByText(text)).toBeTruthy();
  });

  it('groups the items by shop with "Sold by" and where each package ships from, and names the shop of each tracked package', async () => {
    const bluebird = shop({ id: 4, shopName: 'Bluebird Mercantile', slug: 'bluebird-mercantile', city: 'Portland', state: 'OR' });
    current = order({
      status: 'shipped',
      trackingNumber: '9400111899223344556677',
      items: [
        orderItem(),
        orderItem({ id: 92, productName: 'Wool Blanket', seller: bluebird }),
        orderItem({ id: 93, productName: 'House Cable', seller: null }),
      ],
      // Prairie's package left from its workshop in Nevada, IA; Bluebird's is not labelled yet.
      shipments: [shipment({ sellerId: 2, shipFrom: { city: 'Nevada', state: 'IA' } })],
    });
    await renderPage();
    const items = region('Items (3)');
    const headings = within(items).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Sold by Prairie Workshop Co.', 'Sold by Bluebird Mercantile']);
    expect(within(headings[1]!).getByRole('link', { name: 'Bluebird Mercantile' }).getAttribute('href')).toBe('/shop/bluebird-mercantile');
    expect(within(items).getByText('Ships from Nevada, IA')).toBeTruthy();
    expect(within(items).getByText('Ships from Portland, OR')).toBeTruthy();
    expect(within(within(items).getByRole('list', { name: 'Items sold by Bluebird Mercantile' })).getByText('Wool Blanket')).toBeTruthy();
    // The platform's line last, under no shop.
    expect(items.textContent!.indexOf('House Cable')).toBeGreaterThan(items.textContent!.indexOf('Wool Blanket'));

    const tracking = region('Tracking');
    expect(within(tracking).getByText('Prairie Workshop Co.')).toBeTruthy();
    expect(within(tracking).getByText('Nevada, IA')).toBeTruthy();
  });

  it('shows tracking once shipped with a number: USPS by default, our tracking page and the USPS page', async () => {
    // The carrier expects it a day earlier than promised: the page says so and keeps the promise beside it.
    current = order({ status: 'shipped', trackingNumber: '9400111899223344556677', shippingCarrier: null, estimatedDeliveryDate: '2026-03-06T20:00:00.000Z' });
    await renderPage();
    expect(screen.getByText('Promised by Sat, Mar 7, now expected Fri, Mar 6')).toBeTruthy();
    const tracking = region('Tracking');
    expect(within(tracking).getByText('Fri, Mar 6')).toBeTruthy();
    expect(within(tracking).getByText('USPS')).toBeTruthy();
    expect(within(tracking).getByText('9400111899223344556677')).toBeTruthy();
    expect(within(tracking).getByRole('link', { name: 'Track Package' }).getAttribute('href')).toBe('/tracking?tracking=9400111899223344556677');
    const usps = within(tracking).getByRole('link', { name: /Track on USPS\.com/ });
    expect(usps.getAttribute('href')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
    expect(usps.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('shows no tracking while processing, nor without a number', async () => {
    current = order({ status: 'processing', trackingNumber: '9400111899223344556677' });
    await renderPage();
    expect(screen.queryByRole('region', { name: 'Tracking' })).toBeNull();
    cleanup();
    current = order({ status: 'shipped', trackingNumber: null });
    await renderPage();
    expect(screen.queryByRole('region', { name: 'Tracking' })).toBeNull();
  });

  it('offers Return Item on the lines of a delivered order still inside the window', async () => {
    current = deliveredOrder({ items: [orderItem(), orderItem({ id: 91, productName: 'Returned Lamp', quantity: 1, returnableQuantity: 0 })] });
    await renderPage();
    const items = region('Items (2)');
    const lines = within(items).getAllByRole('listitem');
    expect(within(lines[0]!).getByRole('button', { name: 'Return Item' })).toBeTruthy();
    expect(within(lines[1]!).queryByRole('button')).toBeNull();
    expect(within(lines[1]!).getByText(/1 of 1 in a return request/)).toBeTruthy();
    expect(within(region('Need Help?')).getByRole('link', { name: 'View Returns' }).getAttribute('href')).toBe('/returns');
    expect(screen.getByText('Returns accepted until', { exact: false }).textContent).toBe(`Returns accepted until ${formatDate(current!.returnableUntil)}`);

    fireEvent.click(within(lines[0]!).getByRole('button', { name: 'Return Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Item' });
    expect(within(dialog).getByText('Walnut Cutting Board')).toBeTruthy();
  });

  it('says when and why it was cancelled and what was refunded', async () => {
    current = order({ status: 'cancelled', cancelReason: 'found_better_price', cancelledAt: '2026-03-03T16:30:00.000Z', refunded: '103.43' });
    await renderPage();
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('This order was cancelled on Mar 3, 2026 · 10:30 AM.');
    expect(note.textContent).toContain('Reason: Found a better price');
    expect(note.textContent).toContain('$103.43 was refunded to your card.');
    expect(within(region('Order Summary')).getByText('-$103.43')).toBeTruthy();
  });

  it('after a cancellation, puts the focus on the cancelled note, not the page, and says what was refunded (issue 24)', async () => {
    fakeServer((call) => {
      if (call.method === 'POST' && call.path === '/api/orders/41/cancel') {
        current = order({ status: 'cancelled', cancelReason: 'changed_mind', cancelledAt: '2026-03-03T16:30:00.000Z', refunded: '103.43' });
        return json({ message: 'Your order has been successfully cancelled.', order: current });
      }
      if (call.method === 'GET' && call.path === '/api/orders/41') return json(current);
      return json({ message: 'unexpected' }, 500);
    });
    await renderPage();
    const opener = screen.getByRole('button', { name: 'Cancel Order' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order #41' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await within(dialog).findByRole('status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: CLOSE_AFTER_MS + 3000 });

    const note = await screen.findByRole('note');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.textContent).toContain('$103.43 was refunded to your card.');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(document.getElementById('route-announcer')?.textContent?.trim()).toBe('Order #41 cancelled. $103.43 was refunded to your card.');
  });

  it("shows each completed return's refund with its date in the summary", async () => {
    current = order({
      status: 'completed',
      returnRefunds: [{ returnId: 8, orderItemId: 1, productName: 'Oak Side Table', quantity: 1, amount: '261.82', refundedAt: '2026-03-20T16:00:00.000Z' }],
    });
    await renderPage();
    const refunds = within(region('Order Summary')).getByRole('list', { name: 'Return refunds' });
    expect(refunds.textContent).toContain('Refunded $261.82 on March 20, 2026');
    expect(refunds.textContent).toContain('Return of 1 × Oak Side Table');
  });

  it('leads back to My Orders', async () => {
    await renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it("leads back to the seller dashboard in the seller's view, without the shopper's actions", async () => {
    for (const path of ['/orders/41?from=seller', '/seller/orders/41']) {
      current = deliveredOrder();
      await renderPage(path, seller);
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByRole('link', { name: 'Seller Dashboard' }).getAttribute('href')).toBe('/seller/dashboard');
      expect(screen.getByRole('link', { name: 'Back to Seller Dashboard' }).getAttribute('href')).toBe('/seller/dashboard');
      expect(screen.queryByRole('button', { name: 'Return Item' })).toBeNull();
      cleanup();
    }
  });

  it("gives a shopper who follows a seller's link their own view, with My Orders and Return Item", async () => {
    current = deliveredOrder();
    await renderPage('/orders/41?from=seller');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(within(crumbs).queryByRole('link', { name: 'Seller Dashboard' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Return Item' }).length).toBeGreaterThan(0);
  });

  it("says 'Error loading order' and to try again later when the order cannot be read", async () => {
    fakeServer(() => json({ message: 'Service Unavailable' }, 503));
    expect((await renderPage('/orders/41')).textContent).toBe('Error loading order');
    expect(screen.getByText("We couldn't find the order you're looking for. Please try again later.")).toBeTruthy();
  });

  it('says that an order the server does not know does not exist, without asking to try again', async () => {
    current = null;
    expect((await renderPage('/orders/999')).textContent).toBe('Order not found');
    expect(screen.getByRole('alert').textContent).toContain('There is no order #999 among your orders.');
    expect(screen.queryByText(/try again later/)).toBeNull();
    cleanup();
    expect((await renderPage('/orders/abc')).textContent).toBe('Order not found');
    expect(screen.getByRole('alert').textContent).toContain('"abc" is not an order number.');
  });
});
