import { describe, expect, it } from 'vitest';
import { skilletDetail } from '#client/components/catalogue/product.fixture.ts';
import { homeStructuredData } from './home-structured-data.ts';
import { productStructuredData } from './structured-data.ts';

describe('homeStructuredData', () => {
  it('describes the organisation and the website with its search', () => {
    const data = homeStructuredData('https://shop.example');
    const [org, site] = data['@graph'];
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Heartland Market', url: 'https://shop.example/' });
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Heartland Market', url: 'https://shop.example/' });
    expect(site).toMatchObject({
      potentialAction: { target: { urlTemplate: 'https://shop.example/search?q={search_term_string}' } },
    });
  });
});

describe('productStructuredData', () => {
  const offers = (data: ReturnType<typeof productStructuredData>) => (data['@graph'][0] as { offers: Record<string, unknown> }).offers;

  it('offers one price for a listing with one', () => {
    expect(offers(productStructuredData(skilletDetail(), 'https://shop.example'))).toMatchObject({ '@type': 'Offer', price: '95.00', priceCurrency: 'USD' });
  });

  it('offers an AggregateOffer from the lowest to the highest price when the variants differ, in stock while any is (issue 28)', () => {
    const product = skilletDetail({
      price: '24.00',
      stock: 0,
      priceRange: { min: '24.00', max: '32.00' },
      images: [
        { url: '/uploads/products/a.webp', alt: '', width: 800, height: 800 },
        { url: '/uploads/products/b.webp', alt: '', width: 800, height: 800 },
      ],
      variants: [
        { id: 1, options: { Size: 'S' }, price: '24.00', stock: 0, sku: null, imageUrl: null, weight: null },
        { id: 2, options: { Size: 'L' }, price: '32.00', stock: 4, sku: null, imageUrl: null, weight: null },
      ],
    });
    const data = productStructuredData(product, 'https://shop.example');
    expect(offers(data)).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://shop.example/product/13',
      lowPrice: '24.00',
      highPrice: '32.00',
      offerCount: 2,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(data['@graph'][0]).toMatchObject({ image: ['https://shop.example/uploads/products/a.webp', 'https://shop.example/uploads/products/b.webp'] });
  });
});
