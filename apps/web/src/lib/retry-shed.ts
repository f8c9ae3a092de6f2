// Sending again a request the server shed. An overloaded server answers 503 with Retry-After before
// the route runs (apps/server/src/plugins/load-shedding.ts), and so does one that lost its database:
// nothing was done, and a moment later it will likely be. Asking again at once would add to the
// overload, and every browser shed in the same second would come back in the same second: so the
// wait is the server's Retry-After (or an exponential backoff without one), spread by a random
// part, and bounded, after which the 503 reaches the caller as before (docs/decisions/011, Later).
//
// Only requests that are safe to send twice are sent again: reads, and the writes that set a state
// (a like, a favorite, the hours), which the fetcher marks with `retryWhenShed`. A write that adds
// something (a new item, a feedback) is answered at once; the server's message says to try again.
//
// Written here rather than taken from a retry library: none is a dependency of the web app, the
// policy is a dozen lines, and TanStack Query's own retryer is not exported on its own.

export const SHED_RETRY = {
  /** Sends after the first one. */
  maxRetries: 3,
  /**
   * The longest the waits may add up to. The server asks for 5 s, so three waits (with their
   * random part) fit; a Retry-After beyond what is left is not waited for.
   */
  maxTotalWaitMs: 20_000,
  /** Backoff without Retry-After: about 1, 2, 4 s. */
  baseDelayMs: 1_000,
  /** The random part added to the server's Retry-After, as a fraction of it. */
  retryAfterSpread: 0.2,
} as const;

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), or null without a usable one. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse alone would take '-3' for a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry` (0 for the first): the server's Retry-After plus up to a
 * fifth of it, or, without one, an exponential backoff with "equal jitter" (half fixed, half random).
 */
export function shedRetryDelayMs(
  retry: number,
  retryAfter: number | null,
  random: () => number = Math.random,
): number {
  if (retryAfter !== null) {
    return Math.round(retryAfter * (1 + SHED_RETRY.retryAfterSpread * random()));
  }
  const backoff = SHED_RETRY.baseDelayMs * 2 ** retry;
  return Math.round(backoff / 2 + (backoff / 2) * random());
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type ShedRetryOptions = {
  /** Whether the request is safe to send again (a read, or a write marked `retryWhenShed`). */
  retry: boolean;
  /** The caller's cancellation: a wait in progress ends with it. */
  signal?: AbortSignal | undefined;
  /** For tests. */
  random?: () => number;
};

/**
 * Sends with `send` and, while the answer is a 503 and the request may be repeated, waits and sends
 * again, within SHED_RETRY's bounds. Returns the last answer, whatever it is; errors `send` throws
 * (the network, a timeout) are not retried here.
 */
export async function sendRetryingShed(
  send: () => Promise<Response>,
  { retry, signal, random }: ShedRetryOptions,
): Promise<Response> {
  let waited = 0;
  for (let retries = 0; ; retries++) {
    const response = await send();
    if (!retry || response.status !== 503 || retries >= SHED_RETRY.maxRetries) return response;
    const wait = shedRetryDelayMs(
      retries,
      retryAfterMs(response.headers.get('retry-after')),
      random,
    );
    if (waited + wait > SHED_RETRY.maxTotalWaitMs) return response;
    // The shed answer is not read: release its connection.
    await response.body?.cancel().catch(() => undefined);
    await pause(wait, signal);
    waited += wait;
  }
}
