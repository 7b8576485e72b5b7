// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { PublicUser } from '#shared/user.ts';
import ContactPage from './contact-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What POST /api/contact answers; the bodies it was sent. */
let answer: () => Promise<Response>;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  answer = async () => json({ message: "We've received your message and will respond soon." }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/contact' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return answer();
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

const signedIn = { id: 7, username: 'ada', email: 'ada@example.test', fullName: 'Ada Lovelace', isSeller: false, isAdmin: false } as PublicUser;

function renderPage(user: PublicUser | null = null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string } = {}) {
  if (values.name !== undefined) await user.type(field('Your Name'), values.name);
  if (values.email !== undefined) await user.type(field('Email Address'), values.email);
  await user.selectOptions(field('What is this about?'), 'A return or refund');
  await user.type(field('Subject'), 'Return for order 41');
  await user.type(field('Message'), 'The mugs arrived chipped.');
}

describe('ContactPage', () => {
  it('offers the four inquiry types, general first, and an email-type address field', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const select = field('What is this about?') as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['general', 'General question'],
      ['order', 'An order or a delivery'],
      ['return', 'A return or refund'],
      ['seller', 'Selling on Heartland Market'],
    ]);
    expect(select.value).toBe('general');
    expect(field('Email Address').type).toBe('email');
  });

  it('shows the support hours, phone and email beside the form', () => {
    renderPage();
    const card = screen.getByRole('region', { name: 'Customer Support' });
    expect(within(card).getByRole('link', { name: '(515) 555-0142' }).getAttribute('href')).toBe('tel:+15155550142');
    expect(within(card).getByRole('link', { name: 'support@heartland-market.example' })).toBeTruthy();
    expect(card.textContent).toContain('Monday – Friday9 AM – 5 PM ET');
    expect(card.textContent).toContain('Saturday10 AM – 2 PM ET');
    expect(card.textContent).toContain('SundayClosed');
    expect(card.textContent).toContain('within 1-2 business days');
  });

  it("fills in a signed-in user's name and email", () => {
    renderPage(signedIn);
    expect(field('Your Name').value).toBe('Ada Lovelace');
    expect(field('Email Address').value).toBe('ada@example.test');
  });

  it('says what is missing and sends nothing', async () => {
    const user = renderPage();
    await user.type(field('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a subject')).toBeTruthy();
    expect(screen.getByText('Please enter your message')).toBeTruthy();
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("sends, shows 'Sending...', then the success view and the toast; Send Another Message keeps the sender", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answered = answer;
    answer = async () => {
      await held;
      return answered();
    };
    const user = renderPage();
    await fillIn(user, { name: 'Grace Hopper', email: 'grace@example.test' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();

    const heading = await screen.findByRole('heading', { name: 'Thank you, your message is on its way' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.test', inquiryType: 'return', subject: 'Return for order 41', message: 'The mugs arrived chipped.' },
    ]);
    expect(screen.queryByRole('form', { name: 'Contact Us' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    const toasts = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
    expect(await within(toasts).findByText('Message sent')).toBeTruthy();
    expect(within(toasts).getByText("We've received your message and will respond soon.")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Your Name').value).toBe('Grace Hopper');
    expect(field('Email Address').value).toBe('grace@example.test');
    expect(field('Subject').value).toBe('');
    expect(field('Message').value).toBe('');
    expect((field('What is this about?') as unknown as HTMLSelectElement).value).toBe('general');
  });

  it.each([
    [
      'the server says why',
      () => json({ message: 'Too many attempts. Please wait 40 minutes and try again.' }, 429),
      'Too many attempts. Please wait 40 minutes and try again.',
    ],
    ['the server answers without a message', () => new Response('', { status: 502, statusText: 'Bad Gateway' }), 'Failed to send message. Please try again.'],
    ['no answer arrives', () => Promise.reject(new TypeError('Failed to fetch')), 'An unexpected error occurred. Please try again.'],
  ])('shows an inline alert when %s, and keeps what was typed', async (_case, failure, message) => {
    answer = async () => failure();
    const user = renderPage(signedIn);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field('Subject').value).toBe('Return for order 41');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
