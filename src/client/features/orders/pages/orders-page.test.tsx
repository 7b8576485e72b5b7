// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDto } from '#shared/orders.ts';
import type { BuyAgainItemDto } from '#shared/discovery.ts';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import { deliveredOrder, order, orderItem, shop } from '../order.fixture.ts';
import { CLOSE_AFTER_MS } from '../components/cancel-order-dialog.tsx';
import { fakeServer, json, renderWithApp, type Call } from '../test-kit.tsx';
import OrdersPage from './orders-page.tsx';

let orders: OrderDto[];
let rebuy: BuyAgainItemDto[];
let fail: boolean;
let calls: Call[];

beforeEach(() => {
  orders = [];
  rebuy = [];
  fail = false;
  calls = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/orders/buy-again') return json(rebuy);
    if (call.method === 'GET' && call.path === '/api/orders') {
      if (fail) return json({ message: 'Internal Server Error' }, 500);
      const status = call.query.get('status');
      const shown = status === 'all' ? orders : orders.filter((o) => o.status === status);
      return json(shown, 200, { 'X-Total-Count': String(shown.length) });
    }
    return json({ message: 'unexpected' }, 500);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (path = '/orders', user?: null) => renderWithApp(<OrdersPage />, { path, ...(user === null ? { user: null } : {}) });
const card = (id: number) => screen.getByRole('article', { name: `Order #${id}` });

describe('OrdersPage', () => {
  it('groups the orders under month-and-year headings, newest first, with date, status and total', async () => {
    orders = [
      order({ id: 50, createdAt: '2026-03-20T15:00:00.000Z' }),
      order({ id: 41, createdAt: '2026-03-02T15:05:00.000Z', status: 'shipped' }),
      order({ id: 30, createdAt: '2026-01-10T15:00:00.000Z', status: 'completed' }),
    ];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Order #50' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['March 2026', 'January 2026']);
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Order #50', 'Order #41', 'Order #30']);
    const second = card(41);
    expect(within(second).getByText('Placed Mar 2, 2026 · 9:05 AM')).toBeTruthy();
    expect(within(second).getByText('Shipped')).toBeTruthy();
    expect(within(second).getByText('$103.43')).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe('/orders/41');
  });

  it("says who sold each order's items, one name per shop", async () => {
    const bluebird = shop({ id: 4, shopName: 'Bluebird Mercantile', slug: 'bluebird-mercantile' });
    orders = [
      order({ id: 50, items: [orderItem(), orderItem({ id: 91, seller: bluebird }), orderItem({ id: 92, seller: null }), orderItem({ id: 93 })] }),
      order({ id: 41, items: [orderItem({ seller: null })] }),
    ];
    renderPage();
    await screen.findByRole('article', { name: 'Order #50' });
    expect(within(card(50)).getByText('Sold by Prairie Workshop Co., Bluebird Mercantile')).toBeTruthy();
    expect(within(card(41)).queryByText(/Sold by/)).toBeNull();
  });

  it('filters by status through the server', async () => {
    orders = [order({ id: 50 }), order({ id: 41, status: 'shipped' })];
    renderPage();
    await screen.findByRole('article', { name: 'Order #50' });
    const filter = screen.getByLabelText('Filter by status') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(['All Orders', 'Processing', 'Shipped', 'Delivered', 'Completed']);
    fireEvent.change(filter, { target: { value: 'shipped' } });
    expect(await screen.findByRole('article', { name: 'Order #41' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Order #50' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/orders').map((c) => c.query.get('status'))).toEqual(['all', 'shipped']);
  });

  it('starts with the filter the address names', async () => {
    orders = [order({ id: 50 }), order({ id: 41, status: 'shipped' })];
    renderPage('/orders?status=shipped');
    await screen.findByRole('article', { name: 'Order #41' });
    expect((screen.getByLabelText('Filter by status') as HTMLSelectElement).value).toBe('shipped');
    expect(screen.queryByRole('article', { name: 'Order #50' })).toBeNull();
  });

  it('offers Cancel Order only while processing and Return Item only while something may be returned', async () => {
    orders = [
      order({ id: 1 }),
      order({ id: 2, status: 'shipped', trackingNumber: '9400111899223344556677' }),
      deliveredOrder({ id: 3 }),
      deliveredOrder({ id: 4, status: 'completed' }),
      deliveredOrder({ id: 5, returnableUntil: '2020-01-01T00:00:00.000Z' }),
      deliveredOrder({ id: 6, items: [orderItem({ returnableQuantity: 0 })] }),
      order({ id: 7, status: 'cancelled' }),
    ];
    renderPage();
    await screen.findByRole('article', { name: 'Order #1' });
    const actions = (id: number) =>
      within(card(id))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(actions(1)).toEqual(['Cancel Order']);
    expect(actions(3)).toEqual(['Return Item']);
    expect(actions(4)).toEqual(['Return Item']);
    for (const id of [2, 5, 6, 7]) expect(within(card(id)).queryAllByRole('button')).toEqual([]);
  });

  it('lists 3 items on a phone and 2 on a wider screen, then how many more', async () => {
    const items = [1, 2, 3, 4, 5].map((id) => orderItem({ id, productName: `Item ${id}` }));
    orders = [order({ id: 9, items }), order({ id: 8, items: items.slice(0, 3) }), order({ id: 7, items: items.slice(0, 2) })];
    renderPage();
    await screen.findByRole('article', { name: 'Order #9' });
    const five = card(9);
    expect(within(five).queryByText('Item 4')).toBeNull();
    expect(within(five).getByText('Item 3').closest('li')!.className).toContain('md:hidden');
    expect(within(five).getByText('Item 2').closest('li')!.className).not.toContain('hidden');
    expect(within(five).getByText('+ 2 more').className).toContain('md:hidden');
    const wideOnly = (element: HTMLElement) => expect(element.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block']));
    wideOnly(within(five).getByText('+ 3 more'));
    // Three items: all on a phone, '+ 1 more' on a wider screen only.
    wideOnly(within(card(8)).getByText('+ 1 more'));
    expect(within(card(7)).queryByText(/more$/)).toBeNull();
  });

  it("says 'No orders found' with Start Shopping when there are none", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
  });

  it("says 'Error loading orders' with Log in again and Try again", async () => {
    fail = true;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading orders')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/auth?returnTo=%2Forders');
    fail = false;
    orders = [order({ id: 50 })];
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order #50' })).toBeTruthy();
  });

  it('asks for no orders without a signed-in user', async () => {
    renderPage('/orders', null);
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    expect(calls).toEqual([]);
  });

  it('keeps the cancel dialog and its confirmation while the filtered list drops the cancelled order', async () => {
    orders = [order({ id: 50 })];
    renderPage('/orders?status=processing');
    fakeServer((call) => {
      if (call.method === 'POST' && call.path === '/api/orders/50/cancel') {
        orders = [order({ id: 50, status: 'cancelled' })];
        return json({ message: 'Your order has been successfully cancelled.', order: orders[0] });
      }
      const shown = orders.filter((o) => o.status === call.query.get('status'));
      return json(shown, 200, { 'X-Total-Count': String(shown.length) });
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Order #50' })).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order #50' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    // (The modal dialog hides the page from the accessibility tree: found by its text.)
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancel Order #50' })).toBeTruthy();
  });

  describe('where the focus goes after the cancel dialog (issue 24)', () => {
    /** The page's Cancel Order, focused and pressed as a keyboard user would. */
    async function openCancel(id: number) {
      const opener = within(await screen.findByRole('article', { name: `Order #${id}` })).getByRole('button', { name: 'Cancel Order' });
      opener.focus();
      fireEvent.click(opener);
      return { opener, dialog: await screen.findByRole('dialog', { name: `Cancel Order #${id}` }) };
    }

    function serveCancel(id: number) {
      fakeServer((call) => {
        if (call.method === 'POST' && call.path === `/api/orders/${id}/cancel`) {
          orders = orders.map((o) => (o.id === id ? order({ id, status: 'cancelled', refunded: '103.43' }) : o));
          return json({ message: 'Your order has been successfully cancelled.', order: orders.find((o) => o.id === id) });
        }
        const status = call.query.get('status');
        const shown = status === 'all' ? orders : orders.filter((o) => o.status === status);
        return json(shown, 200, { 'X-Total-Count': String(shown.length) });
      });
    }

    it("goes to the cancelled order's card, not the page, and says what was refunded", async () => {
      orders = [order({ id: 50 }), order({ id: 41 })];
      renderPage();
      serveCancel(50);
      const { dialog } = await openCancel(50);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
      await within(dialog).findByRole('status');
      // The page behind (hidden from the accessibility tree by the modal) already shows the order
      // cancelled, its Cancel Order gone.
      const behind = screen.getByRole('article', { name: 'Order #50', hidden: true });
      expect(within(behind).queryByRole('button', { name: 'Cancel Order', hidden: true })).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: CLOSE_AFTER_MS + 3000 });
      await waitFor(() => expect(document.activeElement).toBe(within(card(50)).getByRole('heading', { name: 'Order #50' })));
      expect(document.activeElement).not.toBe(document.body);
      expect(within(card(50)).getByText('Cancelled')).toBeTruthy();
      expect(document.getElementById('route-announcer')?.textContent?.trim()).toBe('Order #50 cancelled. $103.43 was refunded to your card.');
    });

    it('goes to the page heading when the status filter drops the cancelled order', async () => {
      orders = [order({ id: 50 })];
      renderPage('/orders?status=processing');
      serveCancel(50);
      const { dialog } = await openCancel(50);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
      await within(dialog).findByRole('status');
      // Closed at once, before the 2 seconds are up.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My Orders' })));
    });

    it('goes back to Cancel Order when the dialog is closed without cancelling', async () => {
      orders = [order({ id: 50 })];
      renderPage();
      const { opener, dialog } = await openCancel(50);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    });
  });

  describe('Buy it again', () => {
    const mug = skillet({ id: 21, name: 'Stoneware Mug', hasOptions: true, oldPrice: null, isOnSale: false, isNew: false });
    const apron = skillet({ id: 22, name: 'Canvas Apron', hasOptions: true, oldPrice: null, isOnSale: false, isNew: false });
    const bowl = skillet({ id: 23, name: 'Walnut Bowl', oldPrice: null, isOnSale: false, isNew: false });
    const items: BuyAgainItemDto[] = [
      { product: mug, variantId: 301, variantOptions: { Size: 'Large' }, lastOrderedAt: '2026-03-20T15:00:00.000Z' },
      { product: apron, variantId: null, variantOptions: { Size: 'L' }, lastOrderedAt: '2026-03-02T15:00:00.000Z' },
      { product: bowl, variantId: 88, variantOptions: {}, lastOrderedAt: '2026-01-10T15:00:00.000Z' },
    ];
    const strip = () => screen.getByRole('region', { name: 'Buy it again' });

    it('shows what was bought above the orders, adding the variant bought last to the cart', async () => {
      orders = [order({ id: 50 })];
      rebuy = items;
      renderPage();
      await screen.findByRole('article', { name: 'Order #50' });
      const cards = within(strip()).getAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Stoneware Mug', 'Canvas Apron', 'Walnut Bowl']);
      // Above the list: the strip comes first in the page.
      expect(strip().compareDocumentPosition(card(50)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(cards[0]!).getByText('Size: Large')).toBeTruthy();

      calls = fakeServer((call) => (call.method === 'POST' && call.path === '/api/cart' ? json({ id: 1 }, 201) : json([])));
      fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Add Stoneware Mug to cart' }));
      await screen.findByText('Added to Cart');
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: 21, variantId: 301, quantity: 1 });
      fireEvent.click(within(cards[2]!).getByRole('button', { name: 'Add Walnut Bowl to cart' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toContainEqual({ productId: 23, variantId: 88, quantity: 1 }));
    });

    it('sends a listing whose variant is gone to its page to choose, saying what was bought', async () => {
      orders = [order({ id: 50 })];
      rebuy = items;
      renderPage();
      await screen.findByRole('article', { name: 'Order #50' });
      const apronCard = within(strip()).getAllByRole('article')[1]!;
      expect(within(apronCard).getByText('You bought Size: L')).toBeTruthy();
      expect(within(apronCard).getByRole('link', { name: 'Choose options for Canvas Apron' }).getAttribute('href')).toBe('/product/22');
      expect(within(apronCard).queryByRole('button', { name: /to cart/ })).toBeNull();
    });

    it('is not there when nothing was bought, nor under a status filter', async () => {
      orders = [order({ id: 50 }), order({ id: 41, status: 'shipped' })];
      renderPage();
      await screen.findByRole('article', { name: 'Order #50' });
      expect(screen.queryByRole('region', { name: 'Buy it again' })).toBeNull();
      cleanup();
      rebuy = items;
      renderPage('/orders?status=shipped');
      await screen.findByRole('article', { name: 'Order #41' });
      expect(screen.queryByRole('region', { name: 'Buy it again' })).toBeNull();
    });
  });
});
