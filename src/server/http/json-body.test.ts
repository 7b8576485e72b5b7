import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    // Siblings are not nesting.
    expect(nestsDeeperThan('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{', quoted: 'say \\"[[[[" now [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('reads 10,000 levels, and malformed text, without recursion', () => {
    expect(nestsDeeperThan('['.repeat(10_000) + ']'.repeat(10_000), 32)).toBe(true);
    expect(nestsDeeperThan('['.repeat(33), 32)).toBe(true);
    expect(nestsDeeperThan('[[{"a":[', 3)).toBe(true);
    expect(nestsDeeperThan('', 32)).toBe(false);
  });
});
