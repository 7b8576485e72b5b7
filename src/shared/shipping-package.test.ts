import { describe, expect, it } from 'vitest';
import { buildPackage, formatPackage, formatWeight, lengthPlusGirth, packageProblem, parseDimensions } from './shipping-package.ts';

describe('the package a label is bought for', () => {
  it('stacks two 20x20x4 in items into 20x20x8 in, not the 12x9x3 default', () => {
    const pkg = buildPackage([
      { dimensions: '20x20x4', weightOz: 25, quantity: 1 },
      { dimensions: '20x20x4', weightOz: 25, quantity: 1 },
    ]);
    expect(pkg).toEqual({ length: 20, width: 20, height: 8, weightOz: 50 });
    expect(formatPackage(pkg)).toBe('20x20x8 in, 3 lb 2 oz');
  });

  it('lays each unit flat whatever order its sides are listed in, and counts every unit of a line', () => {
    expect(buildPackage([{ dimensions: '4 x 20 X 18', weightOz: 10, quantity: 3 }])).toEqual({ length: 20, width: 18, height: 12, weightOz: 30 });
  });

  it('takes the longest and widest item and the thicknesses together, then names the sides longest first', () => {
    // 24x6x2 and 10x10x5: 24 long, 10 wide, 2 + 5 = 7 high.
    expect(
      buildPackage([
        { dimensions: '24x6x2', weightOz: 8, quantity: 1 },
        { dimensions: '10x10x5', weightOz: 8, quantity: 1 },
      ]),
    ).toMatchObject({ length: 24, width: 10, height: 7 });
    // Ten 6x4x2 boxes stack 20 high: the package is 20x6x4.
    expect(buildPackage([{ dimensions: '6x4x2', weightOz: 3, quantity: 10 }])).toEqual({ length: 20, width: 6, height: 4, weightOz: 30 });
    // Hundredths of an inch stay exact: 3 x 0.1 is 0.3.
    expect(buildPackage([{ dimensions: '5x5x0.1', weightOz: 1, quantity: 3 }])).toMatchObject({ length: 5, width: 5, height: 0.3 });
  });

  it('counts an item without dimensions as 12x9x3 in and without a weight as 16 oz', () => {
    expect(buildPackage([{ dimensions: null, weightOz: null, quantity: 1 }])).toEqual({ length: 12, width: 9, height: 3, weightOz: 16 });
    expect(
      buildPackage([
        { dimensions: 'large', weightOz: 0, quantity: 2 },
        { dimensions: '0x5x5', weightOz: 20, quantity: 1 },
      ]),
    ).toEqual({ length: 12, width: 9, height: 9, weightOz: 52 });
    expect(buildPackage([])).toEqual({ length: 12, width: 9, height: 3, weightOz: 16 });
  });

  it('reads "LxWxH" with spaces, x, X or ×, longest first, and nothing else', () => {
    expect(parseDimensions('12x9x3')).toEqual([12, 9, 3]);
    expect(parseDimensions(' 3 × 12.5 X 9 ')).toEqual([12.5, 9, 3]);
    for (const text of [null, '', '12x9', '12x9x', 'ax9x3', '12x9x0', '-1x2x3']) expect(parseDimensions(text), String(text)).toBeNull();
  });

  it('says why USPS would refuse it: over 130 inches in length plus girth, or over 70 lb', () => {
    const big = buildPackage([{ dimensions: '40x30x10', weightOz: 100, quantity: 2 }]);
    expect(big).toMatchObject({ length: 40, width: 30, height: 20 });
    expect(lengthPlusGirth(big)).toBe(140);
    expect(packageProblem(big)).toBe(
      "These items make a package of 40x30x20 in, 140 inches in length plus girth: USPS takes at most 130 inches, so it cannot be shipped as one package. Check the items' dimensions in My Products, or contact support.",
    );
    expect(packageProblem({ length: 40, width: 30, height: 15, weightOz: 1120 })).toBeNull();
    expect(packageProblem({ length: 12, width: 9, height: 3, weightOz: 1121 })).toMatch(/^These items weigh 70 lb 1 oz: USPS takes at most 70 lb/);
  });

  it('words weights in pounds and ounces', () => {
    expect(formatWeight(12)).toBe('12 oz');
    expect(formatWeight(32)).toBe('2 lb');
    expect(formatWeight(50)).toBe('3 lb 2 oz');
  });
});
