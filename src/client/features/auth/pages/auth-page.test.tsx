// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import type { PublicUser, SessionUser } from '#shared/user.ts';
import AuthPage from './auth-page.tsx';

const shopper: PublicUser = {
  id: 3,
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
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ message: 'unexpected call' }, 500));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage({ session = null, url = '/auth' }: { session?: SessionUser | null; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['/api/user'], session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/profile" element={<p>Profile page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

describe('AuthPage', () => {
  it('sets the page title', () => {
    renderPage();
    expect(document.title).toBe('Sign In | Heartland Market');
  });

  it('switches between the Login and Register tabs with the links', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText(/Already have an account\?/)).toBeTruthy();
    // The form the user asked for takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/Don't have an account\?/)).toBeTruthy();
  });

  it('shows the login validation messages on an empty submit', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Username must be at least 3 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the register validation messages on an empty submit', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Full Name/).getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Passwords don\'t match" under Confirm Password', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'maker');
    await user.type(screen.getByLabelText('Email'), 'maker@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toBe('register-confirm-password-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers without sending the confirmation and goes to returnTo', async () => {
    fetchMock.mockImplementation(async () => json({ ...shopper, username: 'maker' }, 201));
    const { user } = renderPage({ url: '/auth?returnTo=%2Fprofile' });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'maker');
    await user.type(screen.getByLabelText('Email'), 'maker@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Profile page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/register');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'maker', email: 'maker@example.com', password: 'secret1' });
  });

  it("shows the server's refusal of a common password under Password", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    fetchMock.mockImplementation(async () => json({ message, code: 'weak_password', details: [{ path: 'password', message }] }, 400));
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'maker');
    await user.type(screen.getByLabelText('Email'), 'maker@example.com');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(message)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('register-password-error')?.textContent).toBe(message);
    expect(document.activeElement).toBe(password);
  });

  it('signs in and goes to returnTo', async () => {
    fetchMock.mockImplementation(async () => json(shopper));
    const { user } = renderPage({ url: '/auth?returnTo=%2Fprofile' });
    await user.type(screen.getByLabelText('Username'), 'shopper');
    await user.type(screen.getByLabelText('Password'), 'shopper123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Profile page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'shopper', password: 'shopper123' });
  });

  it('ignores a returnTo that leaves the site', async () => {
    fetchMock.mockImplementation(async () => json(shopper));
    const { user } = renderPage({ url: '/auth?returnTo=https%3A%2F%2Fevil.example' });
    await user.type(screen.getByLabelText('Username'), 'shopper');
    await user.type(screen.getByLabelText('Password'), 'shopper123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('sends a signed-in user straight to returnTo', async () => {
    renderPage({ session: shopper, url: '/auth?returnTo=%2Fprofile' });
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('shows Welcome Back for a remembered account; Use Password prefills the login form', async () => {
    const { user } = renderPage({ session: { id: 3, username: 'shopper', remembered: true } });

    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('shopper')).toBeTruthy();
    expect(screen.getByText('S')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quick Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use Password' }));
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('shopper');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('"Not you?" makes the browser forget the account and shows an empty sign-in form', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'This browser no longer remembers your account.' }));
    const { user, queryClient } = renderPage({ session: { id: 3, username: 'shopper', remembered: true } });
    expect(screen.getByText('This browser will forget shopper, for shared computers.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Not you?' }));

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).toBeNull();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/forget-me', 'POST']);
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
  });

  it('"Not you?" keeps the Welcome Back panel when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Internal Server Error' }, 500));
    const { user } = renderPage({ session: { id: 3, username: 'shopper', remembered: true } });
    await user.click(screen.getByRole('button', { name: 'Not you?' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('Quick Sign In posts the remembered id and goes to returnTo', async () => {
    fetchMock.mockImplementation(async () => json(shopper));
    const { user } = renderPage({
      session: { id: 3, username: 'shopper', remembered: true },
      url: '/auth?returnTo=%2Fprofile',
    });
    await user.click(screen.getByRole('button', { name: 'Quick Sign In' }));

    expect(await screen.findByText('Profile page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/quick-login');
    expect(JSON.parse(String(init.body))).toEqual({ userId: 3 });
  });

  it('after a logout, Welcome Back asks for the password instead of offering Quick Sign In, and signs in with it', async () => {
    fetchMock.mockImplementation(async () => json(shopper));
    const { user } = renderPage({
      session: { id: 3, username: 'shopper', remembered: true, passwordRequired: true },
      url: '/auth?returnTo=%2Fprofile',
    });

    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('S')).toBeTruthy();
    expect(screen.getByText(/You signed out here, so enter your password/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quick Sign In' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();

    // An empty password is refused in the browser, with the spec's message.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'shopper123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Profile page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'shopper', password: 'shopper123' });
  });

  it('after a logout, "Use another account" leaves Welcome Back for an empty sign-in form', async () => {
    const { user } = renderPage({ session: { id: 3, username: 'shopper', remembered: true, passwordRequired: true } });
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).toBeNull();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner while the session loads', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/auth']}>
          <AuthPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
