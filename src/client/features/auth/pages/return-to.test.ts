import { describe, expect, it } from 'vitest';
import { resolveReturnTo, safeRelativePath } from './return-to.ts';

const ok = (path: string) => ({ kind: 'ok', path });

describe('resolveReturnTo', () => {
  it('defaults to / without a returnTo', () => {
    expect(resolveReturnTo('')).toEqual(ok('/'));
    expect(resolveReturnTo('?')).toEqual(ok('/'));
    expect(resolveReturnTo('?returnTo=')).toEqual(ok('/'));
    expect(resolveReturnTo('?other=1')).toEqual(ok('/'));
  });

  it('keeps a same-site path, with its query and hash', () => {
    expect(resolveReturnTo('?returnTo=%2Fprofile')).toEqual(ok('/profile'));
    expect(resolveReturnTo('?returnTo=/cart')).toEqual(ok('/cart'));
    expect(resolveReturnTo('?returnTo=%2Fsearch%3Fq%3Dmaple%2520syrup')).toEqual(ok('/search?q=maple%20syrup'));
    expect(resolveReturnTo('?returnTo=%2Forders%2F12%23items')).toEqual(ok('/orders/12#items'));
  });

  it('sends the encoded seller-returns path to /seller/returns', () => {
    expect(resolveReturnTo('?returnTo=%252Fseller%252Freturns')).toEqual(ok('/seller/returns'));
    expect(resolveReturnTo('?returnTo=%2Fseller%2Freturns')).toEqual(ok('/seller/returns'));
  });

  it('repairs a double-encoded slash by asking for a reload on the fixed address', () => {
    expect(resolveReturnTo('?returnTo=%252Fprofile')).toEqual({ kind: 'repair', url: '/auth?returnTo=%2Fprofile' });
    expect(resolveReturnTo('?returnTo=%252forders%252f7')).toEqual({ kind: 'repair', url: '/auth?returnTo=%2Forders%2F7' });
    // The repaired address resolves normally: no second reload.
    expect(resolveReturnTo('?returnTo=%2Forders%2F7')).toEqual(ok('/orders/7'));
  });

  it('does not reload towards a repaired value it would refuse', () => {
    expect(resolveReturnTo('?returnTo=%252F%252Fevil.example')).toEqual(ok('/'));
    expect(resolveReturnTo('?returnTo=https%3A%252F%252Fevil.example')).toEqual(ok('/'));
    expect(resolveReturnTo('?returnTo=%25E0%2F')).toEqual(ok('/')); // undecodable
  });

  it.each([
    ['absolute URL', '?returnTo=https%3A%2F%2Fevil.example%2Fphish'],
    ['protocol-relative', '?returnTo=%2F%2Fevil.example'],
    ['protocol-relative, unencoded', '?returnTo=//evil.example'],
    ['backslash', '?returnTo=%2F%5Cevil.example'],
    ['backslash later', '?returnTo=%2F%2E%5C%5Cevil.example'],
    ['javascript: URL', '?returnTo=javascript%3Aalert(1)'],
    ['data: URL', '?returnTo=data%3Atext%2Fhtml%2C%3Cscript%3E'],
    ['tab smuggled slash', '?returnTo=%2F%09%2Fevil.example'],
    ['newline smuggled slash', '?returnTo=%2F%0A%2Fevil.example'],
    ['relative path', '?returnTo=profile'],
    ['scheme-less host', '?returnTo=evil.example'],
    ['back to /auth', '?returnTo=%2Fauth%3FreturnTo%3D%252Fprofile'],
  ])('refuses an open redirect: %s', (_name, search) => {
    expect(resolveReturnTo(search)).toEqual(ok('/'));
  });
});

describe('safeRelativePath', () => {
  it('normalises dot segments without leaving the site', () => {
    expect(safeRelativePath('/a/../b')).toBe('/b');
    expect(safeRelativePath('/../../etc')).toBe('/etc');
  });
});
