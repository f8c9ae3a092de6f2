// The event-loop watch: behind only when late and busy throughout the window; start-up forgotten.
import { afterEach, describe, expect, it } from 'vitest';
import { watchEventLoopLag, type EventLoopLag } from './event-loop-lag.ts';

function block(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy */
  }
}
const turn = () => new Promise((resolve) => setImmediate(resolve));
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let watch: EventLoopLag | null = null;
afterEach(() => watch?.stop());

describe('watchEventLoopLag', () => {
  it('is behind while the loop stays busy and late, and not after it has idled', async () => {
    watch = watchEventLoopLag({ thresholdMs: 50, sampleMs: 20, windowMs: 600 });
    const end = Date.now() + 1500;
    let seen = false;
    while (Date.now() < end && !seen) {
      block(120);
      await turn();
      seen = watch.behind();
    }
    expect(seen).toBe(true);
    expect(watch.maxLagMs()).toBeGreaterThan(50);
    await tick(700);
    expect(watch.behind()).toBe(false);
  });

  it('is not behind after one long block followed by idle time', async () => {
    watch = watchEventLoopLag({ thresholdMs: 50, sampleMs: 20, windowMs: 2000 });
    await tick(500);
    block(300);
    for (let i = 0; i < 10; i += 1) {
      await tick(25);
      expect(watch.behind()).toBe(false);
    }
  });

  it('forgets start-up work on reset', async () => {
    watch = watchEventLoopLag({ thresholdMs: 50, sampleMs: 20, windowMs: 600 });
    const end = Date.now() + 1500;
    while (Date.now() < end && !watch.behind()) {
      block(120);
      await turn();
    }
    expect(watch.behind()).toBe(true);
    watch.reset();
    expect(watch.behind()).toBe(false);
    await tick(60);
    expect(watch.behind()).toBe(false);
  });
});
