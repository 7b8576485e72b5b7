import { describe, expect, it } from 'vitest';
import { axisTicks, labelledBars } from './sales-scale.ts';

describe('axisTicks', () => {
  it('steps in round figures up to the first tick at or above the maximum', () => {
    expect(axisTicks(9_120)).toEqual([0, 2500, 5000, 7500, 10000]);
    expect(axisTicks(1_000)).toEqual([0, 250, 500, 750, 1000]);
    expect(axisTicks(123_456)).toEqual([0, 50000, 100000, 150000]);
  });

  it('keeps the maximum on a tick when it is already round', () => {
    expect(axisTicks(20_000)).toEqual([0, 5000, 10000, 15000, 20000]);
  });

  it('still draws a scale for nothing', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe('labelledBars', () => {
  it('names every bar when they fit', () => {
    expect([...labelledBars(5, 6)]).toEqual([0, 1, 2, 3, 4]);
  });

  it('names at most six of thirty days, the first and the last among them', () => {
    const shown = [...labelledBars(30, 6)].sort((a, b) => a - b);
    expect(shown.length).toBeLessThanOrEqual(6);
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(29);
    const gaps = shown.slice(1).map((i, k) => i - shown[k]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
  });

  it('names twelve months at most six at a time', () => {
    const shown = [...labelledBars(12, 6)].sort((a, b) => a - b);
    expect(shown.length).toBeLessThanOrEqual(6);
    expect(shown.at(-1)).toBe(11);
  });
});
