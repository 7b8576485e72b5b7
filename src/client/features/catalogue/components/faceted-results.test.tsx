// @vitest-environment jsdom
// The facets beside the results (issue 29, docs/decisions/0061-discovery.md): counts, values no
// result has, several categories or shops at once, one price range and one rating, the chips of the
// chosen values with Clear all, and the drawer phones open them in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SearchFacetsDto } from '#shared/discovery.ts';
import { addressQuery, readSearchFilters, SEARCH_SORT_OPTIONS, writeSearchFilters, type SearchFilters } from '../list-rules.ts';
import { FacetedResults } from './faceted-results.tsx';

const facets: SearchFacetsDto = {
  categories: [
    { id: 1, name: 'Electronics', count: 2 },
    { id: 3, name: 'Home & Kitchen', count: 1 },
    { id: 5, name: 'Toys & Games', count: 0 },
  ],
  priceRanges: [
    { min: 0, max: 24.99, count: 0 },
    { min: 25, max: 49.99, count: 0 },
    { min: 50, max: 99.99, count: 0 },
    { min: 100, max: 199.99, count: 1 },
    { min: 200, max: null, count: 3 },
  ],
  ratings: [
    { atLeast: 4, count: 3 },
    { atLeast: 3, count: 4 },
    { atLeast: 2, count: 4 },
    { atLeast: 1, count: 4 },
  ],
  shops: [
    { slug: 'prairie-workshop-co', shopName: 'Prairie Workshop Co.', count: 3 },
    { slug: 'bluebird-mercantile', shopName: 'Bluebird Mercantile', count: 1 },
  ],
  onSale: 2,
  inStock: 0,
};

beforeEach(() => {
  // Radix Slider measures its thumbs; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page's part: the filters kept as the address keeps them, shown so a test reads them. */
function Harness({ address, given }: { address: string; given: SearchFacetsDto | undefined }) {
  const [filters, setFilters] = useState<SearchFilters>(readSearchFilters(new URLSearchParams(address)));
  return (
    <>
      <FacetedResults
        filters={filters}
        sorts={SEARCH_SORT_OPTIONS}
        facets={given}
        names={{ categories: given?.categories, shops: given?.shops }}
        total={12}
        onChange={setFilters}
      >
        <p>the results</p>
      </FacetedResults>
      <output aria-label="address">{addressQuery(writeSearchFilters('walnut', filters))}</output>
    </>
  );
}

const address = () => screen.getByLabelText('address').textContent;
/** The left column's facets (the drawer holds the same ones on a phone). */
const column = () => within(screen.getByRole('complementary', { name: 'Filters' }));

describe('the facets panel', () => {
  it("shows each value's count, and disables a value no result has unless it is chosen", () => {
    render(<Harness address="q=walnut&category=5" given={facets} />);
    const panel = column();
    expect(panel.getByRole('checkbox', { name: 'Electronics (2)' })).toHaveProperty('disabled', false);
    expect(panel.getByRole('button', { name: '$200 & up (3)' }).getAttribute('aria-pressed')).toBe('false');
    expect(panel.getByRole('button', { name: '4 stars & up (3)' })).toBeTruthy();
    expect(panel.getByRole('checkbox', { name: 'Prairie Workshop Co. (3)' })).toBeTruthy();
    expect(panel.getByRole('checkbox', { name: 'On Sale (2)' })).toHaveProperty('disabled', false);

    expect(panel.getByRole('button', { name: 'Under $25 (0)' })).toHaveProperty('disabled', true);
    expect(panel.getByRole('checkbox', { name: 'In Stock (0)' })).toHaveProperty('disabled', true);
    // Chosen, a value stays enabled at 0 so it can be taken out.
    const toys = panel.getByRole('checkbox', { name: 'Toys & Games (0)' });
    expect(toys.getAttribute('aria-checked')).toBe('true');
    expect(toys).toHaveProperty('disabled', false);
  });

  it('takes several categories and shops at once, one price range and one rating', async () => {
    const user = userEvent.setup();
    render(<Harness address="q=walnut" given={facets} />);
    const panel = column();
    await user.click(panel.getByRole('checkbox', { name: 'Electronics (2)' }));
    await user.click(panel.getByRole('checkbox', { name: 'Home & Kitchen (1)' }));
    await user.click(panel.getByRole('checkbox', { name: 'Bluebird Mercantile (1)' }));
    await user.click(panel.getByRole('checkbox', { name: 'Prairie Workshop Co. (3)' }));
    expect(address()).toBe('?q=walnut&category=1,3&shop=bluebird-mercantile,prairie-workshop-co');

    await user.click(panel.getByRole('button', { name: '$100 to $200 (1)' }));
    await user.click(panel.getByRole('button', { name: '$200 & up (3)' }));
    expect(panel.getByRole('button', { name: '$100 to $200 (1)' }).getAttribute('aria-pressed')).toBe('false');
    expect(panel.getByRole('button', { name: '$200 & up (3)' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(panel.getByRole('button', { name: '3 stars & up (4)' }));
    await user.click(panel.getByRole('button', { name: '4 stars & up (3)' }));
    expect(address()).toBe('?q=walnut&category=1,3&minPrice=200&minRating=4&shop=bluebird-mercantile,prairie-workshop-co');

    // Chosen again, a price range or a rating clears; a checkbox takes its value out.
    await user.click(panel.getByRole('button', { name: '$200 & up (3)' }));
    await user.click(panel.getByRole('button', { name: '4 stars & up (3)' }));
    await user.click(panel.getByRole('checkbox', { name: 'Electronics (2)' }));
    expect(address()).toBe('?q=walnut&category=3&shop=bluebird-mercantile,prairie-workshop-co');
  });

  it('offers every value without counts while the counts are not there', () => {
    render(<Harness address="q=walnut&shop=bluebird-mercantile" given={undefined} />);
    const panel = column();
    expect(panel.getByRole('button', { name: 'Under $25' })).toHaveProperty('disabled', false);
    expect(panel.getByRole('checkbox', { name: 'In Stock' })).toHaveProperty('disabled', false);
    expect(panel.getByRole('checkbox', { name: 'bluebird-mercantile' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('the chosen values above the results', () => {
  it('shows each as a chip that removes it, and Clear all keeps the sort', async () => {
    const user = userEvent.setup();
    render(<Harness address="q=walnut&category=1,3&maxPrice=24.99&onSale=true&sort=price-asc" given={facets} />);
    const chips = screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent);
    expect(chips).toEqual(['Electronics', 'Home & Kitchen', 'Under $25', 'On Sale']);

    await user.click(screen.getByRole('button', { name: 'Remove Electronics' }));
    expect(address()).toBe('?q=walnut&category=3&maxPrice=24.99&onSale=true&sort=price-asc');
    // The focus goes on to the chip that took its place.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Home & Kitchen'));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('?q=walnut&sort=price-asc');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Sort by')));
  });
});

describe('the drawer on phones', () => {
  it('opens the facets in a dialog whose choices apply at once, and closes with Show N results or Escape', async () => {
    const user = userEvent.setup();
    render(<Harness address="q=walnut&onSale=true" given={facets} />);
    const button = screen.getByRole('button', { name: 'Filters 1 chosen' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Home & Kitchen (1)' }));
    expect(address()).toBe('?q=walnut&category=3&onSale=true');
    // Behind the open dialog (hidden from assistive technologies while it is open), the button counts both.
    expect(screen.getByRole('button', { name: 'Filters 2 chosen', hidden: true })).toBe(button);

    await user.click(within(dialog).getByRole('button', { name: 'Show 12 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
