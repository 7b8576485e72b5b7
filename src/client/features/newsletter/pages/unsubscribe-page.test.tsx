// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import UnsubscribePage, { REDIRECT_MS } from './unsubscribe-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: () => Promise<Response>;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  answer = async () => json({ message: 'You have been unsubscribed from our newsletter. You will not receive any more newsletters from us.' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/newsletter/unsubscribe' && init?.method === 'POST') {
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/newsletter/unsubscribe?email=ann%40example.test&token=tok-123', options: Parameters<typeof userEvent.setup>[0] = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/newsletter/unsubscribe" element={<UnsubscribePage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup(options);
}

describe('UnsubscribePage', () => {
  it('shows the address with Cancel (home) and Unsubscribe', async () => {
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeTruthy();
    expect(screen.getByText('ann@example.test')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('unsubscribes with the email and token, says so, and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release!: () => void;
    answer = () =>
      new Promise(
        (resolve) =>
          (release = () => resolve(json({ message: 'You have been unsubscribed from our newsletter. You will not receive any more newsletters from us.' }))),
      );
    const user = renderPage(undefined, { advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((screen.getByRole('button', { name: 'Unsubscribing...' }) as HTMLButtonElement).disabled).toBe(true);
    release();

    expect(await screen.findByRole('heading', { name: "You've been unsubscribed" })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You have been unsubscribed from our newsletter. You will not receive any more newsletters from us.');
    expect(sent).toEqual([{ email: 'ann@example.test', token: 'tok-123' }]);
    act(() => vi.advanceTimersByTime(REDIRECT_MS - 100));
    expect(screen.queryByText('Home page')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it("shows the server's message in the page and an 'Error' toast, and lets the user try again", async () => {
    answer = async () => json({ message: 'This unsubscribe link is not valid. Please use the link from your latest newsletter email.' }, 403);
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid. Please use the link from your latest newsletter email.');
    expect(await screen.findByText('Error', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it("falls back to 'There was an error processing your request.' without a message", async () => {
    answer = async () => new Response('', { status: 502 });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error processing your request.');
  });

  it('says a link without its token is incomplete', () => {
    renderPage('/newsletter/unsubscribe?email=ann%40example.test');
    expect(screen.getByRole('heading', { name: 'This unsubscribe link is incomplete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
