import { describe, expect, it } from 'vitest';
import { shopHead, shopOrganization } from './shop-head.ts';

const shop = {
  shopName: 'Bluebird Mercantile',
  slug: 'bluebird-mercantile',
  story: 'Quilts and   wool blankets\nfrom the Blue Ridge.',
  city: 'Asheville',
  state: 'NC',
  logoUrl: '/uploads/shops/bluebird-logo.webp',
  bannerUrl: null,
  rating: 4.6,
  reviewCount: 9,
};

describe("a shop page's head (issue 26)", () => {
  it('has its own title, words, canonical path and picture', () => {
    expect(shopHead(shop)).toEqual({
      title: 'Bluebird Mercantile',
      description: 'Quilts and wool blankets from the Blue Ridge.',
      path: '/shop/bluebird-mercantile',
      image: '/uploads/shops/bluebird-logo.webp',
      imageAlt: 'Bluebird Mercantile',
    });
    // Without a story or pictures: a sentence of its own and its first product's picture.
    expect(shopHead({ ...shop, story: '', logoUrl: null }, [{ imageUrl: null }, { imageUrl: '/uploads/products/7.webp' }])).toMatchObject({
      description: 'Bluebird Mercantile of Asheville, NC: American-made goods on Heartland Market.',
      image: '/uploads/products/7.webp',
    });
  });

  it('is a schema.org Organization with its address, logo and rating', () => {
    expect(shopOrganization(shop, 'https://heartland.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://heartland.example/shop/bluebird-mercantile#organization',
      name: 'Bluebird Mercantile',
      url: 'https://heartland.example/shop/bluebird-mercantile',
      logo: 'https://heartland.example/uploads/shops/bluebird-logo.webp',
      description: 'Quilts and wool blankets from the Blue Ridge.',
      address: { '@type': 'PostalAddress', addressLocality: 'Asheville', addressRegion: 'NC', addressCountry: 'US' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 9, bestRating: 5, worstRating: 1 },
    });
  });

  it('claims no rating before anyone rated the shop, and no address it does not know', () => {
    const bare = shopOrganization({ ...shop, rating: null, reviewCount: 0, city: null, state: null, logoUrl: null, story: '' }, 'https://heartland.example');
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('address');
    expect(bare).not.toHaveProperty('logo');
  });
});
