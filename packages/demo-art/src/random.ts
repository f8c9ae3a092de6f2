// A small seeded random source, so the demo city and benchmark sets are the same on every machine.
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  sample<T>(list: readonly T[], count: number): T[];
  chance(p: number): boolean;
};

/** mulberry32: tiny, fast, and good enough for demo data (not for secrets). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)] as (typeof list)[number];
    },
    sample: (list, count) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    chance: (p) => next() < p,
  };
}
