// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReviewDto } from '#shared/catalogue.ts';
import { averageRating, reviewDate } from './review-date.ts';
import { ReviewList } from './review-list.tsx';

afterEach(cleanup);

const review = (over: Partial<ReviewDto>): ReviewDto => ({
  id: 1,
  productId: 3,
  userId: 4,
  rating: 5,
  comment: 'Holds an edge for weeks.',
  userName: 'Emily Carter',
  createdAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

describe('ReviewList', () => {
  it('says there are no reviews yet when the list is empty', () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByText('No reviews yet. Be the first to review this product!')).toBeTruthy();
  });

  it('shows the comment, the name and the date as a long US date', () => {
    render(<ReviewList reviews={[review({})]} />);
    expect(screen.getByText('Holds an edge for weeks.')).toBeTruthy();
    expect(screen.getByText('Emily Carter')).toBeTruthy();
    expect(screen.getByText('November 1, 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });

  it("falls back to 'Verified Customer' and 'Unknown date'", () => {
    render(<ReviewList reviews={[review({ id: 2, userName: null, createdAt: 'not a date' }), review({ id: 3, userName: '', createdAt: '' })]} />);
    expect(screen.getAllByText('Verified Customer')).toHaveLength(2);
    expect(screen.getAllByText('Unknown date')).toHaveLength(2);
  });
});

describe('review helpers', () => {
  it('formats dates and averages to one decimal', () => {
    expect(reviewDate('2026-07-04T12:00:00Z')).toBe('July 4, 2026');
    expect(reviewDate(null)).toBe('Unknown date');
    // The marketplace's calendar (US Central), whatever the browser's zone, so a page rendered on
    // the server reads the same once hydrated: 2 am UTC on July 5 is still July 4 in Chicago.
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'America/New_York']) {
        process.env.TZ = tz;
        expect(reviewDate('2026-07-05T02:00:00Z')).toBe('July 4, 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
  });
});
