import { describe, expect, it } from 'vitest';
import { labelReferences } from './label-package.ts';

describe('labelReferences (docs/decisions/0060-photos-and-variants.md)', () => {
  it('names the order, then each line with its variant and SKU', () => {
    expect(
      labelReferences('Order #42', [
        { quantity: 2, productName: 'Walnut Bench', variantOptions: { Colour: 'Walnut', Size: 'Large' }, sku: 'WB-L-WAL' },
        { quantity: 1, productName: 'Cherry Spoon', variantOptions: {}, sku: null },
      ]),
    ).toEqual(['Order #42', '2 x Walnut Bench - Size: Large, Colour: Walnut (WB-L-WAL); 1 x Cherry Spoon']);
  });
});
