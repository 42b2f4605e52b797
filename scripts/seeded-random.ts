// Seeded randomness (mulberry32): the same seed gives the same data in
// seed:years and the same fault schedule and choices in a soak run.

export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** A number in [min, max). */
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** An independent generator, so that one loop's choices do not shift another's. */
  fork: (salt: number) => Random;
};

/** A generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
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
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    fork: (salt) => seededRandom((seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0),
  };
}
