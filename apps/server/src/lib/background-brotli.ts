// Brotli at its best quality, for pages kept until their answers change (plugins/static-files.ts).
// Quality 11 costs about 100 ms of CPU for a 136 KB business page, off the event loop on libuv's
// thread pool. Made as soon as asked, a burst of first visits (a crawler, a benchmark priming 240
// pages) put a job per page on the pool at once: four pool threads took both cores of a small
// machine for half a minute, and the pages already made went out at a third of their rate.
// So the jobs run one at a time (one pool thread at most, whatever the machine), a page that is
// no longer kept when its turn comes is skipped, and past MAX_WAITING jobs a page keeps its quick
// copy. p-limit (sindresorhus/p-limit) keeps the queue.
import zlib from 'node:zlib';
import pLimit from 'p-limit';

/** Jobs waiting at most; a page asked for beyond them keeps its quick copy. */
export const MAX_WAITING = 1_000;

export type BackgroundBrotli = {
  /**
   * Compresses `body` at the best quality in turn, then hands the copy to `done` if `wanted()` still
   * says so (checked before the job starts and when it ends). Returns false when the queue is full.
   */
  compress(body: Buffer, wanted: () => boolean, done: (best: Buffer) => void): boolean;
  /** Jobs waiting or running. */
  readonly pending: number;
};

export function backgroundBrotli(options: { maxWaiting?: number } = {}): BackgroundBrotli {
  const maxWaiting = options.maxWaiting ?? MAX_WAITING;
  const limit = pLimit(1);
  const best = (body: Buffer) =>
    new Promise<Buffer | null>((resolve) =>
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        (error, copy) => resolve(error ? null : copy),
      ),
    );
  return {
    compress(body, wanted, done) {
      if (limit.pendingCount >= maxWaiting) return false;
      void limit(async () => {
        if (!wanted()) return;
        const copy = await best(body);
        if (copy && wanted()) done(copy);
      });
      return true;
    },
    get pending() {
      return limit.activeCount + limit.pendingCount;
    },
  };
}
