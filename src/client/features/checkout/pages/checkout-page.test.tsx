// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import type { ProductDto } from '#shared/catalogue.ts';
import type { CartLineDto } from '#shared/cart.ts';
import type { PublicUser } from '#shared/user.ts';
import type { SandboxIntentDto } from '#shared/schemas/payments.ts';
import * as toastModule from '#client/components/ui/toast.tsx';
import { CART_QUERY_KEY } from '#client/features/cart/api.ts';
import CheckoutPage from './checkout-page.tsx';

const product = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 13,
  name: 'Cast Iron Skillet',
  description: 'A skillet.',
  price: '19.99',
  hasOptions: false,
  priceRange: null,
  oldPrice: null,
  imageUrl: null,
  categoryId: 3,
  categoryName: 'Home & Kitchen',
  stock: 5,
  rating: 4.5,
  reviewCount: 18,
  isNew: false,
  isOnSale: false,
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

const user = (over: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  username: 'shopper',
  email: 'shopper@example.com',
  fullName: null,
  address: null,
  street: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  phone: null,
  profileImage: null,
  isSeller: false,
  isAdmin: false,
  companyName: null,
  companyWebsite: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const FULL_PROFILE = { fullName: 'Ada Lovelace', street: '12 Main Street', city: 'Detroit', state: 'MI', zipCode: '48201', country: 'US', phone: '3135550100' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const intent = (over: Partial<SandboxIntentDto> = {}): SandboxIntentDto => ({
  id: 'pi_test_1',
  status: 'succeeded',
  amount: '48.35',
  card: { brand: 'visa', last4: '3155' },
  lastError: null,
  nextAction: null,
  ...over,
});

type Handler = (body: unknown) => Response | Promise<Response>;
let lines: CartLineDto[];
let handlers: Record<string, Handler>;
let calls: Array<{ method: string; url: string; body: unknown }>;
let toasts: toastModule.ToastInput[];

beforeEach(() => {
  lines = [
    { id: 1, productId: 13, variantId: 113, variantOptions: {}, sku: null, quantity: 2, product: product() },
    { id: 2, productId: 14, variantId: 114, variantOptions: {}, sku: null, quantity: 1, product: product({ id: 14, name: 'Linen Apron', price: '10.00' }) },
  ];
  calls = [];
  toasts = [];
  handlers = {
    'GET /api/cart': () => json(lines),
    'POST /api/shipping/calculate-rates': () =>
      json({
        rates: [
          {
            service: 'USPS Ground Advantage',
            rate: '7.45',
            estimatedDeliveryDays: 4,
            estimatedDeliveryDate: '2026-12-08T18:00:00.000Z',
            description: 'Tracked ground',
          },
          { service: 'USPS Priority Mail', rate: '11.20', estimatedDeliveryDays: 2, estimatedDeliveryDate: '2026-12-04T18:00:00.000Z' },
        ],
      }),
    'POST /api/tax/calculate': () => json({ taxAmount: '3.00', taxPercentage: 6 }),
    'PATCH /api/user/shipping-info': () => json({}),
    'GET /api/payments/config': () => json({ provider: 'sandbox' }),
    'POST /api/create-payment-intent': () =>
      json({
        clientSecret: 'pi_test_1_secret_x',
        paymentIntentId: 'pi_test_1',
        amount: '54.93',
        subtotal: '49.98',
        discount: '2.50',
        tax: '3.00',
        taxPercentage: 6,
        shipping: '7.45',
        shippingMethod: 'USPS Ground Advantage',
        estimatedDeliveryDays: 4,
        estimatedDeliveryDate: '2026-12-08T18:00:00.000Z',
      }),
    'POST /api/payments/sandbox/confirm': () => json(intent()),
    'POST /api/payments/sandbox/authenticate': () => json(intent()),
    'POST /api/orders': () => json({ id: 41 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input).split('?')[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const handler = handlers[`${method} ${url}`];
      return handler ? handler(body) : json({ message: 'unexpected' }, 500);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toastModule, 'toast').mockImplementation((t) => void toasts.push(t));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderPage(signedIn: PublicUser = user()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  qc.setQueryData(['/api/user'], signedIn);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return qc;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const summaryValue = (term: string | RegExp) => within(summary()).getByText(term).closest('div')?.querySelector('dd')?.textContent;
// The lookups wait for typing to pause (400 ms): allow for a busy machine.
const SLOW = { timeout: 4000 };
const sent = (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key);

async function fillAddress(over: Partial<Record<string, string>> = {}) {
  const v = { 'Full Name': 'Ada Lovelace', Address: '12 Main Street', City: 'Detroit', State: 'MI', 'Zip Code': '48201', Phone: '3135550100', ...over };
  for (const [label, value] of Object.entries(v)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

describe('CheckoutPage: shipping', () => {
  it("shows the spec's messages for an empty or invalid form and keeps Payment disabled", async () => {
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Continue to Payment' });
    expect(screen.getByRole('tab', { name: '2. Payment' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Al');
    await userEvent.type(screen.getByLabelText('Zip Code'), '123');
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.click(submit);
    for (const message of [
      'Full name is required',
      'Invalid email address',
      'Address is required',
      'City is required',
      'State is required',
      'Zip code is required',
      'Phone number is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('tab', { name: '1. Shipping' }).getAttribute('aria-selected')).toBe('true');
    expect(sent('POST /api/create-payment-intent')).toHaveLength(0);
  });

  it('offers only the United States, says territories and military addresses are in it, prefills from the profile', async () => {
    renderPage(user({ fullName: 'Ada Lovelace', city: 'Detroit' }));
    const country = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    expect([...country.options].map((o) => [o.value, o.text])).toEqual([['US', 'United States']]);
    expect(country.value).toBe('US');
    expect(document.getElementById(country.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We ship within the United States, including its territories (e.g. PR, GU) and military addresses (AA, AE, AP).',
    );
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('shopper@example.com');
    expect(screen.getByText('Estimated Tax (8%)')).toBeTruthy();
  });

  it('lists the rates once the ZIP is known, selects the first, and shows the real tax', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    const ground = await screen.findByRole('radio', { name: /USPS Ground Advantage/ }, SLOW);
    expect((ground as HTMLInputElement).checked).toBe(true);
    // The date the server promises for each service (docs/decisions/0044).
    expect(ground.closest('label')?.textContent).toContain('Arrives by Tue, Dec 8');
    expect(screen.getByRole('radio', { name: /USPS Priority Mail/ }).closest('label')?.textContent).toContain('Arrives by Fri, Dec 4');
    expect(screen.getByText('Tracked ground')).toBeTruthy();
    // The whole cart, one package per seller, as the server will charge it (decision 0024).
    expect(sent('POST /api/shipping/calculate-rates').at(-1)?.body).toEqual({ cart: true, destinationZip: '48201' });
    expect(screen.queryByText(/Ships in/)).toBeNull();
    await waitFor(() => expect(summaryValue('Tax (6%)')).toBe('$3.00'), SLOW);
    // 3 items: 5% off the $49.98 (rounded half up, $2.50), and the tax is asked on what is left.
    expect(summaryValue('Multi-item discount (5%)')).toBe('-$2.50');
    expect(sent('POST /api/tax/calculate').at(-1)?.body).toEqual({ subtotal: '47.48', zipCode: '48201', state: 'MI' });
    expect(summaryValue('Shipping')).toBe('$7.45');
    expect(within(summary()).getByText('USPS Ground Advantage (arrives by Tue, Dec 8)')).toBeTruthy();
    expect(summaryValue('Total')).toBe('$57.93');
    await userEvent.click(screen.getByRole('radio', { name: /USPS Priority Mail/ }));
    expect(summaryValue('Total')).toBe('$61.68');
  });

  it("shows the server's free shipping from $50, as the shop promises", async () => {
    lines[1]!.quantity = 2; // $59.98
    handlers['POST /api/tax/calculate'] = () => json({ taxAmount: '3.60', taxPercentage: 6 });
    handlers['POST /api/shipping/calculate-rates'] = () =>
      json({
        rates: [
          { service: 'USPS Ground Advantage', rate: '0.00', estimatedDeliveryDays: 4, description: 'Free shipping on orders over $50' },
          { service: 'USPS Priority Mail', rate: '11.20', estimatedDeliveryDays: 2 },
        ],
      });
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    const ground = await screen.findByRole('radio', { name: /USPS Ground Advantage/ }, SLOW);
    expect(ground.closest('label')?.textContent).toContain('Free');
    expect(ground.closest('label')?.textContent).toContain('Free shipping on orders over $50');
    // $59.98 less the 4-item discount $3.00, tax $3.60, shipping free.
    await waitFor(() => expect(summaryValue('Total')).toBe('$60.58'), SLOW);
    expect(summaryValue('Shipping')).toBe('Free');
    await userEvent.click(screen.getByRole('radio', { name: /USPS Priority Mail/ }));
    expect(summaryValue('Shipping')).toBe('$11.20');
  });

  it('says how many packages a cart from several sellers ships in, and prices them together', async () => {
    handlers['POST /api/shipping/calculate-rates'] = () =>
      json({
        rates: [
          { service: 'USPS Ground Advantage', rate: '15.70', estimatedDeliveryDays: 5, estimatedDeliveryDate: '2026-12-09T18:00:00.000Z' },
          { service: 'Priority Mail', rate: '22.40', estimatedDeliveryDays: 3, estimatedDeliveryDate: '2026-12-07T18:00:00.000Z' },
        ],
        packages: [
          { from: 'NC', items: 2 },
          { from: 'IA', items: 1 },
        ],
      });
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    await screen.findByRole('radio', { name: /USPS Ground Advantage/ }, SLOW);
    expect(screen.getByText(/Ships in 2 packages, from North Carolina and Iowa\./)).toBeTruthy();
    await waitFor(() => expect(summaryValue('Shipping')).toBe('$15.70'), SLOW);
    expect(within(summary()).getByText('USPS Ground Advantage (arrives by Wed, Dec 9, 2 packages)')).toBeTruthy();
    expect(summaryValue('Total')).toBe('$66.18');
  });

  it('takes no discount under 3 items, and asks the tax on the whole subtotal', async () => {
    lines = [lines[0]!]; // 2 × $19.99 = $39.98
    handlers['POST /api/tax/calculate'] = () => json({ taxAmount: '2.40', taxPercentage: 6 });
    handlers['POST /api/shipping/calculate-rates'] = () =>
      json({
        rates: [
          { service: 'USPS Ground Advantage', rate: '5.95', estimatedDeliveryDays: 4, description: 'Flat $5.95 on orders under $50' },
          { service: 'USPS Priority Mail', rate: '11.20', estimatedDeliveryDays: 2 },
        ],
      });
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    await waitFor(() => expect(summaryValue('Tax (6%)')).toBe('$2.40'), SLOW);
    expect(sent('POST /api/tax/calculate').at(-1)?.body).toEqual({ subtotal: '39.98', zipCode: '48201', state: 'MI' });
    expect(within(summary()).queryByText('Multi-item discount (5%)')).toBeNull();
    expect(summaryValue('Shipping')).toBe('$5.95');
    expect(summaryValue('Total')).toBe('$48.33');
  });

  it('labels a tax of 0 as exempt', async () => {
    handlers['POST /api/tax/calculate'] = () => json({ taxAmount: '0.00', taxPercentage: 0 });
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress({ State: 'OR', 'Zip Code': '97201' });
    expect(await within(summary()).findByText('Tax (exempt)', undefined, SLOW)).toBeTruthy();
    expect(summaryValue('Tax (exempt)')).toBe('$0.00');
  });

  it('says so when the ZIP code belongs to another state, asks no tax for the pair, and keeps Payment closed', async () => {
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress({ State: 'OR', 'Zip Code': '48201' });
    const message = 'ZIP code 48201 is in Michigan (MI), not Oregon (OR). Please check the state and ZIP code.';
    // Shown as soon as both are typed, before any submit: the sidebar's tax depends on it.
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('Zip Code').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(submit);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '1. Shipping' }).getAttribute('aria-selected')).toBe('true');
    expect(sent('POST /api/tax/calculate')).toEqual([]);
    // 8% of $47.48, the subtotal less the multi-item discount.
    expect(summaryValue('Estimated Tax (8%)')).toBe('$3.80');
    expect(sent('POST /api/create-payment-intent')).toHaveLength(0);
    expect(sent('PATCH /api/user/shipping-info')).toHaveLength(0);

    // Putting the state right clears the message and asks the tax for Michigan.
    await userEvent.clear(screen.getByLabelText('State'));
    await userEvent.type(screen.getByLabelText('State'), 'MI');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull(), SLOW);
    await waitFor(() => expect(summaryValue('Tax (6%)')).toBe('$3.00'), SLOW);
    expect(sent('POST /api/tax/calculate').at(-1)?.body).toEqual({ subtotal: '47.48', zipCode: '48201', state: 'MI' });
  });

  it("takes the state's name and asks the tax by its code", async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress({ State: 'Michigan' });
    await waitFor(() => expect(summaryValue('Tax (6%)')).toBe('$3.00'), SLOW);
    expect(sent('POST /api/tax/calculate').at(-1)?.body).toEqual({ subtotal: '47.48', zipCode: '48201', state: 'MI' });
    await screen.findByRole('radio', { name: /USPS Ground Advantage/ }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(sent('POST /api/create-payment-intent')[0]?.body).toMatchObject({ amount: '57.93', shippingInfo: { state: 'Michigan', zipCode: '48201' } });
  });

  it('falls back to the default rates and the state estimate when the lookups fail', async () => {
    handlers['POST /api/shipping/calculate-rates'] = () => json({ message: 'carrier down' }, 503);
    handlers['POST /api/tax/calculate'] = () => json({ message: 'tax down' }, 503);
    // Friday, December 4, 2026: the fallback rates' dates count from the browser's clock by the same rule.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T16:00:00Z') });
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    const standard = await screen.findByRole('radio', { name: /Standard Shipping/ }, SLOW);
    expect((standard as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Expedited Shipping/ })).toBeTruthy();
    // The cart's product takes up to 3 business days to make (shipped Wednesday the 9th): Standard's 5
    // days still end on Monday the 14th, Expedited's 2 end on Friday the 11th.
    expect(screen.getByText('Arrives by Mon, Dec 14')).toBeTruthy();
    expect(screen.getByText('Arrives by Fri, Dec 11')).toBeTruthy();
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ title: 'Shipping Rate Error', description: 'Unable to calculate shipping rates. Default rates will be used.' }),
      ),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ description: 'Unable to calculate exact tax. Using estimated rate.' })));
    // MI's estimated 6% of $47.48 ($49.98 less the multi-item discount) = $2.85; Standard flat $5.95 under $50.
    await waitFor(() => expect(summaryValue('Estimated Tax (6%)')).toBe('$2.85'), SLOW);
    expect(standard.closest('label')?.textContent).toContain('Flat $5.95 on orders under $50');
    expect(summaryValue('Shipping')).toBe('$5.95');
    expect(summaryValue('Total')).toBe('$56.28');
  });

  it('makes the default Standard Shipping free from $50, as the server does', async () => {
    lines[1]!.quantity = 2; // $59.98
    handlers['POST /api/shipping/calculate-rates'] = () => json({ message: 'Unable to calculate shipping rates' }, 502);
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    const standard = await screen.findByRole('radio', { name: /Standard Shipping/ }, SLOW);
    expect(standard.closest('label')?.textContent).toContain('Free');
    expect(screen.getByRole('radio', { name: /Expedited Shipping/ }).closest('label')?.textContent).toContain('$12.99');
  });

  it('saves the shipping info and opens the payment tab on submit', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress();
    await screen.findByRole('radio', { name: /USPS Ground Advantage/ }, SLOW);
    await waitFor(() => expect(summaryValue('Tax (6%)')).toBe('$3.00'), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(sent('PATCH /api/user/shipping-info')[0]?.body).toEqual({ ...FULL_PROFILE });
    expect(sent('POST /api/create-payment-intent')[0]?.body).toEqual({
      amount: '57.93',
      shippingInfo: {
        fullName: 'Ada Lovelace',
        email: 'shopper@example.com',
        address: '12 Main Street',
        city: 'Detroit',
        state: 'MI',
        zipCode: '48201',
        country: 'US',
        phone: '3135550100',
        shippingMethod: 'USPS Ground Advantage',
      },
    });
  });

  it('shows the form, with the United States, for a profile saved with another country', async () => {
    renderPage(user({ ...FULL_PROFILE, country: 'CA' }));
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '1. Shipping' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('US');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Detroit');
    expect(sent('POST /api/create-payment-intent')).toHaveLength(0);
  });

  it('sends an empty cart to /cart', async () => {
    lines = [];
    renderPage();
    expect((await screen.findByTestId('where')).textContent).toBe('/cart');
  });
});

describe('CheckoutPage: payment', () => {
  const full = () => user(FULL_PROFILE);

  it("goes straight to payment for a full profile, with 'Pay Now', test cards and PayPal disabled", async () => {
    renderPage(full());
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '2. Payment' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('radio', { name: /Credit or Debit Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /PayPal/ }).hasAttribute('disabled')).toBe(true);
    const box = screen.getByRole('complementary', { name: 'Test Mode' });
    for (const n of ['4242 4242 4242 4242', '4000 0025 0000 3155', '4000 0000 0000 9995']) expect(within(box).getByText(n)).toBeTruthy();
    // The server's figures are shown once the payment is set up.
    await waitFor(() => expect(summaryValue('Total')).toBe('$54.93'), SLOW);
    expect(summaryValue('Multi-item discount (5%)')).toBe('-$2.50');
    // Back on the shipping step, its button says what it does: only the payment step's pays.
    await userEvent.click(screen.getByRole('button', { name: 'Back to Shipping' }));
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  async function payWith(number: string) {
    await userEvent.type(await screen.findByLabelText('Card number'), number);
    await userEvent.type(screen.getByLabelText('Expiry'), '1230');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  }

  it('approves a 3-D Secure challenge, creates the order, refreshes the cart and confirms', async () => {
    let release: (r: Response) => void = () => {};
    handlers['POST /api/payments/sandbox/confirm'] = () => json(intent({ status: 'requires_action', nextAction: { type: 'three_d_secure' } }));
    handlers['POST /api/payments/sandbox/authenticate'] = () => new Promise<Response>((r) => (release = r));
    renderPage(full());
    await payWith('4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: '3-D Secure Authentication' });
    expect(within(dialog).getByText(/sandbox bank's verification/)).toBeTruthy();
    expect(sent('POST /api/payments/sandbox/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_test_1_secret_x',
      card: { number: '4000 0025 0000 3155', expiry: '12 / 30', cvc: '123' },
      billingDetails: { name: 'Ada Lovelace', email: 'shopper@example.com', phone: '3135550100' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Authentication' }));
    expect(within(dialog).getAllByRole('button', { name: 'Processing...' }).length).toBeGreaterThan(0);
    release(json(intent()));
    expect((await screen.findByTestId('where')).textContent).toBe('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    expect(sent('POST /api/payments/sandbox/authenticate')[0]?.body).toEqual({ clientSecret: 'pi_test_1_secret_x', outcome: 'approve' });
    expect(sent('POST /api/orders')[0]?.body).toMatchObject({
      paymentIntentId: 'pi_test_1',
      orderTotal: '54.93',
      subtotal: '49.98',
      tax: '3.00',
      shipping: '7.45',
      shippingMethod: 'USPS Ground Advantage',
      shippingRate: '7.45',
      estimatedDeliveryDays: 4,
      payment: { method: 'card', cardName: 'Ada Lovelace', last4: '3155' },
      shippingAddress: expect.objectContaining({ fullName: 'Ada Lovelace', address: '12 Main Street' }),
    });
    expect(sent('PATCH /api/user/shipping-info')).toHaveLength(1);
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Payment Successful', description: 'Your order has been placed successfully.' }));
  });

  it('leaves the cart to the server after the order: it asks for it again and deletes nothing', async () => {
    const addedInAnotherTab: CartLineDto = {
      id: 3,
      productId: 15,
      variantId: 115,
      variantOptions: {},
      sku: null,
      quantity: 1,
      product: product({ id: 15, name: 'Wool Socks', price: '12.00' }),
    };
    handlers['POST /api/orders'] = () => {
      // The server removed the bought lines; the line another tab added meanwhile is still there.
      lines = [addedInAnotherTab];
      return json({ id: 41 });
    };
    // What the server's DELETE /api/cart/all does: empty the cart, the other tab's line with it.
    handlers['DELETE /api/cart/all'] = () => {
      lines = [];
      return json({});
    };
    const qc = renderPage(full());
    await payWith('4242424242424242');
    expect((await screen.findByTestId('where')).textContent).toBe('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    const ordered = calls.findIndex((c) => `${c.method} ${c.url}` === 'POST /api/orders');
    expect(calls.slice(ordered + 1).some((c) => `${c.method} ${c.url}` === 'GET /api/cart')).toBe(true);
    // The cart the header counts is the server's: the sock added in the other tab is still in it.
    expect(qc.getQueryData(CART_QUERY_KEY)).toEqual([addedInAnotherTab]);
  });

  it("failing the 3-D Secure challenge shows the provider's message and no order", async () => {
    handlers['POST /api/payments/sandbox/confirm'] = () => json(intent({ status: 'requires_action', nextAction: { type: 'three_d_secure' } }));
    handlers['POST /api/payments/sandbox/authenticate'] = () =>
      json(
        intent({
          status: 'requires_payment_method',
          lastError: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
        }),
      );
    renderPage(full());
    await payWith('4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: '3-D Secure Authentication' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail Authentication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toContainEqual({ title: 'Payment Error', description: 'We are unable to authenticate your payment method.', variant: 'destructive' });
    expect(sent('POST /api/payments/sandbox/authenticate')[0]?.body).toMatchObject({ outcome: 'fail' });
    expect(sent('POST /api/orders')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    // Explained next to the card form, which is emptied for another try.
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Card authentication failed');
    expect(notice.textContent).toContain('Visa ending in 3155: We are unable to authenticate your payment method.');
    expect(notice.textContent).toContain('Nothing was charged. Try again and approve the check your bank shows, or use another card.');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
  });

  it('a declined card is explained next to the card form, which is emptied for another card', async () => {
    handlers['POST /api/payments/sandbox/confirm'] = () =>
      json(
        intent({
          status: 'requires_payment_method',
          card: { brand: 'visa', last4: '9995' },
          lastError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
        }),
      );
    renderPage(full());
    await payWith('4000000000009995');
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Payment Error', description: 'Your card has insufficient funds.', variant: 'destructive' }));
    expect(sent('POST /api/orders')).toHaveLength(0);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Payment declined');
    expect(notice.textContent).toContain('Visa ending in 9995: Your card has insufficient funds.');
    expect(notice.textContent).toContain('Use another card, or ask your bank about the available balance.');
    for (const field of ['Card number', 'Expiry', 'CVC']) expect((screen.getByLabelText(field) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Card number')));
    // The next attempt clears the notice.
    handlers['POST /api/payments/sandbox/confirm'] = () => json(intent());
    await payWith('4242424242424242');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('still goes to the confirmation when the order cannot be created', async () => {
    handlers['POST /api/orders'] = () => json({ message: 'boom' }, 500);
    renderPage(full());
    await payWith('4242424242424242');
    expect((await screen.findByTestId('where')).textContent).toBe('/order-confirmation?payment_intent=pi_test_1&redirect_status=succeeded');
    expect(toasts).toContainEqual({
      title: 'Payment Successful, But Order Creation Failed',
      description: "Your payment was processed but we couldn't create your order. Please contact support.",
      variant: 'destructive',
    });
    // The server refunds or recovers the order and removes the bought lines itself.
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it("shows the server's message on a refused total, and Retry sets the payment up again", async () => {
    let refuse = true;
    const ok = handlers['POST /api/create-payment-intent']!;
    handlers['POST /api/create-payment-intent'] = (b) => (refuse ? json({ message: 'The order total has changed. Please review your order.' }, 409) : ok(b));
    renderPage(full());
    expect(await screen.findByText('Unable to initialize payment system. Please try again.')).toBeTruthy();
    expect(toasts).toContainEqual({ title: 'Payment Error', description: 'The order total has changed. Please review your order.', variant: 'destructive' });
    // Next to the payment step too, where the toast's 5 seconds do not end it.
    expect(screen.getByRole('alert').textContent).toContain('The order total has changed. Please review your order.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(sent('POST /api/create-payment-intent')).toHaveLength(2);
  });

  it('says next to the payment step that an item is held by shoppers paying for it (409), and asks for the cart again', async () => {
    handlers['POST /api/create-payment-intent'] = () => json({ message: '"Walnut Cutting Board" is sold out. Please remove it from your cart.' }, 409);
    renderPage(full());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to initialize payment system. Please try again.');
    expect(alert.textContent).toContain('"Walnut Cutting Board" is sold out. Please remove it from your cart.');
    expect(toasts).toContainEqual({
      title: 'Payment Error',
      description: '"Walnut Cutting Board" is sold out. Please remove it from your cart.',
      variant: 'destructive',
    });
    await waitFor(() => expect(sent('GET /api/cart').length).toBeGreaterThan(1));
  });

  it('keeps the spec text alone when the setup failed for another reason (503)', async () => {
    handlers['POST /api/create-payment-intent'] = () => json({ message: 'Payment system is not available. Please try again.' }, 503);
    renderPage(full());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to initialize payment system. Please try again.');
    expect(alert.textContent).not.toContain('Payment system is not available');
  });
});
