// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderShopReviewDto, SellerSummaryDto } from '#shared/schemas/shops.ts';
import { ShopReviewsForOrder } from './shop-reviews-for-order.tsx';
import { fakeServer, json, renderWithApp, review, type Call } from './test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const seller = (id: number, shopName: string, slug: string): SellerSummaryDto => ({
  id,
  shopName,
  slug,
  city: 'Ames',
  state: 'IA',
  rating: 4.5,
  reviewCount: 8,
});
const prairie = seller(2, 'Prairie Workshop Co.', 'prairie-workshop-co');
const bluebird = seller(3, 'Bluebird Mercantile', 'bluebird-mercantile');

/** The order's shops as the server says; a rating is kept and then answered in the list. */
function orderWith(
  entries: OrderShopReviewDto[],
  post: (call: Call) => Response = (call) => json(review({ id: 9, rating: (call.body as { rating: number }).rating }), 201),
): Call[] {
  let current = entries;
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/orders/41/shop-reviews') return json(current);
    if (call.method === 'POST' && call.path.startsWith('/api/shops/')) {
      const res = post(call);
      if (res.status === 201) {
        const slug = call.path.split('/')[3];
        const rating = (call.body as { rating: number }).rating;
        current = current.map((e) => (e.seller.slug === slug ? { ...e, canReview: false, review: review({ id: 9, rating }) } : e));
      }
      return res;
    }
    return json({ message: 'unexpected' }, 500);
  });
}

describe('ShopReviewsForOrder', () => {
  it('shows nothing while no shop of the order may be rated', async () => {
    const calls = orderWith([{ seller: prairie, review: null, canReview: false }]);
    renderWithApp(<ShopReviewsForOrder orderId={41} />, { user: { id: 7 } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Rate the shops' })).toBeNull();
  });

  it("offers 'Rate this shop' per shop, and says how a rated shop was rated", async () => {
    orderWith([
      { seller: prairie, review: review({ rating: 4 }), canReview: false },
      { seller: bluebird, review: null, canReview: true },
    ]);
    renderWithApp(<ShopReviewsForOrder orderId={41} />, { user: { id: 7 } });
    const section = await screen.findByRole('region', { name: 'Rate the shops' });
    expect(within(section).getByText('You rated Prairie Workshop Co. 4 stars')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('button', { name: /Rate this shop/ })
        .map((b) => b.textContent),
    ).toEqual(['Rate this shop: Bluebird Mercantile']);
    expect(within(section).getByRole('link', { name: 'Bluebird Mercantile' }).getAttribute('href')).toBe('/shop/bluebird-mercantile');
  });

  it('rates a shop in a dialog: a rating is required, the comment is sent trimmed, then the rating shows and takes the focus', async () => {
    const calls = orderWith([{ seller: bluebird, review: null, canReview: true }]);
    renderWithApp(<ShopReviewsForOrder orderId={41} />, { user: { id: 7 } });
    const open = await screen.findByRole('button', { name: 'Rate this shop: Bluebird Mercantile' });
    expect(screen.getByRole('region', { name: 'Rate the shop' })).toBeTruthy(); // one shop: singular
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Rate Bluebird Mercantile' });

    // Closed without rating: nothing sent, the focus back on the button.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));

    fireEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Rate Bluebird Mercantile' });
    fireEvent.click(within(again).getByRole('button', { name: 'Submit' }));
    expect(within(again).getByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(again).getByRole('radio', { name: '4 stars' }));
    expect(within(again).queryByText('Please choose a rating from 1 to 5 stars')).toBeNull();
    fireEvent.change(within(again).getByLabelText('Comment (optional)'), { target: { value: '  Beautiful candles, packed with care.  ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Submit' }));

    const rated = await screen.findByText('You rated Bluebird Mercantile 4 stars');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /Rate this shop/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/shops/bluebird-mercantile/reviews', { orderId: 41, rating: 4, comment: 'Beautiful candles, packed with care.' }],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(rated.closest('p')));
    expect(document.getElementById('route-announcer')?.textContent).toContain('You rated Bluebird Mercantile 4 stars.');
  });

  it("says the server's refusal in the dialog and keeps it open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    orderWith([{ seller: prairie, review: null, canReview: true }], () => json({ message: 'You have already rated this shop for this order' }, 409));
    renderWithApp(<ShopReviewsForOrder orderId={41} />, { user: { id: 7 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate this shop: Prairie Workshop Co.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Prairie Workshop Co.' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '1 star' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have already rated this shop for this order');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
