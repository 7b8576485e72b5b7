// @vitest-environment jsdom
// The browser's recently viewed list (docs/decisions/0061-discovery.md, item 5): newest first, each
// product once, the newest 12, kept under its key; anything else found there reads as no list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '#shared/discovery.ts';
import { browserList, clearBrowserList, parseList, recordBrowserView, subscribeToBrowserList, withView } from './storage.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const stored = () => localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);

describe('withView', () => {
  it('puts the product viewed first, once', () => {
    expect(withView([], 7)).toEqual([7]);
    expect(withView([3, 9], 7)).toEqual([7, 3, 9]);
    expect(withView([3, 7, 9], 7)).toEqual([7, 3, 9]);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_MAX}`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => i + 1);
    expect(withView(full, 99)).toEqual([99, ...full.slice(0, RECENTLY_VIEWED_MAX - 1)]);
  });
});

describe('parseList', () => {
  it('reads the ids kept', () => {
    expect(parseList('[5,2,9]')).toEqual([5, 2, 9]);
  });

  it.each([null, '', 'not json', '{"ids":[1]}', '"7"', '42'])('reads %j as no list', (text) => {
    expect(parseList(text)).toEqual([]);
  });

  it('leaves out what is not a product id, and repeats, and keeps the first 12', () => {
    expect(parseList('[3,"4",0,-1,2.5,null,3,2147483648,2147483647]')).toEqual([3, 2147483647]);
    expect(parseList(JSON.stringify(Array.from({ length: 20 }, (_, i) => i + 1)))).toHaveLength(RECENTLY_VIEWED_MAX);
  });
});

describe('the list in this browser', () => {
  it('records views newest first under its key, and is cleared', () => {
    recordBrowserView(4);
    recordBrowserView(8);
    recordBrowserView(4);
    expect(browserList()).toEqual([4, 8]);
    expect(JSON.parse(stored()!)).toEqual([4, 8]);
    clearBrowserList();
    expect(browserList()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('answers the same array while the list is unchanged', () => {
    recordBrowserView(4);
    expect(browserList()).toBe(browserList());
  });

  it('tells its listeners of a change here and in another tab, until they leave', () => {
    const listener = vi.fn();
    const leave = subscribeToBrowserList(listener);
    recordBrowserView(1);
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[2,1]');
    window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(browserList()).toEqual([2, 1]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'another.key' }));
    leave();
    recordBrowserView(3);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is simply empty where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => recordBrowserView(5)).not.toThrow();
    expect(browserList()).toEqual([]);
  });
});
