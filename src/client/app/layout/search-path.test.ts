import { describe, expect, it } from 'vitest';
import { searchPath } from './search-path.ts';

describe('searchPath', () => {
  it('goes to /search with the trimmed, encoded query', () => {
    expect(searchPath('maple syrup')).toBe('/search?q=maple%20syrup');
    expect(searchPath('  boots  ')).toBe('/search?q=boots');
    expect(searchPath('salt & pepper/grinder?')).toBe('/search?q=salt%20%26%20pepper%2Fgrinder%3F');
    expect(searchPath('café #1')).toBe('/search?q=caf%C3%A9%20%231');
  });

  it('ignores blank queries', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('\t\n')).toBeNull();
  });
});
