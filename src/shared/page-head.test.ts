import { describe, expect, it } from 'vitest';
import { notFoundHead, PAGE_NOT_FOUND_HEAD } from './not-found-head.ts';
import { absoluteUrl, documentTitle, pageHead } from './page-head.ts';

const find = (meta: Array<[string, string, string]>, key: string) => meta.find(([, k]) => k === key)?.[2];

describe('pageHead', () => {
  it("titles pages '{title} | Heartland Market' with a canonical link and a large-summary card", () => {
    const head = pageHead({ title: 'Best Sellers', description: 'Top rated.' }, 'https://shop.example', '/bestsellers');
    expect(head.title).toBe('Best Sellers | Heartland Market');
    expect(head.description).toBe('Top rated.');
    expect(head.canonical).toBe('https://shop.example/bestsellers');
    expect(head.meta).toEqual([
      ['name', 'robots', 'index, follow'],
      ['property', 'og:site_name', 'Heartland Market'],
      ['property', 'og:title', 'Best Sellers | Heartland Market'],
      ['property', 'og:description', 'Top rated.'],
      ['property', 'og:type', 'website'],
      ['property', 'og:url', 'https://shop.example/bestsellers'],
      ['property', 'og:locale', 'en_US'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', 'Best Sellers | Heartland Market'],
      ['name', 'twitter:description', 'Top rated.'],
    ]);
    expect(head.jsonLd).toEqual([]);
  });

  it('uses the tagline when no description is given, the path given over the current one, and absolute pictures with their text', () => {
    const head = pageHead(
      {
        title: 'Skillet',
        path: '/product/3',
        image: '/uploads/a.jpg',
        imageAlt: 'Skillet',
        type: 'product',
        meta: [['property', 'product:price:amount', '19.99']],
      },
      'https://s.example',
      '/x',
      [{ '@type': 'Product' }],
    );
    expect(head.description).toMatch(/^Millions of products\./);
    expect(head.canonical).toBe('https://s.example/product/3');
    expect(find(head.meta, 'og:type')).toBe('product');
    // The picture's tags, then the page's own.
    expect(head.meta.slice(-4)).toEqual([
      ['property', 'og:image', 'https://s.example/uploads/a.jpg'],
      ['property', 'og:image:alt', 'Skillet'],
      ['name', 'twitter:image', 'https://s.example/uploads/a.jpg'],
      ['property', 'product:price:amount', '19.99'],
    ]);
    expect(head.jsonLd).toEqual([{ '@type': 'Product' }]);
  });

  it('gives a noindex page its title, description and robots tag only: no canonical, no social preview', () => {
    const head = pageHead(notFoundHead('Product'), 'https://s.example', '/product/9');
    expect(head).toEqual({
      title: 'Product Not Found | Heartland Market',
      description: 'This product could not be found on Heartland Market.',
      meta: [['name', 'robots', 'noindex, follow']],
      jsonLd: [],
    });
    expect(pageHead(PAGE_NOT_FOUND_HEAD, 'https://s.example', '/x').title).toBe('404 Page Not Found | Heartland Market');
    expect(documentTitle('Checkout')).toBe('Checkout | Heartland Market');
  });
});

describe('absoluteUrl', () => {
  it('makes stored paths absolute and refuses anything but http(s)', () => {
    expect(absoluteUrl('https://s.example', '/uploads/a.webp')).toBe('https://s.example/uploads/a.webp');
    expect(absoluteUrl('https://s.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl('https://s.example', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://s.example', null)).toBeNull();
  });
});
