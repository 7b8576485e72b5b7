import { describe, expect, it } from 'vitest';
import type { ProductVariantDto } from '#shared/catalogue.ts';
import { chooseValue, openingVariant, valueSoldOut, variantPhotoIndex } from './variants.ts';

const v = (id: number, Size: string, Colour: string, stock: number | null, imageUrl: string | null = null): ProductVariantDto => ({
  id,
  options: { Size, Colour },
  price: '10.00',
  stock,
  sku: null,
  imageUrl,
  weight: null,
});

// Small walnut sold out; large maple never made; medium has no stock figure (unlimited).
const listing = { variants: [v(1, 'S', 'Walnut', 0), v(2, 'M', 'Walnut', null), v(3, 'L', 'Walnut', 2), v(4, 'S', 'Maple', 3, '/uploads/maple.webp')] };

describe('openingVariant', () => {
  it("takes the address's variant of this listing, else the first in stock, else the first", () => {
    expect(openingVariant(listing, '4')?.id).toBe(4);
    expect(openingVariant(listing, '1')?.id).toBe(1);
    expect(openingVariant(listing, null)?.id).toBe(2);
    expect(openingVariant(listing, '99')?.id).toBe(2);
    expect(openingVariant(listing, '2abc')?.id).toBe(2);
    expect(openingVariant({ variants: [v(7, 'S', 'Oak', 0), v(8, 'M', 'Oak', 0)] }, null)?.id).toBe(7);
    expect(openingVariant({ variants: [] }, '1')).toBeNull();
  });
});

describe('chooseValue and valueSoldOut', () => {
  it('keeps the other values when the combination exists, sold out or not', () => {
    const large = listing.variants[2]!;
    expect(chooseValue(listing, large, 'Size', 'S').id).toBe(1);
    expect(valueSoldOut(listing, large, 'Size', 'S')).toBe(true);
    expect(valueSoldOut(listing, large, 'Size', 'M')).toBe(false);
    expect(chooseValue(listing, listing.variants[0]!, 'Colour', 'Maple').id).toBe(4);
  });

  it('takes the first variant in stock with the value when the seller did not make the combination', () => {
    const large = listing.variants[2]!;
    // Large maple does not exist: Maple leads to small maple, in stock.
    expect(chooseValue(listing, large, 'Colour', 'Maple').id).toBe(4);
    expect(valueSoldOut(listing, large, 'Colour', 'Maple')).toBe(false);
    // From small maple, Medium keeps nothing of Maple: medium walnut.
    expect(chooseValue(listing, listing.variants[3]!, 'Size', 'M').id).toBe(2);
  });
});

describe('variantPhotoIndex', () => {
  it("finds the variant's own photo among the listing's, and none without one", () => {
    const images = [
      { url: '/uploads/walnut.webp', alt: '', width: 800, height: 800 },
      { url: '/uploads/maple.webp', alt: '', width: 800, height: 800 },
    ];
    expect(variantPhotoIndex(images, listing.variants[3]!)).toBe(1);
    expect(variantPhotoIndex(images, listing.variants[0]!)).toBeNull();
    expect(variantPhotoIndex(images, { ...listing.variants[0]!, imageUrl: '/uploads/gone.webp' })).toBeNull();
    expect(variantPhotoIndex(images, null)).toBeNull();
  });
});
