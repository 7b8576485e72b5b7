// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { collectHead } from '#client/ssr/collect-head.ts';
import { HeadCapture, JsonLd, useSeo, type HeadInput } from './seo.tsx';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

function Page({ head, data }: { head: HeadInput; data?: unknown }) {
  useSeo(head);
  return <main>{data !== undefined && <JsonLd data={data} />}</main>;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('useSeo in the browser', () => {
  it("sets the page's title, description, canonical link and social tags", () => {
    render(<Page head={{ title: 'Best Sellers', description: 'Top rated.', path: '/bestsellers' }} />);
    expect(document.title).toBe('Best Sellers | Heartland Market');
    expect(content('meta[name="description"]')).toBe('Top rated.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/bestsellers`);
    expect(content('meta[property="og:title"]')).toBe('Best Sellers | Heartland Market');
    expect(content('meta[name="robots"]')).toBe('index, follow');
  });

  it("takes over the tags the server wrote, and the next page's head replaces the last one's", () => {
    document.head.innerHTML = '<meta name="description" content="From the server"><link rel="canonical" href="https://x.example/a">';
    const { rerender } = render(<Page head={{ title: 'Skillet', path: '/product/1', image: '/uploads/a.webp', type: 'product' }} />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/uploads/a.webp`);
    rerender(<Page head={{ title: 'Your Cart', noIndex: true }} />);
    expect(document.title).toBe('Your Cart | Heartland Market');
    expect(content('meta[name="robots"]')).toBe('noindex, follow');
    // A private page has no canonical address and no social preview.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('renders structured data once the page has started, not in the server markup', () => {
    const { container } = render(<Page head={{ title: 'Home' }} data={{ '@type': 'WebSite', name: '</script>' }} />);
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(block!.textContent!)).toEqual({ '@type': 'WebSite', name: '</script>' });
    expect(renderToString(<Page head={{ title: 'Home' }} data={{ '@type': 'WebSite' }} />)).not.toContain('ld+json');
  });
});

describe('the head of a page rendered on the server', () => {
  it("is the page's useSeo and JsonLd, built as the browser builds it", () => {
    const head = collectHead();
    const html = renderToString(
      <HeadCapture value={head}>
        <Page head={{ title: 'Skillet', description: 'Cast iron.', path: '/product/1', type: 'product' }} data={{ '@type': 'Product' }} />
      </HeadCapture>,
    );
    expect(html).not.toContain('ld+json');
    expect(head.result('https://shop.example', '/product/1?x=1')).toMatchObject({
      title: 'Skillet | Heartland Market',
      description: 'Cast iron.',
      canonical: 'https://shop.example/product/1',
      jsonLd: [{ '@type': 'Product' }],
    });
  });

  it("is the last page state rendered (a not-found state below the page's own), and none without useSeo", () => {
    const head = collectHead();
    renderToString(
      <HeadCapture value={head}>
        <Page head={{ title: 'Category' }} />
        <Page head={{ title: 'Category Not Found', noIndex: true }} />
      </HeadCapture>,
    );
    expect(head.result('https://shop.example', '/category/9')?.title).toBe('Category Not Found | Heartland Market');
    expect(collectHead().result('https://shop.example', '/')).toBeNull();
  });
});
