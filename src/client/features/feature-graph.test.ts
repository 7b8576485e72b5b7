// No circle between feature folders, on either side (issue 25, docs/architecture.md §7): the arrows
// between features run one way, so a feature can be read and changed from the ones below it.
import { describe, expect, it } from 'vitest';
import { featureArrows, firstCircle } from '../../../tests/support/feature-graph.ts';

const SIDES = [
  { dir: 'src/client/features', alias: '#client/features/' },
  { dir: 'src/server/features', alias: '#server/features/' },
] as const;

describe('the feature folders', () => {
  it.each(SIDES)('of $dir import each other one way only', ({ dir, alias }) => {
    expect(firstCircle(featureArrows(dir, alias))).toBeNull();
  });

  it('finds a planted circle, through the alias or a relative path', () => {
    const viaAlias = featureArrows('src/client/features', '#client/features/', {
      'cart/pages/sample.tsx': "import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';",
    });
    expect(firstCircle(viaAlias)).toEqual(['cart', 'catalogue', 'cart']);
    const relativeAndLazy = featureArrows('src/server/features', '#server/features/', {
      'auth/sample.ts': "const profile = () => import('../profile/service.ts');",
      'profile/sample.ts': "import { hashPassword } from '../auth/passwords.ts';",
    });
    expect(firstCircle(relativeAndLazy)).toEqual(['auth', 'profile', 'auth']);
  });
});
