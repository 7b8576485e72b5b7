// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { PublicUser } from '#shared/user.ts';
import ProfilePage from './profile-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const shopper: PublicUser = {
  id: 3,
  username: 'jordan',
  email: 'jordan@example.test',
  fullName: 'Jordan Miller',
  address: null,
  street: '4 Oak Lane',
  city: 'Ames',
  state: 'IA',
  zipCode: '50010',
  country: 'United States',
  phone: null,
  profileImage: null,
  isSeller: false,
  isAdmin: false,
  companyName: null,
  companyWebsite: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** What the server answers to each call ('PUT /api/user' ...); the bodies it was sent. */
let answers: Record<string, () => Response>;
let sent: Array<{ call: string; body: Record<string, unknown> }>;

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      // Without the cache-busting parameter every GET carries.
      const call = `${init?.method ?? 'GET'} ${url.replace(/[?&]_=\d+$/, '')}`;
      // A picture travels as a multipart form: kept as it is.
      sent.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body instanceof FormData ? { form: init.body } : {} });
      return answers[call]?.() ?? json({ message: 'unexpected' }, 500);
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

function renderPage(user: PublicUser = shopper, url = '/profile') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <ProfilePage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), qc };
}

/** A toast's title: the toast view loads with the first toast, which takes a moment on a busy machine. */
const findToast = (title: string) => screen.findByText(title, {}, { timeout: 5000 });

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('ProfilePage: Account Information', () => {
  it('shows the three tabs and the account filled in from the session', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Account Information', 'Security Settings', 'Shipping Settings']);
    expect(field(/Full Name/).value).toBe('Jordan Miller');
    expect(field('Email').value).toBe('jordan@example.test');
    expect(field(/City/).value).toBe('Ames');
  });

  it('says "Please enter a valid email" and sends nothing', async () => {
    const { user } = renderPage();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'jordan.example.test');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('says the shop ships within the United States only, and sends nothing for another country', async () => {
    const { user } = renderPage();
    expect(document.getElementById(field(/Country/).getAttribute('aria-describedby')!)?.textContent).toBe(
      'United States only, territories and military addresses included',
    );
    await user.clear(field(/Country/));
    await user.type(field(/Country/), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('We ship only within the United States, including its territories and military addresses. Please enter a US address.'),
    ).toBeTruthy();
    expect(field(/Country/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('saves the fields, without a picture when none was chosen, and says so', async () => {
    answers['PUT /api/user'] = () => json({ ...shopper, city: 'Boone' });
    const { user, qc } = renderPage();
    await user.clear(field(/City/));
    await user.type(field(/City/), 'Boone');
    await user.clear(field(/Street Address/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Profile updated')).toBeTruthy();
    expect(sent).toEqual([
      {
        call: 'PUT /api/user',
        body: { fullName: 'Jordan Miller', email: 'jordan@example.test', street: null, city: 'Boone', state: 'IA', zipCode: '50010', country: 'United States' },
      },
    ]);
    expect(qc.getQueryData<PublicUser>(['/api/user'])?.city).toBe('Boone');
  });

  it("shows 'Update failed' with the server's message", async () => {
    answers['PUT /api/user'] = () => json({ message: 'An account with this email already exists. Please use another email address.' }, 409);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Update failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists. Please use another email address.')).toBeTruthy();
  });

  it("puts the server's message for a taken email beside the Email field and focuses it", async () => {
    const taken = 'An account with this email already exists. Please use another email address.';
    answers['PUT /api/user'] = () => json({ message: taken, details: [{ path: 'email', message: taken }] }, 409);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain(taken);
    expect(document.activeElement).toBe(email);
  });

  it('sends a chosen picture as a data URL and shows its preview', async () => {
    answers['PUT /api/user'] = () => json({ ...shopper, profileImage: '/uploads/profiles/3-ab.webp' });
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Choose a profile picture'), new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(((await screen.findByAltText('Your profile picture')) as HTMLImageElement).src).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Profile updated');
    expect(sent[0]!.body.profileImage).toBe('data:image/png;base64,iVBORw==');
    await waitFor(() => expect((screen.getByAltText('Your profile picture') as HTMLImageElement).getAttribute('src')).toBe('/uploads/profiles/3-ab.webp'));
  });

  it('removes a stored picture with Remove (sent as null)', async () => {
    answers['PUT /api/user'] = () => json(shopper);
    const { user } = renderPage({ ...shopper, profileImage: '/uploads/profiles/3-old.webp' });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByAltText('Your profile picture')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('Profile updated');
    expect(sent[0]!.body).toHaveProperty('profileImage', null);
  });

  it.each([
    [
      'a file over 10MB',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'The image is too large. Please choose an image of 10MB or less.',
    ],
    ['a file that is no image', new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'Please choose an image file (JPEG, PNG, WebP or GIF).'],
  ])('refuses %s on the spot', async (_why, file, message) => {
    renderPage();
    // As a browser's "All files" choice would: the input's accept list is only a hint.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose a profile picture'), file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByAltText('Your profile picture')).toBeNull();
  });
});

describe('ProfilePage: Security Settings', () => {
  const fillPasswords = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) => {
    await user.click(screen.getByRole('tab', { name: 'Security Settings' }));
    if (current) await user.type(field('Current Password'), current);
    await user.type(field('New Password'), next);
    await user.type(field('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it("shows the spec's messages and sends nothing", async () => {
    const { user } = renderPage();
    await fillPasswords(user, '', '12345', '123456');
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says "Passwords don\'t match" on the confirmation', async () => {
    const { user } = renderPage();
    await fillPasswords(user, 'old-secret', 'new-secret', 'new-secret!');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(field('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Password change failed' and the server's word beside the current password", async () => {
    answers['PUT /api/user/password'] = () =>
      json({ message: 'Current password is incorrect', details: [{ path: 'currentPassword', message: 'Current password is incorrect' }] }, 400);
    const { user } = renderPage();
    await fillPasswords(user, 'wrong-one', 'new-secret', 'new-secret');
    expect(await findToast('Password change failed')).toBeTruthy();
    await waitFor(() => expect(field('Current Password').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Current Password'));
  });

  it('changes the password, says so and empties the fields', async () => {
    answers['PUT /api/user/password'] = () => json({ message: 'Your password has been changed. You have been signed out on every other device.' });
    const { user } = renderPage();
    await fillPasswords(user, 'old-secret', 'new-secret', 'new-secret');
    expect(await findToast('Password changed')).toBeTruthy();
    expect(sent).toEqual([
      { call: 'PUT /api/user/password', body: { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' } },
    ]);
    await waitFor(() => expect(field('Current Password').value).toBe(''));
  });
});

describe('ProfilePage: Shipping Settings', () => {
  it('tells a shopper the settings are for sellers and links to /become-seller', async () => {
    renderPage(shopper, '/profile?tab=shipping');
    expect(screen.getByRole('heading', { name: 'Shipping settings are for sellers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Seller' }).getAttribute('href')).toBe('/become-seller');
  });

  const seller: PublicUser = {
    ...shopper,
    isSeller: true,
    uspsUserId: null,
    uspsApiKey: null,
    uspsApiKeySet: false,
    shippingOriginZip: null,
    uspsEnabled: false,
  };
  const saved: PublicUser = {
    ...seller,
    uspsUserId: 'consumer-key',
    uspsApiKey: '••••••••wxyz',
    uspsApiKeySet: true,
    shippingOriginZip: '50309',
    uspsEnabled: true,
  };

  it("shows a seller's form with the spec's messages, and saves the settings with a toast", async () => {
    const { user, qc } = renderPage(seller, '/profile?tab=shipping');
    expect(screen.getByText('USPS shipping is off.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(await screen.findByText('USPS User ID is required for shipping integration')).toBeTruthy();
    expect(screen.getByText('ZIP code must be at least 5 characters')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(field('USPS User ID'), 'consumer-key');
    await user.type(field('Shipping Origin ZIP Code'), '50309-12345');
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(await screen.findByText('ZIP code cannot exceed 10 characters')).toBeTruthy();

    // USPS on without a key: said here, not sent.
    await user.clear(field('Shipping Origin ZIP Code'));
    await user.type(field('Shipping Origin ZIP Code'), '50309');
    await user.click(screen.getByLabelText('Use my USPS account for shipping labels'));
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(await screen.findByText('Enter your USPS API key to turn on USPS shipping')).toBeTruthy();
    expect(sent).toEqual([]);

    answers['PUT /api/user/shipping-settings'] = () => json(saved);
    await user.type(field(/USPS API Key/), 'SecretKeywxyz');
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(await findToast('Shipping settings updated')).toBeTruthy();
    expect(sent).toEqual([
      {
        call: 'PUT /api/user/shipping-settings',
        body: { uspsUserId: 'consumer-key', uspsApiKey: 'SecretKeywxyz', shippingOriginZip: '50309', uspsEnabled: true },
      },
    ]);
    expect(qc.getQueryData(['/api/user'])).toEqual(saved);
    expect(await screen.findByText('USPS shipping is on.')).toBeTruthy();
    // The key is gone from the page; only its last four are shown.
    expect(field(/USPS API Key/).value).toBe('');
    expect(field(/USPS API Key/).placeholder).toBe('••••••••wxyz');
    expect(screen.getByText(/A key ending in wxyz is saved/)).toBeTruthy();
  });

  it('keeps the saved key when the field is left blank, and shows the server refusing with its message', async () => {
    const { user } = renderPage(saved, '/profile?tab=shipping');
    expect(field('USPS User ID').value).toBe('consumer-key');
    expect(field('Shipping Origin ZIP Code').value).toBe('50309');
    expect((screen.getByLabelText('Use my USPS account for shipping labels') as HTMLInputElement).checked).toBe(true);
    answers['PUT /api/user/shipping-settings'] = () =>
      json(
        {
          message: 'Enter a US ZIP code of 5 digits or ZIP+4, like 50309 or 50309-1234',
          details: [{ path: 'shippingOriginZip', message: 'Enter a US ZIP code of 5 digits or ZIP+4, like 50309 or 50309-1234' }],
        },
        400,
      );
    await user.click(screen.getByRole('button', { name: 'Save Shipping Settings' }));
    expect(await findToast('Update failed')).toBeTruthy();
    expect(sent[0]).toEqual({
      call: 'PUT /api/user/shipping-settings',
      body: { uspsUserId: 'consumer-key', uspsApiKey: '', shippingOriginZip: '50309', uspsEnabled: true },
    });
    expect(screen.getAllByText('Enter a US ZIP code of 5 digits or ZIP+4, like 50309 or 50309-1234').length).toBeGreaterThan(0);
  });

  it('removes the saved key, turning USPS off', async () => {
    const { user } = renderPage(saved, '/profile?tab=shipping');
    answers['PUT /api/user/shipping-settings'] = () => json({ ...saved, uspsApiKey: null, uspsApiKeySet: false, uspsEnabled: false });
    await user.click(screen.getByRole('button', { name: 'Remove saved key' }));
    expect(await findToast('Shipping settings updated')).toBeTruthy();
    expect(sent).toEqual([
      {
        call: 'PUT /api/user/shipping-settings',
        body: { uspsUserId: 'consumer-key', uspsApiKey: '', shippingOriginZip: '50309', uspsEnabled: false, removeUspsApiKey: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove saved key' })).toBeNull());
  });
});

describe('ProfilePage: Shop (issue 26)', () => {
  const seller: PublicUser = { ...shopper, isSeller: true, companyName: 'Prairie Pottery' };
  const stored = {
    shopName: 'Prairie Pottery',
    slug: 'prairie-pottery',
    story: 'Stoneware from Ames.',
    city: 'Ames',
    state: 'IA',
    logoUrl: null,
    bannerUrl: null,
    shipFrom: { street: '4 Oak Lane', city: 'Ames', state: 'IA', zipCode: '50010' },
  };

  it('is a tab for sellers only', () => {
    renderPage(seller);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Account Information', 'Security Settings', 'Shop', 'Shipping Settings']);
    cleanup();
    renderPage(shopper, '/profile?tab=shop');
    expect(screen.queryByRole('tab', { name: 'Shop' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Account Information', selected: true })).toBeTruthy();
  });

  it("shows the shop's address and settings, and saves them with a toast", async () => {
    answers['GET /api/seller/shop'] = () => json(stored);
    const { user, qc } = renderPage(seller, '/profile?tab=shop');
    expect((await screen.findByRole('link', { name: /\/shop\/prairie-pottery/ })).getAttribute('href')).toBe('/shop/prairie-pottery');
    expect(field('Shop Name').value).toBe('Prairie Pottery');
    expect(field('Street Address').value).toBe('4 Oak Lane');
    // The location shown is the ship-from address's: its own fields stay empty.
    expect(field(/Shop City/).value).toBe('');

    const renamed = {
      ...stored,
      shopName: 'Prairie Pottery Studio',
      story: 'Stoneware from Des Moines.',
      city: 'Des Moines',
      shipFrom: { ...stored.shipFrom, city: 'Des Moines', zipCode: '50309' },
    };
    answers['PUT /api/seller/shop'] = () => json(renamed);
    await user.clear(field('Shop Name'));
    await user.type(field('Shop Name'), 'Prairie Pottery Studio');
    await user.clear(field(/Your Story/));
    await user.type(field(/Your Story/), 'Stoneware from Des Moines.');
    await user.clear(screen.getByLabelText('City', { exact: true }));
    await user.type(screen.getByLabelText('City', { exact: true }), 'Des Moines');
    await user.clear(field('ZIP Code'));
    await user.type(field('ZIP Code'), '50309');
    await user.click(screen.getByRole('button', { name: 'Save Shop' }));
    expect(await findToast('Shop Saved')).toBeTruthy();
    expect(sent.filter((s) => s.call === 'PUT /api/seller/shop').map((s) => s.body)).toEqual([
      {
        shopName: 'Prairie Pottery Studio',
        story: 'Stoneware from Des Moines.',
        city: null,
        state: null,
        shipFrom: { street: '4 Oak Lane', city: 'Des Moines', state: 'IA', zipCode: '50309' },
      },
    ]);
    expect(qc.getQueryData(['/api/seller/shop'])).toEqual(renamed);
  });

  it('says a ship-from address is needed, checks the fields, and puts a taken name beside the Shop Name field', async () => {
    answers['GET /api/seller/shop'] = () => json({ ...stored, city: null, state: null, shipFrom: null });
    const { user } = renderPage(seller, '/profile?tab=shop');
    expect(await screen.findByText('Add your ship-from address in your shop settings before publishing a listing.')).toBeTruthy();
    await user.type(field('ZIP Code'), '50010');
    await user.click(screen.getByRole('button', { name: 'Save Shop' }));
    expect(await screen.findByText('Street address is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Please enter a US state, e.g. MI or Michigan')).toBeTruthy();
    expect(sent.filter((s) => s.call === 'PUT /api/seller/shop')).toEqual([]);

    answers['PUT /api/seller/shop'] = () => json({ message: 'That shop name is taken. Please choose another.', code: 'SHOP_NAME_TAKEN' }, 409);
    await user.type(field('Street Address'), '4 Oak Lane');
    await user.type(screen.getByLabelText('City', { exact: true }), 'Ames');
    await user.type(screen.getByLabelText('State', { exact: true }), 'Iowa');
    await user.click(screen.getByRole('button', { name: 'Save Shop' }));
    await waitFor(() => expect(field('Shop Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That shop name is taken. Please choose another.')).toBeTruthy();
    expect(sent.filter((s) => s.call === 'PUT /api/seller/shop').map((s) => (s.body.shipFrom as { state: string }).state)).toEqual(['IA']);
  });

  it('uploads a logo as a multipart form and shows the stored one', async () => {
    answers['GET /api/seller/shop'] = () => json(stored);
    answers['POST /api/seller/shop/logo'] = () => json({ ...stored, logoUrl: '/uploads/shops/logo-1.webp' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    const { user } = renderPage(seller, '/profile?tab=shop');
    await screen.findByText('No logo yet');
    await user.upload(screen.getByLabelText('Choose a logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await findToast('Logo Updated')).toBeTruthy();
    const upload = sent.find((s) => s.call === 'POST /api/seller/shop/logo')!;
    expect((upload.body.form as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Prairie Pottery logo' }).getAttribute('src')).toBe('/uploads/shops/logo-1.webp');
    expect(screen.getByText('No banner yet')).toBeTruthy();
  });
});
