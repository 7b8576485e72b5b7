import { describe, expect, it } from 'vitest';
import { corrections, osaDistance, prefixDistance, typoBudget } from './typos.ts';

describe('typoBudget', () => {
  it('forgives nothing under 5 letters, one typo from 5, two from 9, counting letters not UTF-16 units', () => {
    expect(['wool', 'soap', 'a', ''].map(typoBudget)).toEqual([0, 0, 0, 0]);
    expect(['chess', 'skillet', 'bookshel'].map(typoBudget)).toEqual([1, 1, 1]);
    expect(['bookshelf', 'tournament'].map(typoBudget)).toEqual([2, 2]);
    expect(typoBudget('café')).toBe(0);
    expect(typoBudget('𝒸𝒶𝒻é𝓈')).toBe(1);
  });
});

describe('osaDistance', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one typo each', () => {
    expect(osaDistance('bookshelf', 'bookshelf', 2)).toBe(0);
    expect(osaDistance('bookkshelf', 'bookshelf', 2)).toBe(1);
    expect(osaDistance('bokshelf', 'bookshelf', 2)).toBe(1);
    expect(osaDistance('bookshelp', 'bookshelf', 2)).toBe(1);
    expect(osaDistance('booskhelf', 'bookshelf', 2)).toBe(1);
    expect(osaDistance('obokshelf', 'bookshelf', 2)).toBe(1);
  });

  it('adds typos up, edits no letter twice, and stops at the bound', () => {
    expect(osaDistance('bladsmiht', 'bladesmith', 3)).toBe(2);
    // Optimal string alignment, not full Damerau: 'ca' -> 'abc' needs 3 edits without editing twice.
    expect(osaDistance('ca', 'abc', 5)).toBe(3);
    expect(osaDistance('skillet', 'zzzzzzz', 1)).toBe(2);
    expect(osaDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('is symmetric and counts letters beyond the basic plane as one', () => {
    expect(osaDistance('café', 'cafe', 1)).toBe(1);
    expect(osaDistance('𝒸𝒶𝒻', '𝒸𝒻𝒶', 1)).toBe(1);
    for (const [a, b] of [
      ['booskhelf', 'bookshelf'],
      ['chses', 'chess'],
      ['galliumm', 'gallium'],
      ['abcd', 'dcba'],
    ] as const) {
      expect(osaDistance(a, b, 9)).toBe(osaDistance(b, a, 9));
    }
  });
});

describe('corrections', () => {
  const vocabulary = [
    { word: 'chess', productCount: 3 },
    { word: 'chest', productCount: 40 },
    { word: 'chase', productCount: 9 },
    { word: 'cheese', productCount: 5 },
    { word: 'usb-c', productCount: 5 },
  ];

  it('keeps the words within the budget, closest first, then the most used, without the word itself', () => {
    expect(corrections('chess', vocabulary)).toEqual(['chest']); // 'cheese' is two typos away
    expect(corrections('chesse', vocabulary)).toEqual(['cheese', 'chess']);
  });

  it('leaves out the words the query already finds as a prefix', () => {
    const plural = [...vocabulary, { word: 'chesss', productCount: 1 }, { word: 'chests', productCount: 9 }];
    expect(corrections('chess', plural)).toEqual(['chest', 'chests']); // not 'chesss'
    expect(corrections('chest', plural)).toEqual(['chess']);
  });

  it('corrects no word under 5 letters and never proposes a word a tsquery could misread', () => {
    expect(corrections('ches', vocabulary)).toEqual([]);
    expect(
      corrections('usbcc', [
        { word: 'usb-c', productCount: 1 },
        { word: 'usbc', productCount: 1 },
      ]),
    ).toEqual(['usbc']);
  });
});

describe('prefixDistance', () => {
  it('is the fewest typos between the typed letters and a beginning of the word', () => {
    expect(prefixDistance('walnu', 'walnut', 1)).toBe(0);
    expect(prefixDistance('walnut', 'walnut', 1)).toBe(0);
    expect(prefixDistance('wlanu', 'walnut', 1)).toBe(1); // swapped
    expect(prefixDistance('walnt', 'walnut', 1)).toBe(1); // a letter left out, or one wrong
    expect(prefixDistance('bokshe', 'bookshelf', 1)).toBe(1); // 'booksh(e)' less an o
    expect(prefixDistance('bookkshe', 'bookshelf', 1)).toBe(1); // a letter too many
    expect(prefixDistance('bokshlef', 'bookshelf', 2)).toBe(2);
  });

  it('stops at the bound and answers max + 1 past it', () => {
    expect(prefixDistance('wlnau', 'walnut', 1)).toBe(2);
    expect(prefixDistance('zzzzz', 'walnut', 1)).toBe(2);
    expect(prefixDistance('walnutshelf', 'walnut', 2)).toBe(3); // the word is shorter than what was typed, by more than the bound
    expect(prefixDistance('wa', 'walnut', 0)).toBe(0);
    expect(prefixDistance('wb', 'walnut', 0)).toBe(1);
  });
});
