import { describe, expect, it } from 'vitest';
import { categoryBreadcrumbs, categoryCollection, categoryHead, summarize } from './category-head.ts';

const category = { id: 7, name: 'Kitchen', description: 'Cast iron, cutting boards and more.' };
const products = [
  { id: 3, name: 'Board', imageUrl: null },
  { id: 5, name: 'Skillet', imageUrl: '/uploads/products/5.webp' },
];

describe("a category page's head", () => {
  it("is the category's words and its first product picture, at its own address", () => {
    expect(categoryHead(category, products)).toEqual({
      title: 'Kitchen',
      description: 'Cast iron, cutting boards and more.',
      path: '/category/7',
      image: '/uploads/products/5.webp',
      imageAlt: 'Kitchen',
    });
    expect(categoryHead({ ...category, description: ' ' }, []).description).toBe('Shop Kitchen made in the USA on Heartland Market.');
  });

  it('lists the products the page shows first, with the breadcrumb Home > Categories > category', () => {
    expect(categoryCollection(category, products, 'https://s.example')).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://s.example/category/7',
      mainEntity: {
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: 'https://s.example/product/3', name: 'Board' },
          { '@type': 'ListItem', position: 2, url: 'https://s.example/product/5', name: 'Skillet' },
        ],
      },
    });
    expect(categoryBreadcrumbs(category, 'https://s.example').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
      { '@type': 'ListItem', position: 2, name: 'Categories', item: 'https://s.example/categories' },
      { '@type': 'ListItem', position: 3, name: 'Kitchen', item: 'https://s.example/category/7' },
    ]);
  });
});

describe('summarize', () => {
  it('keeps a short text on one line and cuts a long one at a word with an ellipsis', () => {
    expect(summarize('  Hand-forged\n\n tools.  ')).toBe('Hand-forged tools.');
    const cut = summarize(`${'word '.repeat(60)}end`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
