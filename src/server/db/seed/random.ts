/**
 * A small seeded PRNG, so the demo data is the same on every machine and every run.
 * Each product gets its own stream (keyed by a string), so editing one product's data
 * does not reshuffle the dates and reviews of all the others.
 */

/** The fixed "now" of the demo catalogue: product and review dates count back from it. */
export const SEED_BASE_DATE = new Date('2026-11-01T12:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One of the keys, drawn with the given weights. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K;
}

/** FNV-1a, to turn a stream key into a 32-bit seed. */
function hashString(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRng(key: string): Rng {
  let state = hashString(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    weighted(weights) {
      const total = weights.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of weights) {
        roll -= w;
        if (roll < 0) return key;
      }
      return weights[weights.length - 1]![0];
    },
  };
}

/** A moment `days` (fractional allowed) before the base date, on a whole minute. */
export function daysBeforeBase(days: number): Date {
  const ms = SEED_BASE_DATE.getTime() - days * DAY_MS;
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

export { DAY_MS };
