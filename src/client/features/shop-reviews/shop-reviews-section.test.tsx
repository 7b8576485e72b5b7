// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShopReviewDto } from '#shared/schemas/shops.ts';
import { ShopReviewsSection } from './shop-reviews-section.tsx';
import { fakeServer, json, renderWithApp, review, type Call } from './test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLUG = 'prairie-workshop-co';
const SELLER = 2;

/** A shop with `all` reviews (newest first), answered 10 at a time, its rating `rating`. */
function shopWith(all: ShopReviewDto[], rating: number | null, extra?: (call: Call) => Response | undefined): Call[] {
  return fakeServer((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === `/api/shops/${SLUG}/reviews`) {
      const limit = Number(call.query.get('limit'));
      const offset = Number(call.query.get('offset'));
      return json({ items: all.slice(offset, offset + limit), total: all.length, rating });
    }
    return json({ message: 'unexpected' }, 500);
  });
}

const many = (n: number) => Array.from({ length: n }, (_, i) => review({ id: 100 - i, comment: `Review number ${i + 1}`, rating: i % 2 ? 4 : 5 }));

describe('ShopReviewsSection', () => {
  it("says 'No reviews yet' for a shop nobody rated, without an average", async () => {
    shopWith([], null);
    renderWithApp(<ShopReviewsSection slug={SLUG} sellerId={SELLER} />);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shop Reviews' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the average with stars and the count, the reviews with their answers, and no Answer button to shoppers', async () => {
    shopWith(
      [
        review({
          id: 2,
          rating: 4,
          userName: 'Sam',
          comment: 'Arrived a day late.',
          reply: 'Sorry, Sam: a storm closed our post office.',
          repliedAt: '2026-11-03T15:00:00Z',
        }),
        review({ id: 1 }),
      ],
      4.5,
    );
    renderWithApp(<ShopReviewsSection slug={SLUG} sellerId={SELLER} />, { user: { id: 7, username: 'shopper' } });
    const list = await screen.findByRole('list', { name: 'Shop reviews' });
    expect(screen.getByText('(2 reviews)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Arrived a day late.', 'Packed with care and shipped the next morning.']);
    expect(within(items[0]!).getByText('Sorry, Sam: a storm closed our post office.')).toBeTruthy();
    expect(within(items[0]!).getByText(/Answer from the shop/)).toBeTruthy();
    expect(within(items[1]!).getByText('November 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Answer/ })).toBeNull();
  });

  it('loads more 10 at a time until all are shown, and says how many', async () => {
    const calls = shopWith(many(23), 4.5);
    renderWithApp(<ShopReviewsSection slug={SLUG} sellerId={SELLER} />);
    const list = await screen.findByRole('list', { name: 'Shop reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23 reviews')).toBeTruthy();
    const more = () => {
      const button = screen.getByRole('button', { name: 'Load more' });
      button.focus(); // as a click does in a browser
      fireEvent.click(button);
    };
    more();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    // The button stays, and so does the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Load more' }));
    more();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Review number 23')).toBeTruthy();
    expect(calls.map((c) => c.query.get('offset'))).toEqual(['0', '10', '20']);
    // The button went: the first review it brought has the focus, and the count is said.
    await waitFor(() => expect(document.activeElement?.id).toBe('shop-review-80'));
    expect(document.getElementById('route-announcer')?.textContent).toContain('Showing 23 of 23 reviews.');
  });

  it("lets the shop's seller answer a review once, and shows the answer where the button was", async () => {
    let answered = false;
    const calls = shopWith([review({ id: 5, userName: 'Morgan L.' })], 5, (call) => {
      if (call.method === 'GET' && call.path === `/api/shops/${SLUG}/reviews` && answered)
        return json({ items: [review({ id: 5, userName: 'Morgan L.', reply: 'Thank you, Morgan!', repliedAt: '2026-11-02T10:00:00Z' })], total: 1, rating: 5 });
      if (call.method === 'POST' && call.path === `/api/shops/${SLUG}/reviews/5/reply`) {
        if (!(call.body as { reply: string }).reply.includes('Thank')) return json({ message: 'You have already answered this review' }, 409);
        answered = true;
        return json(review({ id: 5, reply: 'Thank you, Morgan!' }));
      }
      return undefined;
    });
    renderWithApp(<ShopReviewsSection slug={SLUG} sellerId={SELLER} />, { user: { id: SELLER, username: 'maker' } });
    const answer = await screen.findByRole('button', { name: "Answer Morgan L.'s review" });

    // Cancel gives the focus back to Answer.
    fireEvent.click(answer);
    const field = screen.getByLabelText('Your public answer to Morgan L.');
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: "Answer Morgan L.'s review" })));

    // An empty answer is refused with the schema's message; the server's refusal is said too.
    fireEvent.click(screen.getByRole('button', { name: "Answer Morgan L.'s review" }));
    fireEvent.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Your answer must be 1 to 2,000 characters');
    fireEvent.change(screen.getByLabelText('Your public answer to Morgan L.'), { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already answered this review'));

    fireEvent.change(screen.getByLabelText('Your public answer to Morgan L.'), { target: { value: '  Thank you, Morgan! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(screen.queryByLabelText('Your public answer to Morgan L.')).toBeNull());
    expect(screen.getByText('Thank you, Morgan!').closest('div')?.textContent).toContain('Answer from the shop');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reply: 'Hello again' }, { reply: 'Thank you, Morgan!' }]);
    expect(screen.queryByRole('button', { name: /Answer/ })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Thank you, Morgan!'));
    expect(document.getElementById('route-announcer')?.textContent).toContain('Your answer was posted.');
  });
});
