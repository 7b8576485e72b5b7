import { describe, expect, it } from 'vitest';
import { documentTitle, seoTags } from './seo.tsx';

const find = (meta: Array<[string, string, string]>, key: string) => meta.find(([, k]) => k === key)?.[2];

describe('seoTags', () => {
  it("titles pages '{title} | Heartland Market' with a large-summary card", () => {
    const tags = seoTags({ title: 'Best Sellers', description: 'Top rated.' }, 'https://shop.example', '/bestsellers');
    expect(tags.title).toBe('Best Sellers | Heartland Market');
    expect(tags.canonical).toBe('https://shop.example/bestsellers');
    expect(find(tags.meta, 'description')).toBe('Top rated.');
    expect(find(tags.meta, 'og:title')).toBe('Best Sellers | Heartland Market');
    expect(find(tags.meta, 'og:type')).toBe('website');
    expect(find(tags.meta, 'og:url')).toBe('https://shop.example/bestsellers');
    expect(find(tags.meta, 'twitter:card')).toBe('summary_large_image');
    expect(find(tags.meta, 'og:image')).toBeUndefined();
  });

  it('uses the tagline when no description is given, and absolute image URLs', () => {
    const tags = seoTags({ title: 'Home', path: '/', image: '/uploads/a.jpg', type: 'product' }, 'https://s.example', '/x');
    expect(find(tags.meta, 'description')).toMatch(/^Millions of products\./);
    expect(tags.canonical).toBe('https://s.example/');
    expect(find(tags.meta, 'og:image')).toBe('https://s.example/uploads/a.jpg');
    expect(find(tags.meta, 'twitter:image')).toBe('https://s.example/uploads/a.jpg');
    expect(find(tags.meta, 'og:type')).toBe('product');
  });

  it('marks error and placeholder screens noindex', () => {
    expect(find(seoTags({ title: 'x', noIndex: true }, 'https://s.example', '/').meta, 'robots')).toBe('noindex, follow');
    expect(documentTitle('404 Page Not Found')).toBe('404 Page Not Found | Heartland Market');
  });
});
