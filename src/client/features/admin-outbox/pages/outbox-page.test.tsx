// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { PublicUser } from '#shared/user.ts';
import type { OutboxMessageDetailDto, OutboxMessageDto } from '#shared/outbox.ts';
import OutboxPage from './outbox-page.tsx';

const user = (isAdmin: boolean): PublicUser => ({
  id: isAdmin ? 1 : 3,
  username: isAdmin ? 'admin' : 'shopper',
  email: 'a@example.test',
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
  isAdmin,
  companyName: null,
  companyWebsite: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** Message n of 45, newest first: ids 45 down to 1. */
const message = (id: number): OutboxMessageDto => ({
  id,
  kind: 'order_confirmation',
  to: `buyer${id}@example.test`,
  subject: `Your Heartland Market order #${id} is confirmed`,
  status: id === 45 ? 'failed' : 'pending',
  attempts: id === 45 ? 5 : 0,
  lastError: id === 45 ? 'Connection refused' : null,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, id)).toISOString(),
  sentAt: null,
});

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let total: number;
let fetchMock: ReturnType<typeof vi.fn>;

/** The outbox API over `total` messages. */
async function respond(input: string): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const detail = /^\/api\/admin\/outbox\/(\d+)$/.exec(url.pathname);
  if (detail) {
    const id = Number(detail[1]);
    const body: OutboxMessageDetailDto = {
      ...message(id),
      text: `Hello,\n\nYour order #${id}, placed today, is confirmed.`,
      html: `<p>Order <script>alert(1)</script>#${id}</p>`,
    };
    return json(body);
  }
  if (url.pathname === '/api/admin/outbox') {
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const ids = Array.from({ length: total }, (_, i) => total - i).slice(offset, offset + limit);
    return json(ids.map(message), { 'X-Total-Count': String(total) });
  }
  return json({ message: 'unexpected' }, {}, 500);
}

beforeEach(() => {
  total = 45;
  fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(isAdmin = true) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user(isAdmin));
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/admin/outbox']}>
        <OutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const outboxCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/outbox?'));

describe('OutboxPage', () => {
  it('lists the newest messages with their status, attempts and last error', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('button', { name: 'Your Heartland Market order #45 is confirmed' })).toBeTruthy();
    expect(within(rows[0]!).getByText('buyer45@example.test')).toBeTruthy();
    expect(within(rows[0]!).getByText('Order confirmation')).toBeTruthy();
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[0]!).getByText('5')).toBeTruthy();
    expect(within(rows[0]!).getByText('Connection refused')).toBeTruthy();
    expect(within(rows[1]!).getByText('Pending')).toBeTruthy();
    // 12:45 UTC, shown in the marketplace's zone with its name, whatever the browser's zone.
    expect(within(rows[0]!).getByText('Jan 1, 2025, 6:45 AM CST')).toBeTruthy();
    expect(screen.getByText('Showing 1–20 of 45')).toBeTruthy();
    expect(screen.getByText(/Mail is kept here as/).textContent).toContain('SMTP_URL');
    // The narrow layout has the same messages as cards.
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(20);
    expect(outboxCalls()[0]).toMatch(/^\/api\/admin\/outbox\?limit=20&offset=0&_=\d+$/);
  });

  it('pages through the outbox with the server offset', async () => {
    renderPage();
    await screen.findByText('Showing 1–20 of 45');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
    expect(outboxCalls().at(-1)).toMatch(/limit=20&offset=20&/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeTruthy();
    expect(outboxCalls().at(-1)).toMatch(/limit=20&offset=40&/);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
  });

  it('opens a message with its text and its HTML in an empty sandbox', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Your Heartland Market order #44 is confirmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Heartland Market order #44 is confirmed' });
    expect(await within(dialog).findByText(/Your order #44, placed today, is confirmed\./)).toBeTruthy();
    expect(within(dialog).getByText(/Your order #44/).tagName).toBe('PRE');
    const frame = within(dialog).getByTitle('HTML version of the message');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('#44');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/admin\/outbox\/44\?/), expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is no mail yet', async () => {
    total = 0;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('offers a retry when the outbox cannot be loaded', async () => {
    let fail = true;
    fetchMock.mockImplementation(async (input: string) => (fail ? json({ message: 'boom' }, {}, 500) : respond(input)));
    renderPage();
    expect(await screen.findByText('The outbox could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1–20 of 45')).toBeTruthy();
  });

  it('tells a signed-in shopper the page is for the administrator, without asking the server', async () => {
    renderPage(false);
    expect(await screen.findByText('This page is for the administrator.')).toBeTruthy();
    expect(outboxCalls()).toHaveLength(0);
  });

  it('shows the same message when the server refuses with 403', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Admin access required' }, {}, 403));
    renderPage();
    expect(await screen.findByText('This page is for the administrator.')).toBeTruthy();
  });
});
