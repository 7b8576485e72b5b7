// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '#client/lib/router.tsx';
import type { OrderDto } from '#shared/orders.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import type { PublicUser } from '#shared/user.ts';
import { order, orderItem } from '../order.fixture.ts';
import OrderDetailPage from '../pages/order-detail-page.tsx';
import { fakeServer, json, renderWithApp, shopper, type Call } from '../test-kit.tsx';

const seller = { id: 2, username: 'seller', email: 'seller@example.com', isSeller: true } as PublicUser;
const TRACKING = '9405511899223344556677';

/** The seller's view of order 41: their two lines (48 oz each, and one without a weight). */
const sellerOrder = (over: Partial<OrderDto> = {}) =>
  order({
    sellerId: seller.id,
    paymentMethod: null,
    items: [orderItem({ quantity: 2, weight: 48 }), orderItem({ id: 91, productName: 'Maple Spoon', quantity: 1, weight: null })],
    ...over,
  });

let current: OrderDto;
let labelAnswer: () => Response;
let quoteAnswer: () => Response;
let calls: Call[];

/** What the server quotes for the seller's package: two 20x20x4 in items stacked (decision 0048). */
const QUOTE: LabelQuoteDto = {
  service: 'Priority Mail',
  postage: '26.30',
  package: { length: 20, width: 20, height: 8, weightOz: 112 },
  estimatedDeliveryDate: '2026-03-05T18:00:00.000Z',
};

beforeEach(() => {
  current = sellerOrder();
  labelAnswer = () => {
    current = sellerOrder({
      status: 'shipped',
      trackingNumber: TRACKING,
      shippingCarrier: 'USPS',
      shippingLabel: '/api/orders/41/label',
      shipments: [
        {
          trackingNumber: TRACKING,
          carrier: 'USPS',
          service: 'Priority Mail',
          status: 'PRE_SHIPMENT',
          deliveredAt: null,
          createdAt: '2026-03-02T16:00:00.000Z',
          sellerId: 2,
          shipFrom: { city: 'Ames', state: 'IA' },
        },
      ],
    });
    return json({ trackingNumber: TRACKING, labelUrl: '/api/orders/41/label' });
  };
  quoteAnswer = () => json(QUOTE);
  calls = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/orders/41') return json(current);
    if (call.method === 'GET' && call.path === '/api/orders/41/label-quote') return quoteAnswer();
    if (call.method === 'POST' && call.path === '/api/orders/41/generate-label') return labelAnswer();
    return json({ message: 'unexpected' }, 500);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPage(path = '/orders/41?from=seller', user: PublicUser = seller) {
  renderWithApp(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailPage />} />
      <Route path="/seller/orders/:id" element={<OrderDetailPage />} />
    </Routes>,
    { path, user },
  );
  await screen.findByRole('heading', { level: 1, name: 'Order #41' });
}

const labelButton = () => screen.queryByRole('button', { name: 'Generate Shipping Label' });
const confirmStep = () => screen.findByRole('group', { name: 'Confirm postage' });
const posts = () => calls.filter((c) => c.method === 'POST');
/** A toast's text (shown, and copied into the screen-reader announcement). */
const toastText = async (text: string) => (await screen.findAllByText(text)).length > 0;

const admin = { id: 1, username: 'admin', email: 'admin@example.com', isSeller: false, isAdmin: true } as PublicUser;

describe("the administrator and the platform's package", () => {
  it("offers the administrator the button on the platform's view (sellerId null) of a processing or still-unlabelled shipped order", async () => {
    for (const status of ['processing', 'shipped'] as const) {
      current = sellerOrder({ sellerId: null, status });
      await renderPage('/orders/41?from=seller', admin);
      expect(labelButton(), status).toBeTruthy();
      cleanup();
    }
  });

  it("offers no button on the platform's view to a seller, nor to the administrator outside the seller view, or on a seller's view", async () => {
    const cases: Array<[string, OrderDto, PublicUser, string]> = [
      ['a seller', sellerOrder({ sellerId: null }), seller, '/orders/41?from=seller'],
      ['shopper view', sellerOrder({ sellerId: null }), admin, '/orders/41'],
      ["a seller's view", sellerOrder(), admin, '/orders/41?from=seller'],
      ['delivered', sellerOrder({ sellerId: null, status: 'delivered' }), admin, '/orders/41?from=seller'],
    ];
    for (const [what, dto, user, path] of cases) {
      current = dto;
      await renderPage(path, user);
      expect(labelButton(), what).toBeNull();
      cleanup();
    }
  });
});

describe('who is offered a label', () => {
  it("offers it in the seller's view (from=seller or a /seller path) of a processing order with their lines", async () => {
    for (const path of ['/orders/41?from=seller', '/seller/orders/41']) {
      await renderPage(path);
      expect(labelButton()).toBeTruthy();
      cleanup();
    }
  });

  it("offers none in the shopper's view, to another user, without lines of theirs, or once the order is past shipping", async () => {
    const cases: Array<[string, OrderDto, PublicUser, string]> = [
      ['shopper view', sellerOrder(), seller, '/orders/41'],
      ['another user', sellerOrder(), shopper, '/orders/41?from=seller'],
      ["the shopper's own order", order(), seller, '/orders/41?from=seller'],
      ['no lines', sellerOrder({ items: [] }), seller, '/orders/41?from=seller'],
      ['cancelled', sellerOrder({ status: 'cancelled' }), seller, '/orders/41?from=seller'],
      ['delivered', sellerOrder({ status: 'delivered' }), seller, '/orders/41?from=seller'],
    ];
    for (const [what, dto, user, path] of cases) {
      current = dto;
      await renderPage(path, user);
      expect(labelButton(), what).toBeNull();
      expect(screen.queryByRole('link', { name: /Download Label/ }), what).toBeNull();
      cleanup();
    }
  });

  it("offers it on a shipped order whose package of theirs has no label yet (another seller's shipped it)", async () => {
    current = sellerOrder({ status: 'shipped' });
    await renderPage();
    expect(labelButton()).toBeTruthy();
    expect(screen.getByText('Another seller has shipped their part of this order. Your items still need a label.')).toBeTruthy();
  });

  it('shows the owning seller the label to download once shipped, and not the button', async () => {
    labelAnswer();
    await renderPage();
    expect(labelButton()).toBeNull();
    const panel = screen.getByRole('region', { name: 'Shipping Label' });
    const link = within(panel).getByRole('link', { name: /Download Label/ });
    expect(link.getAttribute('href')).toBe('/api/orders/41/label');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(panel).getByText(TRACKING)).toBeTruthy();
  });
});

describe('generating the label', () => {
  it('shows the postage first (service, price, package, arrival) with the focus on it, and buys nothing until Buy Label', async () => {
    await renderPage();
    fireEvent.click(labelButton()!);
    const confirm = await confirmStep();
    expect(document.activeElement).toBe(confirm);
    const text = confirm.textContent!;
    for (const part of ['Priority Mail', '$26.30', '20x20x8 in, 7 lb', 'by Thu, Mar 5 if shipped today']) expect(text).toContain(part);
    expect(within(confirm).getByRole('button', { name: 'Buy Label' })).toBeTruthy();
    expect(posts()).toHaveLength(0);
    expect(calls.filter((c) => c.path === '/api/orders/41/label-quote')).toHaveLength(1);
  });

  it('buys on Buy Label: sends the confirmed package, toasts the tracking number, focuses the label and says what was bought', async () => {
    await renderPage();
    fireEvent.click(labelButton()!);
    fireEvent.click(within(await confirmStep()).getByRole('button', { name: 'Buy Label' }));
    expect(await toastText('Shipping Label Generated!')).toBe(true);
    expect(await toastText(`Tracking number: ${TRACKING}`)).toBe(true);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      recipientName: 'Ada Lovelace',
      recipientAddress: '12 Main Street',
      recipientCity: 'Detroit',
      recipientState: 'MI',
      recipientZip: '48201',
      packageWeight: 112,
      packageDimensions: '20x20x8',
      serviceType: 'Priority',
    });
    const download = await screen.findByRole('link', { name: /Download Label/ });
    expect(download.getAttribute('href')).toBe('/api/orders/41/label');
    await vi.waitFor(() => expect(document.activeElement).toBe(download));
    const announcer = document.getElementById('route-announcer')!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe(`Shipping label bought: Priority Mail · $26.30 · Package 20x20x8 in, 7 lb. Tracking number ${TRACKING}.`);
    expect(await screen.findByText('Shipped')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tracking' })).getByText(TRACKING)).toBeTruthy();
  });

  it('goes back to the Generate button on Cancel, with the focus, having bought nothing', async () => {
    await renderPage();
    fireEvent.click(labelButton()!);
    fireEvent.click(within(await confirmStep()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm postage' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(labelButton()));
    expect(posts()).toHaveLength(0);
  });

  it('says why a package cannot be quoted, beside the button and in the toast', async () => {
    const message =
      "These items make a package of 40x30x20 in, 140 inches in length plus girth: USPS takes at most 130 inches, so it cannot be shipped as one package. Check the items' dimensions in My Products, or contact support.";
    quoteAnswer = () => json({ message }, 400);
    await renderPage();
    fireEvent.click(labelButton()!);
    expect(await toastText('Label Generation Failed')).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('group', { name: 'Confirm postage' })).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('is disabled for 3 seconds after a click, even when the answer comes sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    quoteAnswer = () => json({ message: 'This order is cancelled. Shipping labels can only be generated for orders that are still to be shipped.' }, 409);
    await renderPage();
    const button = labelButton()!;
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(await toastText('Label Generation Failed')).toBe(true);
    expect(await toastText('This order is cancelled. Shipping labels can only be generated for orders that are still to be shipped.')).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(labelButton()!.hasAttribute('disabled')).toBe(true);
    fireEvent.click(labelButton()!);
    act(() => vi.advanceTimersByTime(1100));
    expect(labelButton()!.hasAttribute('disabled')).toBe(false);
    // A second click during the pause sent nothing more.
    expect(calls.filter((c) => c.path === '/api/orders/41/label-quote')).toHaveLength(1);
  });

  it("keeps the confirm step after a failed purchase, saying 'Failed to generate shipping label' when the server gives no reason, and Buy Label paused 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    labelAnswer = () => new Response('', { status: 500 });
    await renderPage();
    fireEvent.click(labelButton()!);
    const buy = within(await confirmStep()).getByRole('button', { name: 'Buy Label' });
    fireEvent.click(buy);
    expect(await toastText('Label Generation Failed')).toBe(true);
    expect(await toastText('Failed to generate shipping label')).toBe(true);
    expect(
      within(await confirmStep())
        .getByRole('button', { name: 'Buy Label' })
        .hasAttribute('disabled'),
    ).toBe(true);
    act(() => vi.advanceTimersByTime(3100));
    expect(
      within(await confirmStep())
        .getByRole('button', { name: 'Buy Label' })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(posts()).toHaveLength(1);
  });
});
