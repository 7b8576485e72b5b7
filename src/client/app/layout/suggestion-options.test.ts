import { describe, expect, it } from 'vitest';
import { completionParts, suggestionGroups } from './suggestion-options.ts';

describe('suggestionGroups', () => {
  it('lists queries, products, categories and shops in that order, each opening its page, and leaves out empty groups', () => {
    const groups = suggestionGroups({
      queries: ['walnut', 'walnut & maple board'],
      products: [{ id: 12, name: 'Walnut Bench', price: '24.00', priceRange: null, imageUrl: null }],
      categories: [],
      shops: [{ slug: 'oak & iron', shopName: 'Oak & Iron' }],
    });
    expect(groups.map((g) => g.label)).toEqual(['Searches', 'Products', 'Shops']);
    expect(groups.flatMap((g) => g.options.map((o) => [o.label, o.href]))).toEqual([
      ['walnut', '/search?q=walnut'],
      ['walnut & maple board', '/search?q=walnut%20%26%20maple%20board'],
      ['Walnut Bench', '/product/12'],
      ['Oak & Iron', '/shop/oak%20%26%20iron'],
    ]);
    expect(suggestionGroups({ queries: [], products: [], categories: [{ id: 3, name: 'Home' }], shops: [] })[0]!.options[0]!.href).toBe('/category/3');
  });
});

describe('completionParts', () => {
  it('splits a completion into the typed part (in the completion’s own letters) and the rest', () => {
    expect(completionParts('Wal', 'walnut bench')).toEqual({ typed: 'wal', completion: 'nut bench' });
    expect(completionParts('  walnut   be', 'walnut bench')).toEqual({ typed: 'walnut be', completion: 'nch' });
    expect(completionParts('walnut ', 'walnut bench')).toEqual({ typed: 'walnut ', completion: 'bench' });
  });

  it('shows a completion that does not start with what was typed (a typo forgiven) as all completion', () => {
    expect(completionParts('bokshe', 'bookshelf')).toEqual({ typed: '', completion: 'bookshelf' });
    expect(completionParts('', 'walnut')).toEqual({ typed: '', completion: 'walnut' });
  });
});
