// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { PublicUser } from '#shared/user.ts';
import BecomeSellerPage from './become-seller-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: (body: Record<string, unknown>) => Response;
let sent: unknown[];

const shopper = { id: 7, username: 'ada', email: 'ada@example.test', isSeller: false, isAdmin: false } as PublicUser;

beforeEach(() => {
  sent = [];
  answer = (body) => json({ ...shopper, isSeller: true, companyName: body.companyName });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user/become-seller' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return answer(body);
      }
      return json({ message: 'unexpected' }, 500);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(user: PublicUser | null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/become-seller']}>
        <Routes>
          <Route path="/become-seller" element={<BecomeSellerPage />} />
          <Route path="/seller/submit-product" element={<p>The submit page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The shop's fields as a maker in Portland fills them. */
async function fillShop() {
  await userEvent.type(screen.getByLabelText('Shop Name'), 'Prairie Pottery');
  await userEvent.type(screen.getByLabelText(/Your Story/), 'Wheel-thrown stoneware from a small studio.');
  await userEvent.type(screen.getByLabelText('Street Address'), '1200 SE Morrison St');
  await userEvent.type(screen.getByLabelText('City'), 'Portland');
  await userEvent.type(screen.getByLabelText('State'), 'OR');
  await userEvent.type(screen.getByLabelText('ZIP Code'), '97214');
}

describe('/become-seller', () => {
  it('asks a visitor to log in or register, and brings them back', () => {
    renderPage(null);
    for (const name of ['Log In', 'Register']) {
      expect(screen.getByRole('link', { name })).toHaveProperty('href', expect.stringMatching(/\/auth\?returnTo=%2Fbecome-seller$/));
    }
    expect(screen.queryByRole('form', { name: 'Become a seller' })).toBeNull();
  });

  it('tells a seller they are one already, with the way to list a product', () => {
    renderPage({ ...shopper, isSeller: true });
    expect(screen.getByRole('heading', { name: 'You are already a seller' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List a Product' })).toHaveProperty('href', expect.stringMatching(/\/seller\/submit-product$/));
  });

  it('links the Seller Terms it asks to accept, in a new tab so the form keeps what is typed', () => {
    renderPage(shopper);
    const terms = screen.getByRole('checkbox', { name: /I agree to the Seller Terms.*15% platform fee on each sale/ });
    const link = within(terms.parentElement!).getByRole('link', { name: /^Seller Terms.*opens in a new tab/ });
    expect(link.getAttribute('href')).toBe('/seller-terms');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("shows the spec's messages and sends nothing until the form is right", async () => {
    renderPage(shopper);
    await userEvent.type(screen.getByLabelText(/Company Website/), 'www.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Activate Seller Account' }));
    expect(await screen.findByText('Please enter a valid URL or leave empty')).toBeTruthy();
    expect(screen.getByText('You must confirm your products are manufactured in the USA')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for the shop: its name and the ship-from address, with the messages of the shop settings (issue 26)', async () => {
    renderPage(shopper);
    await userEvent.type(screen.getByLabelText('ZIP Code'), '9721');
    await userEvent.click(screen.getByRole('button', { name: 'Activate Seller Account' }));
    expect(await screen.findByText('Shop name must be 3 to 60 characters')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Please enter a US state, e.g. MI or Michigan')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 5-digit ZIP code')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ship-from address' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says on the Shop Name field that another shop has the name (409), and keeps what was typed', async () => {
    answer = () => json({ message: 'That shop name is taken. Please choose another.', code: 'SHOP_NAME_TAKEN' }, 409);
    renderPage(shopper);
    await fillShop();
    await userEvent.click(screen.getByLabelText(/manufactured in the USA/));
    await userEvent.click(screen.getByLabelText(/I agree to the Seller Terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Activate Seller Account' }));
    const name = screen.getByLabelText('Shop Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('That shop name is taken. Please choose another.').length).toBeGreaterThan(0);
    expect((name as HTMLInputElement).value).toBe('Prairie Pottery');
    expect(document.activeElement).toBe(name);
  });

  it("says 'Failed to activate seller account' when the server refuses", async () => {
    answer = () => json({ message: 'Please sign in to continue.' }, 401);
    renderPage(shopper);
    await fillShop();
    await userEvent.click(screen.getByLabelText(/manufactured in the USA/));
    await userEvent.click(screen.getByLabelText(/I agree to the Seller Terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Activate Seller Account' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Failed to activate seller account')).toBeTruthy();
  });

  it('activates the account and moves on to /seller/submit-product after 2 seconds', async () => {
    renderPage(shopper);
    await userEvent.type(screen.getByLabelText(/Company Name/), 'Prairie Pottery');
    await fillShop();
    await userEvent.clear(screen.getByLabelText('State'));
    await userEvent.type(screen.getByLabelText('State'), 'Oregon');
    await userEvent.click(screen.getByLabelText(/manufactured in the USA/));
    await userEvent.click(screen.getByLabelText(/I agree to the Seller Terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Activate Seller Account' }));
    expect(await screen.findByText('Your seller account is active')).toBeTruthy();
    expect(sent).toEqual([
      {
        isSeller: true,
        companyName: 'Prairie Pottery',
        companyWebsite: null,
        confirmationUsManufacturer: true,
        termsAndConditions: true,
        shop: {
          shopName: 'Prairie Pottery',
          story: 'Wheel-thrown stoneware from a small studio.',
          city: null,
          state: null,
          shipFrom: { street: '1200 SE Morrison St', city: 'Portland', state: 'OR', zipCode: '97214' },
        },
      },
    ]);
    expect(screen.queryByText('The submit page')).toBeNull();
    await waitFor(() => expect(screen.getByText('The submit page')).toBeTruthy(), { timeout: 3000 });
  });
});
