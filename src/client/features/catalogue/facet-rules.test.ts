import { describe, expect, it } from 'vitest';
import { PRICE_BUCKETS } from '#shared/discovery.ts';
import { chosenBucket, filterChips, isFiltered, priceBucketLabel, ratingLabel, toggleBucket, toggleValue, withoutFilters } from './facet-rules.ts';
import { addressQuery, CATEGORY_PRICE_MAX, readSearchFilters, writeSearchFilters } from './list-rules.ts';

const search = (query: string) => readSearchFilters(new URLSearchParams(query));

describe('the price facet (issue 29)', () => {
  it('labels the buckets as shoppers read them', () => {
    expect(PRICE_BUCKETS.map(priceBucketLabel)).toEqual(['Under $25', '$25 to $50', '$50 to $100', '$100 to $200', '$200 & up']);
  });

  it('chooses a bucket as the price range, and clears it when chosen again', () => {
    const plain = search('q=walnut');
    const second = toggleBucket(plain, PRICE_BUCKETS[1]!);
    expect(writeSearchFilters('walnut', second).toString()).toBe('q=walnut&minPrice=25&maxPrice=49.99');
    expect(chosenBucket(second)).toBe(PRICE_BUCKETS[1]);
    // Another bucket takes its place: one price range at a time.
    const last = toggleBucket(second, PRICE_BUCKETS[4]!);
    expect(writeSearchFilters('walnut', last).toString()).toBe('q=walnut&minPrice=200');
    expect(chosenBucket(last)).toBe(PRICE_BUCKETS[4]);
    expect(toggleBucket(last, PRICE_BUCKETS[4]!)).toEqual(plain);
  });

  it('sees no bucket in a range the slider made', () => {
    expect(chosenBucket(search('minPrice=30&maxPrice=500'))).toBeNull();
    expect(chosenBucket(search(''))).toBeNull();
    expect(chosenBucket(search('maxPrice=24.99'))).toBe(PRICE_BUCKETS[0]);
  });
});

describe('the chosen values as chips (issue 29)', () => {
  const names = {
    categories: [
      { id: 3, name: 'Home & Kitchen' },
      { id: 5, name: 'Toys & Games' },
    ],
    shops: [{ slug: 'prairie-workshop-co', shopName: 'Prairie Workshop Co.' }],
  };

  it('names every chosen value in the panel order, the sort not among them', () => {
    const f = search('category=5,3&minPrice=25&maxPrice=49.99&minRating=4&shop=prairie-workshop-co,gone-shop&onSale=true&inStock=true&sort=rating');
    expect(filterChips(f, names).map((c) => c.label)).toEqual([
      'Toys & Games',
      'Home & Kitchen',
      '$25 to $50',
      '4 stars & up',
      'Prairie Workshop Co.',
      'gone-shop',
      'On Sale',
      'In Stock',
    ]);
    expect(filterChips(search('category=9'))[0]!.label).toBe('Category 9');
    expect(filterChips(search('sort=price-asc'))).toEqual([]);
  });

  it('removes only its own value', () => {
    const f = search('q=walnut&category=3,5&shop=prairie-workshop-co&minRating=4');
    const chips = filterChips(f, names);
    const without = (label: string) => addressQuery(writeSearchFilters('walnut', chips.find((c) => c.label === label)!.without));
    expect(without('Home & Kitchen')).toBe('?q=walnut&category=5&minRating=4&shop=prairie-workshop-co');
    expect(without('4 stars & up')).toBe('?q=walnut&category=3,5&shop=prairie-workshop-co');
    expect(without('Prairie Workshop Co.')).toBe('?q=walnut&category=3,5&minRating=4');
  });

  it("words a slider's range", () => {
    expect(filterChips(search('minPrice=30&maxPrice=500'))[0]!.label).toBe('$30 to $500');
    expect(filterChips(search('minPrice=30'))[0]!.label).toBe('$30 & up');
    expect(filterChips(search('maxPrice=500'))[0]!.label).toBe('Up to $500');
  });

  it('clears every filter with Clear all, keeping the sort and the words as typed', () => {
    const f = search('q=wallnut&exact=true&category=3&minPrice=25&maxPrice=49.99&minRating=4&shop=a-b&onSale=true&inStock=true&sort=newest');
    expect(isFiltered(f)).toBe(true);
    const cleared = withoutFilters(f);
    expect(isFiltered(cleared)).toBe(false);
    expect(writeSearchFilters('wallnut', cleared).toString()).toBe('q=wallnut&sort=newest&exact=true');
    expect(cleared.maxPrice).toBe(CATEGORY_PRICE_MAX);
  });
});

describe('facet values', () => {
  it('adds a value to a several-choice facet, or takes it out', () => {
    expect(toggleValue([3], 5)).toEqual([3, 5]);
    expect(toggleValue([3, 5], 3)).toEqual([5]);
  });
  it('labels the rating steps', () => {
    expect([4, 3, 2, 1].map(ratingLabel)).toEqual(['4 stars & up', '3 stars & up', '2 stars & up', '1 star & up']);
  });
});
