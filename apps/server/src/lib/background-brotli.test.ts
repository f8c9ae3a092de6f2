// The best-quality Brotli queue for kept pages: one job at a time, stale pages skipped, a bound on
// what waits (lib/background-brotli.ts).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backgroundBrotli } from './background-brotli.ts';

const page = (n: number) =>
  Buffer.from(
    Array.from({ length: 400 }, (_, i) => `<li class="card">Dish ${n}-${i} · $${i}.50</li>`).join(
      '',
    ),
  );

describe('background brotli', () => {
  it('hands back a copy that decompresses to the page', async () => {
    const queue = backgroundBrotli();
    const body = page(1);
    const best = await new Promise<Buffer>((resolve) => queue.compress(body, () => true, resolve));
    expect(zlib.brotliDecompressSync(best).equals(body)).toBe(true);
  });

  it('runs one job at a time, in the order asked', async () => {
    const queue = backgroundBrotli();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const jobs = [1, 2, 3, 4, 5].map(
      (n) =>
        new Promise<void>((resolve) =>
          queue.compress(
            page(n),
            () => {
              // Asked before the job starts and once it ends.
              running += order.includes(n) ? -1 : 1;
              if (!order.includes(n)) order.push(n);
              most = Math.max(most, running);
              return true;
            },
            () => resolve(),
          ),
        ),
    );
    expect(queue.pending).toBe(5);
    await Promise.all(jobs);
    await new Promise((resolve) => setImmediate(resolve));
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.pending).toBe(0);
  });

  it('skips a page no longer wanted when its turn comes, and drops one made stale meanwhile', async () => {
    const queue = backgroundBrotli();
    let keepSecond = true;
    const done: string[] = [];
    const first = new Promise<void>((resolve) =>
      queue.compress(
        page(1),
        () => true,
        () => {
          done.push('first');
          resolve();
        },
      ),
    );
    let asked = 0;
    queue.compress(
      page(2),
      () => {
        asked += 1;
        return keepSecond;
      },
      () => done.push('second'),
    );
    keepSecond = false;
    await first;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
    expect(done).toEqual(['first']);
    expect(queue.pending).toBe(0);
  });

  it('refuses jobs past the bound and keeps running the ones it took', async () => {
    const queue = backgroundBrotli({ maxWaiting: 2 });
    const made: number[] = [];
    const taken = [1, 2, 3, 4].map((n) =>
      queue.compress(
        crypto.randomBytes(2048),
        () => true,
        () => made.push(n),
      ),
    );
    // The first starts at once; two wait; the fourth is refused.
    expect(taken).toEqual([true, true, true, false]);
    while (queue.pending > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made).toEqual([1, 2, 3]);
  });
});
