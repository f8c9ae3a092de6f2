// Every in-process cache of the server and its bound, named in one place (docs/guide.md, "Caches and
// memory"). Nine minutes of varied anonymous traffic once took a process from 392 MB to 1.2 GB: the
// page caches counted neither the compressed copies made after an entry was stored nor the page
// state. The caches that hold answers and pages are now bounded in bytes, counting everything an entry
// holds (body, gzip and brotli copies, the serialized state, markup, styles, the key), and the least
// recently used go first; the others hold small entries and are bounded by count.
//
// | cache (where)                                    | bound                     | emptied by                                 |
// | ------------------------------------------------ | ------------------------- | ------------------------------------------ |
// | answers: public-answer cache (public-cache.ts)   | CACHE_BYTES.answers       | a write that may change the catalogue      |
// | pages as sent, + gzip/br (pages/pages.service.ts)| CACHE_BYTES.pages         | such a write: each is checked before use   |
// | sessions: tokens and accounts (auth.ts)          | 10,000 entries each       | any successful write (accounts)            |
// | opening intervals (businesses/schedule.ts)       | MAX_KEPT entries          | least recently used                        |
// | photo sizes (pages/page-render.service.ts)       | 10,000 entries            | cleared when full                          |
// | background brotli jobs (lib/background-brotli)   | MAX_WAITING jobs          | done, or page no longer kept               |
// | page renders per client (pages/render-budget.ts) | the rate limiter's store  | its 10 s window                            |
//
// The first two are reported on GET /metrics as cache_bytes, cache_max_bytes and cache_entries.

import { Gauge, type Registry } from 'prom-client';

const MB = 1024 * 1024;

/** Byte bounds of the caches that hold answers and pages. */
export const CACHE_BYTES = {
  /** Serialised JSON answers, per route, parameters and kind of reader. */
  answers: 32 * MB,
  /** Pages as sent (the shell with the rendering and its state), with their gzip and brotli copies. */
  pages: 64 * MB,
} as const;

export type CacheBytes = { -readonly [K in keyof typeof CACHE_BYTES]: number };

/** Counted for every entry besides its bytes: the key, the entry object, the map's slot. */
export const ENTRY_OVERHEAD_BYTES = 512;

/** What a JavaScript string holds in memory: one byte a character, two past Latin-1. */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length;
}

/** A cache's own account of itself, for the metrics and the abuse benchmark. */
export type CacheSize = { name: string; entries: number; bytes: number; maxBytes: number };
export type CacheSizes = () => CacheSize[];

declare module 'fastify' {
  interface FastifyInstance {
    /** What the answer and page caches hold now (app.ts). */
    cacheSizes: CacheSizes;
  }
}

/** Reports the caches' sizes on the metrics, read when scraped. */
export function registerCacheGauges(registry: Registry, sizes: CacheSizes): void {
  const registers = [registry];
  const gauge = (name: string, help: string, value: (size: CacheSize) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers,
      collect() {
        for (const size of sizes()) this.set({ cache: size.name }, value(size));
      },
    });
  gauge(
    'cache_bytes',
    'Bytes an in-process cache holds, as counted against its bound.',
    (s) => s.bytes,
  );
  gauge(
    'cache_max_bytes',
    "An in-process cache's bound in bytes (lib/cache-bounds.ts).",
    (s) => s.maxBytes,
  );
  gauge('cache_entries', 'Entries an in-process cache holds.', (s) => s.entries);
}
