import { describe, expect, it } from 'vitest';
import {
  addressQuery,
  CATEGORY_PRICE_MAX,
  categoryApiParams,
  categoryFilterParams,
  listCountLine,
  listSliderMax,
  listUpperBound,
  readCategoryFilters,
  readSearchFilters,
  searchApiParams,
  searchFilterParams,
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
    expect(f).toEqual({ minPrice: 0, maxPrice: 300, sort: 'price-asc', onSale: false, inStock: true, minRating: null, shop: [] });
    expect(writeCategoryFilters(f).toString()).toBe('maxPrice=300&sort=price-asc&inStock=true');
    expect(categoryApiParams(f)).toEqual({
      minPrice: undefined,
      maxPrice: 300,
      minRating: undefined,
      sort: 'price-asc',
      onSale: undefined,
      inStock: true,
      shop: undefined,
    });
  });
  it('clamps to 0-2000, swaps a reversed range and ignores an unknown sort', () => {
    const f = readCategoryFilters(new URLSearchParams('minPrice=5000&maxPrice=-3&sort=cheapest'));
    expect(f).toMatchObject({ minPrice: 0, maxPrice: CATEGORY_PRICE_MAX, sort: 'featured' });
    expect(writeCategoryFilters(f).toString()).toBe('');
  });
});

describe('facets in the URL (issue 29)', () => {
  const address =
    'q=walnut&category=3,5&minPrice=25&maxPrice=49.99&minRating=4&onSale=true&inStock=true&shop=prairie-workshop-co,bluebird-mercantile&sort=price-asc';

  it('round-trips every facet of the search page, several categories and shops at once', () => {
    const f = readSearchFilters(new URLSearchParams(address));
    expect(f).toEqual({
      minPrice: 25,
      maxPrice: 49.99,
      sort: 'price-asc',
      onSale: true,
      inStock: true,
      minRating: 4,
      shop: ['prairie-workshop-co', 'bluebird-mercantile'],
      category: [3, 5],
      exact: false,
    });
    expect(addressQuery(writeSearchFilters('walnut', f))).toBe(`?${address}`);
    expect(readSearchFilters(new URLSearchParams(writeSearchFilters('walnut', f)))).toEqual(f);
  });

  it('sends the lists to the API, the sort apart from the filters the facets take', () => {
    const f = readSearchFilters(new URLSearchParams(address));
    const filters = {
      category: [3, 5],
      minPrice: 25,
      maxPrice: 49.99,
      minRating: 4,
      onSale: true,
      inStock: true,
      shop: ['prairie-workshop-co', 'bluebird-mercantile'],
    };
    expect(searchFilterParams(f)).toEqual({ ...filters, exact: undefined });
    expect(searchApiParams(f)).toEqual({ ...filters, exact: undefined, sort: 'price-asc' });
    expect(searchApiParams({ ...f, sort: 'relevance' }).sort).toBeUndefined();
    expect(categoryFilterParams(readCategoryFilters(new URLSearchParams('sort=rating&onSale=true')))).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      onSale: true,
      inStock: undefined,
      shop: undefined,
    });
  });

  it('keeps the words as typed (exact) beside the filters, and out of the plain URL', () => {
    const f = readSearchFilters(new URLSearchParams('q=wallnut&exact=true'));
    expect(f.exact).toBe(true);
    expect(writeSearchFilters('wallnut', f).toString()).toBe('q=wallnut&exact=true');
    expect(searchApiParams(f)).toMatchObject({ exact: true });
    expect(writeSearchFilters('walnut', readSearchFilters(new URLSearchParams('q=walnut&exact=no'))).toString()).toBe('q=walnut');
  });

  it('reads only values each list can hold, once each, in the order given', () => {
    const f = readSearchFilters(new URLSearchParams('category=5,x,3,5,,0,-1,99999999999&shop=Bluebird-Mercantile,bad slug,,bluebird-mercantile'));
    expect(f.category).toEqual([5, 3]);
    expect(f.shop).toEqual(['bluebird-mercantile']);
    expect(readSearchFilters(new URLSearchParams('category=&shop=')).category).toEqual([]);
  });

  it('reads a minimum rating of 1 to 5 whole stars, and nothing else', () => {
    expect(readCategoryFilters(new URLSearchParams('minRating=1')).minRating).toBe(1);
    for (const bad of ['0', '6', '4.5', 'x', '']) expect(readCategoryFilters(new URLSearchParams({ minRating: bad })).minRating, bad).toBeNull();
  });

  it('leaves the commas of a list as they are in the address', () => {
    expect(addressQuery(new URLSearchParams({ q: 'a,b', shop: 'x,y' }))).toBe('?q=a,b&shop=x,y');
    expect(new URLSearchParams(addressQuery(new URLSearchParams({ q: 'a,b' })).slice(1)).get('q')).toBe('a,b');
  });
});

describe('the shop filter in the URL (issue 26)', () => {
  it('keeps a shop slug beside the other filters and sends it to the server', () => {
    const f = readCategoryFilters(new URLSearchParams('shop=prairie-workshop-co&onSale=true'));
    expect(f.shop).toEqual(['prairie-workshop-co']);
    expect(writeCategoryFilters(f).toString()).toBe('onSale=true&shop=prairie-workshop-co');
    expect(categoryApiParams(f).shop).toEqual(['prairie-workshop-co']);
    const s = readSearchFilters(new URLSearchParams('q=mug&shop=bluebird-mercantile&sort=rating'));
    expect(writeSearchFilters('mug', s).toString()).toBe('q=mug&shop=bluebird-mercantile&sort=rating');
    expect(searchApiParams(s)).toMatchObject({ shop: ['bluebird-mercantile'], sort: 'rating' });
  });
  it('reads no shop from a value that cannot be a slug', () => {
    for (const bad of ['', ' ', 'a b', '-x', '../etc', 'x'.repeat(101), 'caf\u00e9']) {
      expect(readCategoryFilters(new URLSearchParams({ shop: bad })).shop, bad).toEqual([]);
    }
    expect(readCategoryFilters(new URLSearchParams('shop=Bluebird-Mercantile')).shop).toEqual(['bluebird-mercantile']);
  });
});
