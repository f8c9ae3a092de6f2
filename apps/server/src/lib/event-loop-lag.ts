// Whether the event loop is behind: late by more than a threshold, and busy all the while.
//
// A timer asked to fire every `sampleMs` fires late by exactly as long as the loop was busy with
// other work: that lateness is the wait a request arriving at that moment had. It is measured on
// every turn, so there is no empty sample to misread (@fastify/under-pressure, which we used before,
// reads a sample interval in which its histogram recorded nothing as an infinite delay, its issue
// #125: one long block shed every request of the next interval). The loop counts as behind when,
// within the last `windowMs`, a sample was later than the threshold AND the loop was busy for at
// least `busyShare` of that window (Node's event-loop utilisation). One long block (a cold render,
// a database created at start-up, the process descheduled by a busy machine) is followed by idle
// time; a loop kept behind by work that keeps coming is busy throughout, even when its turns
// alternate between long ones (many renders finishing together) and short ones.
// Why: docs/decisions/040-shedding-only-where-it-saves-work.md.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export type EventLoopLag = {
  /** Behind as of the last sample. */
  behind(): boolean;
  /** The largest lateness (ms) within the window. */
  maxLagMs(): number;
  /** Forgets what came before (start-up work is not traffic): called when the server listens. */
  reset(): void;
  stop(): void;
};

type Sample = { at: number; lag: number; elu: EventLoopUtilization };

export function watchEventLoopLag(options: {
  thresholdMs: number;
  /** How often the timer is asked to fire (ms). */
  sampleMs?: number;
  /** How far back the lateness and the busy share are read (ms). */
  windowMs?: number;
  /** The share of the window the loop must have been busy. */
  busyShare?: number;
}): EventLoopLag {
  const { thresholdMs, sampleMs = 100, windowMs = 3000, busyShare = 0.9 } = options;
  const now = () => performance.now();
  // The first sample is where the window starts: a reference, late by nothing.
  let samples: Sample[] = [];
  let lastFire = 0;
  let isBehind = false;
  let maxLag = 0;
  const reset = () => {
    lastFire = now();
    samples = [{ at: lastFire, lag: 0, elu: performance.eventLoopUtilization() }];
    isBehind = false;
    maxLag = 0;
  };
  reset();
  const timer = setInterval(() => {
    const at = now();
    const elu = performance.eventLoopUtilization();
    samples.push({ at, lag: Math.max(0, at - lastFire - sampleMs), elu });
    lastFire = at;
    // Keep the newest sample at or before the window's start as its reference.
    while (samples.length > 2 && at - samples[1]!.at >= windowMs) samples.shift();
    maxLag = 0;
    for (const sample of samples) maxLag = Math.max(maxLag, sample.lag);
    const busy = performance.eventLoopUtilization(elu, samples[0]!.elu).utilization;
    isBehind = maxLag > thresholdMs && busy >= busyShare;
  }, sampleMs);
  // The watch alone never keeps a process alive.
  timer.unref();
  return {
    behind: () => isBehind,
    maxLagMs: () => maxLag,
    reset,
    stop: () => clearInterval(timer),
  };
}
