import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PRICE_MAX,
  categoryApiParams,
  listCountLine,
  listSliderMax,
  listUpperBound,
  readCategoryFilters,
  readSearchFilters,
  searchApiParams,
  shopOptions,
  writeSearchFilters,
  LIST_SORTS,
  listApiParams,
  readListFilters,
  toggleRating,
  writeCategoryFilters,
  writeListFilters,
} from './list-rules.ts';

describe('list count line (docs/product.md B2)', () => {
  it("says 'N Deals Available' on deals and 'N Products Found' on the other lists", () => {
    expect(listCountLine('deals', 17)).toBe('17 Deals Available');
    expect(listCountLine('deals', 0)).toBe('0 Deals Available');
    expect(listCountLine('bestsellers', 12)).toBe('12 Products Found');
    expect(listCountLine('new-arrivals', 0)).toBe('0 Products Found');
  });
  it('uses the singular for one', () => {
    expect(listCountLine('deals', 1)).toBe('1 Deal Available');
    expect(listCountLine('new-arrivals', 1)).toBe('1 Product Found');
  });
});

describe('list price slider bounds (docs/product.md B5, B9)', () => {
  it('has a maximum of the larger of 1000 and the current upper bound', () => {
    expect(listSliderMax(0)).toBe(1000);
    expect(listSliderMax(429)).toBe(1000);
    expect(listSliderMax(1000)).toBe(1000);
    expect(listSliderMax(1249.5)).toBe(1250);
  });
  it('starts the upper bound at the highest listed price, in whole dollars', () => {
    expect(listUpperBound('495.00')).toBe(495);
    expect(listUpperBound('1249.99')).toBe(1250);
    expect(listUpperBound(undefined)).toBe(1000);
    expect(listUpperBound('nonsense')).toBe(1000);
  });
  it('toggles rating chips: the active chip clears', () => {
    expect(toggleRating(null, 4)).toBe(4);
    expect(toggleRating(4, 3)).toBe(3);
    expect(toggleRating(4, 4)).toBeNull();
  });
  it('reads and writes list filters through the URL', () => {
    const f = readListFilters(new URLSearchParams('minPrice=20&maxPrice=300&minRating=4'));
    expect(f).toEqual({ minPrice: 20, maxPrice: 300, minRating: 4, sort: 'featured' });
    expect(writeListFilters(f).toString()).toBe('minPrice=20&maxPrice=300&minRating=4');
    expect(readListFilters(new URLSearchParams('minRating=9&maxPrice=x&sort=cheapest'))).toEqual({
      minPrice: 0,
      maxPrice: null,
      minRating: null,
      sort: 'featured',
    });
  });
  it("keeps the deals' sort in the URL and sends it to the server, on the deals only (issue 24)", () => {
    const f = readListFilters(new URLSearchParams('sort=price-asc&minRating=4'));
    expect(f.sort).toBe('price-asc');
    expect(writeListFilters(f).toString()).toBe('minRating=4&sort=price-asc');
    expect(listApiParams('deals', f)).toEqual({ list: 'deals', minPrice: undefined, maxPrice: undefined, minRating: 4, sort: 'price-asc' });
    // Best sellers and new arrivals keep their own order.
    expect(listApiParams('bestsellers', f).sort).toBeUndefined();
    expect(listApiParams('new-arrivals', f).sort).toBeUndefined();
    expect(LIST_SORTS.deals!.map((o) => o.label)).toEqual(['Featured', 'Price: Low to High', 'Price: High to Low', 'Top Rated', 'Newest']);
    expect(listApiParams('deals', { ...f, sort: 'featured' }).sort).toBeUndefined();
  });
});

describe('category filters in the URL', () => {
  it('round-trips and leaves defaults out', () => {
    const f = readCategoryFilters(new URLSearchParams('inStock=true&sort=price-asc&maxPrice=300'));
    expect(f).toEqual({ minPrice: 0, maxPrice: 300, sort: 'price-asc', onSale: false, inStock: true, shop: null });
    expect(writeCategoryFilters(f).toString()).toBe('maxPrice=300&sort=price-asc&inStock=true');
    expect(categoryApiParams(f)).toEqual({ minPrice: undefined, maxPrice: 300, sort: 'price-asc', onSale: undefined, inStock: true, shop: undefined });
  });
  it('clamps to 0-2000, swaps a reversed range and ignores an unknown sort', () => {
    const f = readCategoryFilters(new URLSearchParams('minPrice=5000&maxPrice=-3&sort=cheapest'));
    expect(f).toMatchObject({ minPrice: 0, maxPrice: CATEGORY_PRICE_MAX, sort: 'featured' });
    expect(writeCategoryFilters(f).toString()).toBe('');
  });
});

describe('the shop filter in the URL (issue 26)', () => {
  it('keeps a shop slug beside the other filters and sends it to the server', () => {
    const f = readCategoryFilters(new URLSearchParams('shop=prairie-workshop-co&onSale=true'));
    expect(f.shop).toBe('prairie-workshop-co');
    expect(writeCategoryFilters(f).toString()).toBe('onSale=true&shop=prairie-workshop-co');
    expect(categoryApiParams(f).shop).toBe('prairie-workshop-co');
    const s = readSearchFilters(new URLSearchParams('q=mug&shop=bluebird-mercantile&sort=rating'));
    expect(writeSearchFilters('mug', s).toString()).toBe('q=mug&shop=bluebird-mercantile&sort=rating');
    expect(searchApiParams(s)).toMatchObject({ shop: 'bluebird-mercantile', sort: 'rating' });
  });
  it('reads no shop from a value that cannot be a slug', () => {
    for (const bad of ['', ' ', 'a b', '-x', '../etc', 'x'.repeat(101), 'caf\u00e9']) {
      expect(readCategoryFilters(new URLSearchParams({ shop: bad })).shop, bad).toBeNull();
    }
    expect(readCategoryFilters(new URLSearchParams('shop=Bluebird-Mercantile')).shop).toBe('bluebird-mercantile');
  });
  it('offers the shops seen, by name, keeping the chosen one', () => {
    const bluebird = { slug: 'bluebird-mercantile', shopName: 'Bluebird Mercantile' };
    const prairie = { slug: 'prairie-workshop-co', shopName: 'Prairie Workshop Co.' };
    expect(shopOptions([prairie], [{ seller: bluebird }, { seller: null }, { seller: prairie }], null)).toEqual([bluebird, prairie]);
    expect(shopOptions([], [], 'gone-shop')).toEqual([{ slug: 'gone-shop', shopName: 'gone-shop' }]);
  });
});
