// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { ProductDto } from '#shared/catalogue.ts';
import type { CartLineDto } from '#shared/cart.ts';
import type { PublicUser } from '#shared/user.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';
import * as toastModule from '#client/components/ui/toast.tsx';
import RecommendedProducts from '#client/features/catalogue/recommended-products.tsx';
import CartPage from './cart-page.tsx';

const product = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 13,
  name: 'Cast Iron Skillet',
  description: 'A skillet.',
  price: '19.99',
  hasOptions: false,
  priceRange: null,
  oldPrice: '25.00',
  imageUrl: '/uploads/products/13.webp',
  categoryId: 3,
  categoryName: 'Home & Kitchen',
  stock: 5,
  rating: 4.5,
  reviewCount: 18,
  isNew: false,
  isOnSale: true,
  isApproved: true,
  sellerId: 2,
  seller: null,
  weight: null,
  dimensions: null,
  materials: 'Cast iron',
  care: null,
  processingDays: { min: 1, max: 3 },
  shippingClass: 'standard',
  requiresShipping: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let lines: CartLineDto[];
let fetchMock: ReturnType<typeof vi.fn>;
let posted: Record<string, unknown>;
let ratesAnswer: Record<string, unknown>;
let rateLookups: number;

beforeEach(() => {
  lines = [
    { id: 1, productId: 13, variantId: 130, variantOptions: {}, sku: null, quantity: 2, product: product() },
    {
      id: 2,
      productId: 14,
      variantId: 140,
      variantOptions: {},
      sku: null,
      quantity: 1,
      product: product({ id: 14, name: 'Linen Apron', price: '10.00', oldPrice: null, stock: 1 }),
    },
  ];
  posted = {};
  rateLookups = 0;
  ratesAnswer = {
    rates: [
      { service: 'USPS Ground Advantage', rate: '7.25', estimatedDeliveryDays: 3 },
      { service: 'Priority Mail', rate: '10.40', estimatedDeliveryDays: 2 },
    ],
  };
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'POST') posted[url] = JSON.parse(String(init?.body));
    if (url === '/api/shipping/calculate-rates') {
      rateLookups += 1;
      return json(ratesAnswer);
    }
    if (url === '/api/tax/calculate') {
      const { subtotal } = JSON.parse(String(init?.body)) as { subtotal: string };
      return json({ taxAmount: (Math.round(Number(subtotal) * 6) / 100).toFixed(2), taxPercentage: '6' });
    }
    if (url.startsWith('/api/cart/') && method === 'PUT') {
      const id = Number(url.split('/').pop());
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      lines = lines.map((l) => (l.id === id ? { ...l, quantity } : l));
      return json(lines.find((l) => l.id === id));
    }
    if (url.startsWith('/api/cart') && method === 'GET') return json(lines);
    if (url.startsWith('/api/products')) {
      return json([1, 2, 3, 4].map((i) => product({ id: 100 + i, name: `Recommended ${i}` })));
    }
    if (url.startsWith('/api/wishlist')) return json([]);
    return json({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toastModule, 'toast').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shopper = (over: Partial<PublicUser> = {}) =>
  ({ id: 3, username: 'shopper', email: 'shopper@example.com', state: null, zipCode: null, country: 'US', ...over }) as PublicUser;

function renderPage(user: PublicUser | null = null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <CartPage recommendations={<RecommendedProducts />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CartPage', () => {
  const summaryValue = (term: string) => within(screen.getByRole('region', { name: 'Order Summary' })).getByText(term).nextElementSibling?.textContent;

  it('titles the cart with the total quantity and shows the order summary', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart (3 items)' })).toBeTruthy();
    // 2 × $19.99 + 1 × $10.00 = $49.98; 3 items: 5% off, $2.50 (rounded half up); no address yet:
    // tax estimated at 8% of the $47.48 left = $3.80, standard shipping flat $5.95 under $50 (what
    // checkout selects first for any address), so the total is an estimate of $57.23.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const value = summaryValue;
    expect(value('Subtotal')).toBe('$49.98');
    expect(value('Multi-item discount (5%)')).toBe('-$2.50');
    expect(value('Estimated Tax (8%)')).toBe('$3.80');
    expect(value('Shipping')).toBe('$5.95');
    expect(value('Estimated Total')).toBe('$57.23');
    expect(within(summary).getByText(/Tax is estimated at 8%; checkout charges the rate of the state you ship to/)).toBeTruthy();
    expect(within(summary).getByText(/Standard shipping is a flat \$5\.95 under \$50/)).toBeTruthy();
    expect(posted).toEqual({});
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: /Continue Shopping/ }).getAttribute('href')).toBe('/');
    // Line: link to the product, 400 × 400 picture, unit price with the old one, line total.
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Cast Iron Skillet' }).getAttribute('href')).toBe('/product/13');
    expect(within(items[0]!).getByAltText('Cast Iron Skillet').getAttribute('src')).toBe('/uploads/products/13.webp?w=400&h=400&fit=cover');
    expect(within(items[0]!).getByText('$25.00')).toBeTruthy();
    expect(within(items[0]!).getByText('$39.98')).toBeTruthy();
  });

  it("names a line's variant under the product, with the variant's picture, and links to the product page on it (issue 28)", async () => {
    lines = [
      {
        id: 1,
        productId: 13,
        variantId: 131,
        variantOptions: { Size: 'M', Colour: 'Walnut' },
        sku: 'SKL-M-WAL',
        quantity: 1,
        product: product({ imageUrl: '/uploads/products/13-walnut.webp', price: '32.00' }),
      },
      { id: 2, productId: 14, variantId: 140, variantOptions: {}, sku: null, quantity: 1, product: product({ id: 14, name: 'Linen Apron', price: '10.00' }) },
    ];
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (2 items)' });
    const [board, apron] = screen.getAllByRole('listitem');
    const name = within(board!).getByRole('link', { name: 'Cast Iron Skillet' });
    expect(name.getAttribute('href')).toBe('/product/13?variant=131');
    expect(name.nextElementSibling?.textContent).toBe('Size: M, Colour: Walnut');
    expect(within(board!).getByAltText('Cast Iron Skillet').getAttribute('src')).toBe('/uploads/products/13-walnut.webp?w=400&h=400&fit=cover');
    expect(within(apron!).getByRole('link', { name: 'Linen Apron' }).getAttribute('href')).toBe('/product/14');
    expect(within(apron!).queryByText(/Size:/)).toBeNull();
  });

  it('promises free shipping without an address from $50, where checkout makes the cheapest service free', async () => {
    lines = [{ id: 1, productId: 13, variantId: 130, variantOptions: {}, sku: null, quantity: 3, product: product() }];
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (3 items)' });
    expect(summaryValue('Subtotal')).toBe('$59.97');
    expect(summaryValue('Multi-item discount (5%)')).toBe('-$3.00');
    expect(summaryValue('Shipping')).toBe('Free');
    // $59.97 - $3.00 = $56.97, plus 8% of it ($4.56).
    expect(summaryValue('Estimated Total')).toBe('$61.53');
  });

  it('takes no discount under 3 items, and charges standard shipping its flat $5.95 under $50', async () => {
    lines = [{ id: 1, productId: 13, variantId: 130, variantOptions: {}, sku: null, quantity: 2, product: product() }];
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (2 items)' });
    expect(summaryValue('Subtotal')).toBe('$39.98');
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).queryByText('Multi-item discount (5%)')).toBeNull();
    expect(summaryValue('Estimated Tax (8%)')).toBe('$3.20');
    expect(summaryValue('Shipping')).toBe('$5.95');
    expect(summaryValue('Estimated Total')).toBe('$49.13');
  });

  it("prices with the saved address as checkout will: the state's tax and the cheapest service to its ZIP code", async () => {
    renderPage(shopper({ state: 'Iowa', zipCode: '50309' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (3 items)' });
    await waitFor(() => expect(summaryValue('Total')).toBe('$57.58'));
    // $49.98 - $2.50 discount + 6% tax on $47.48 ($2.85) + USPS Ground Advantage $7.25 (the server's
    // answer) = $57.58, the checkout's figures for this address.
    expect(summaryValue('Tax (6%)')).toBe('$2.85');
    expect(summaryValue('Shipping (USPS Ground Advantage)')).toBe('$7.25');
    expect(screen.getByText(/Tax and shipping for IA 50309, your saved address/)).toBeTruthy();
    // The same lookups as the checkout page: the whole cart (one package per seller), the ZIP code, the state's code.
    expect(posted['/api/shipping/calculate-rates']).toEqual({ cart: true, destinationZip: '50309' });
    expect(screen.queryByText(/Ships in/)).toBeNull();
    expect(posted['/api/tax/calculate']).toEqual({ subtotal: '47.48', zipCode: '50309', state: 'IA' });
  });

  it("shows the server's figure for a cart from several sellers, and asks again when the cart changes", async () => {
    ratesAnswer = {
      rates: [{ service: 'USPS Ground Advantage', rate: '14.50', estimatedDeliveryDays: 4 }],
      packages: [
        { from: 'NC', items: 2 },
        { from: 'IA', items: 1 },
      ],
    };
    lines = [{ ...lines[0]!, quantity: 1 }, lines[1]!];
    renderPage(shopper({ state: 'IA', zipCode: '50309' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (2 items)' });
    await waitFor(() => expect(summaryValue('Shipping (USPS Ground Advantage)')).toBe('$14.50'));
    expect(screen.getByText(/Ships in 2 packages, from North Carolina and Iowa\./)).toBeTruthy();
    expect(rateLookups).toBe(1);
    ratesAnswer = { rates: [{ service: 'USPS Ground Advantage', rate: '15.50', estimatedDeliveryDays: 4 }], packages: ratesAnswer.packages };
    const [skillet] = screen.getAllByRole('listitem');
    await userEvent.click(within(skillet!).getByRole('button', { name: /Increase quantity/ }));
    await waitFor(() => expect(summaryValue('Shipping (USPS Ground Advantage)')).toBe('$15.50'));
    expect(rateLookups).toBe(2);
  });

  it('ignores a saved address whose ZIP code is not in its state', async () => {
    renderPage(shopper({ state: 'CA', zipCode: '50309' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (3 items)' });
    expect(summaryValue('Estimated Tax (8%)')).toBe('$3.80');
    expect(posted).toEqual({});
  });

  it('says "item" for a single item', async () => {
    lines = lines.slice(1);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart (1 item)' })).toBeTruthy();
  });

  it("shows 'Max' at the stock limit and disables the buttons there", async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (3 items)' });
    const [skillet, apron] = screen.getAllByRole('listitem');
    expect(within(apron!).getByText('Max')).toBeTruthy();
    expect(
      within(apron!)
        .getByRole('button', { name: /Increase quantity/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(apron!)
        .getByRole('button', { name: /Decrease quantity/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(skillet!).queryByText('Max')).toBeNull();
  });

  it('updates the quantity, locks both buttons for 500 ms, and reaches Max at the stock', async () => {
    lines = [{ ...lines[0]!, quantity: 4 }];
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (4 items)' });
    const decrease = screen.getByRole('button', { name: /Decrease quantity/ });
    await userEvent.click(screen.getByRole('button', { name: /Increase quantity/ }));
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/1', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ quantity: 5 }) }));
    expect(decrease.hasAttribute('disabled')).toBe(true); // locked
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart (5 items)' })).toBeTruthy();
    expect(screen.getByText('Max')).toBeTruthy();
    await waitFor(() => expect(decrease.hasAttribute('disabled')).toBe(false), { timeout: 1500 });
    expect(screen.getByRole('button', { name: /Increase quantity/ }).hasAttribute('disabled')).toBe(true);
  });

  it('groups the lines by shop: "Sold by" linking to the shop, where it ships from, and lines without a shop last under no heading', async () => {
    const shop = (id: number, shopName: string, slug: string, city: string, state: string): SellerSummaryDto => ({
      id,
      shopName,
      slug,
      city,
      state,
      rating: null,
      reviewCount: 0,
    });
    const prairie = shop(2, 'Prairie Workshop Co.', 'prairie-workshop-co', 'Ames', 'IA');
    const bluebird = shop(4, 'Bluebird Mercantile', 'bluebird-mercantile', 'Portland', 'OR');
    lines = [
      { id: 1, productId: 13, variantId: 130, variantOptions: {}, sku: null, quantity: 1, product: product({ seller: prairie }) },
      {
        id: 2,
        productId: 14,
        variantId: 140,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 14, name: 'Wool Blanket', seller: bluebird }),
      },
      {
        id: 3,
        productId: 15,
        variantId: 150,
        variantOptions: {},
        sku: null,
        quantity: 1,
        product: product({ id: 15, name: 'House Cable', seller: null, sellerId: null }),
      },
      { id: 4, productId: 16, variantId: 160, variantOptions: {}, sku: null, quantity: 1, product: product({ id: 16, name: 'Oak Spoon', seller: prairie }) },
    ];
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your Cart (4 items)' });
    const headings = screen.getAllByRole('heading', { level: 2, name: /^Sold by/ });
    expect(headings.map((h) => h.textContent)).toEqual(['Sold by Prairie Workshop Co.', 'Sold by Bluebird Mercantile']);
    expect(within(headings[0]!).getByRole('link', { name: 'Prairie Workshop Co.' }).getAttribute('href')).toBe('/shop/prairie-workshop-co');

    const prairieBox = screen.getByRole('region', { name: 'Sold by Prairie Workshop Co.' });
    expect(within(prairieBox).getByText('Ships from Ames, IA')).toBeTruthy();
    expect(
      within(prairieBox)
        .getAllByRole('listitem')
        .map((li) => within(li).getAllByRole('link')[0]!.textContent),
    ).toEqual(['Cast Iron Skillet', 'Oak Spoon']);
    const bluebirdBox = screen.getByRole('region', { name: 'Sold by Bluebird Mercantile' });
    expect(within(bluebirdBox).getByText('Ships from Portland, OR')).toBeTruthy();
    expect(within(bluebirdBox).getAllByRole('listitem')).toHaveLength(1);

    // The platform's line comes last, in a list of its own without a heading.
    const unsold = screen.getByRole('list', { name: 'Cart items' });
    expect(within(unsold).getByRole('link', { name: 'House Cable' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual([
      'Cast Iron Skillet',
      'Oak Spoon',
      'Wool Blanket',
      'House Cable',
    ]);
  });

  it('shows the empty state with Start Shopping and four recommended products', async () => {
    lines = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Recommended Products' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Recommended Products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
  });
});
