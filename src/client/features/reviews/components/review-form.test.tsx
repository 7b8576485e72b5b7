// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReviewForm } from './review-form.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const created = {
  id: 9,
  productId: 3,
  userId: 4,
  rating: 4,
  comment: 'Sharp out of the box and stays that way.',
  userName: 'shopper',
  createdAt: '2026-11-01T12:00:00Z',
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(created, 201));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReviewForm productId={3} onDone={onDone} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return { onDone };
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) as unknown }));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByLabelText('Your review'), 'Sharp out of the box and stays that way.');
}

describe('ReviewForm (product page)', () => {
  it('asks for a rating and a comment of at least 10 characters, and sends nothing until then', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please select a rating')).toBeTruthy();
    expect(screen.getByText('Review must be at least 10 characters')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review must be at least 10 characters')).toBeTruthy();
    expect(screen.queryByText('Please select a rating')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('rates with real radio buttons, one per star', () => {
    renderForm();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
  });

  it('posts rating, comment and productId to /api/reviews and closes on success', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts()).toEqual([{ url: '/api/reviews', body: { productId: 3, rating: 4, comment: 'Sharp out of the box and stays that way.' } }]);
  });

  it('falls back to /api/direct-review when /api/reviews breaks (5xx)', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/api/reviews' ? json({ message: 'Internal Server Error' }, 500) : json(created, 201)));
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts().map((p) => p.url)).toEqual(['/api/reviews', '/api/direct-review']);
  });

  it('does not fall back after a refusal (4xx), and keeps the form open', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/reviews' ? json({ message: 'You have already reviewed this product' }, 409) : json({ canReview: false, message: 'x' }),
    );
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(posts().map((p) => p.url)).toEqual(['/api/reviews']);
    expect(onDone).not.toHaveBeenCalled();
  });
});
