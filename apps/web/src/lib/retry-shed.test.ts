// The API client sends again what the server shed (503), as far as it is safe and bounded, with fake
// timers standing in for the waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';
import { SHED_RETRY, retryAfterMs, sendRetryingShed, shedRetryDelayMs } from './retry-shed.ts';

const SHED = { message: 'The server is busy right now; please try again in a few seconds.' };

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** fetch answering `answers` in turn (the last one again once they run out); the calls' times. */
function fakeFetch(...answers: Answer[]) {
  const sentAt: number[] = [];
  const fetch = vi.fn(async () => {
    sentAt.push(Date.now());
    const answer = answers[Math.min(sentAt.length, answers.length) - 1]!;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sentAt };
}

const shed = (retryAfter?: string): Answer => ({
  status: 503,
  body: SHED,
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
});

/** Where a promise stands, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  // The random part at its middle, so the waits are known.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs(' 0 ')).toBe(0);
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(retryAfterMs('Sun, 01 Jun 2025 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs('-3')).toBeNull();
  });
});

describe('shedRetryDelayMs', () => {
  it("waits the server's Retry-After and up to a fifth more, never less", () => {
    expect(shedRetryDelayMs(0, 5000, () => 0)).toBe(5000);
    expect(shedRetryDelayMs(2, 5000, () => 0.999)).toBe(5999);
  });

  it('without Retry-After, backs off exponentially with a random half', () => {
    expect([0, 1, 2].map((n) => shedRetryDelayMs(n, null, () => 0))).toEqual([500, 1000, 2000]);
    expect([0, 1, 2].map((n) => shedRetryDelayMs(n, null, () => 0.999))).toEqual([
      1000, 1999, 3998,
    ]);
  });
});

describe('the API client and a shed request', () => {
  it('sends a read again after the Retry-After the 503 gave, and answers what came then', async () => {
    const { sentAt } = fakeFetch(shed('5'), { status: 200, body: { ok: true } });
    const start = Date.now();
    const answer = track(apiRequest<{ ok: boolean }>('/items/pages/1'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(sentAt).toHaveLength(1);
    // 5 s and a tenth of it (the random part at its middle).
    await vi.advanceTimersByTimeAsync(501);
    expect(sentAt).toHaveLength(2);
    expect(sentAt[1]! - start).toBe(5500);
    await vi.waitFor(() => expect(answer.settled).toBe(true));
    expect(answer.value).toEqual({ ok: true });
  });

  it('stops after three retries and surfaces the 503 with its message', async () => {
    const { sentAt } = fakeFetch(shed('5'));
    const start = Date.now();
    const answer = track(apiRequest('/items/pages/1'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentAt.map((at) => at - start)).toEqual([0, 5500, 11_000, 16_500]);
    expect(answer.error).toBeInstanceOf(ApiError);
    expect(answer.error).toMatchObject({ status: 503, message: SHED.message });
  });

  it('does not wait for a Retry-After beyond what is left of the bound', async () => {
    const { sentAt } = fakeFetch(shed('120'));
    const answer = track(apiRequest('/items/pages/1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.error).toMatchObject({ status: 503 });
    expect(sentAt).toHaveLength(1);
    expect(SHED_RETRY.maxTotalWaitMs).toBeLessThan(120_000);
  });

  it('backs off without Retry-After (a proxy answering 503 alone)', async () => {
    const { sentAt } = fakeFetch({ status: 503 }, { status: 503 }, { status: 200, body: [] });
    const start = Date.now();
    const answer = track(apiRequest('/items/pages/1'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentAt.map((at) => at - start)).toEqual([0, 750, 750 + 1500]);
    expect(answer.value).toEqual([]);
  });

  it.each([
    [500, { message: 'Internal Server Error' }],
    [400, { message: 'vote: must be like, unlike, dislike or undislike' }],
    [429, { message: 'Too many requests' }],
  ])('does not send again a request answered %i', async (status, body) => {
    const { sentAt } = fakeFetch({ status, body, headers: { 'retry-after': '1' } });
    const answer = track(apiRequest('/items/vote/a', { method: 'POST', retryWhenShed: true }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentAt).toHaveLength(1);
    expect(answer.error).toMatchObject({ status, message: body.message });
  });

  it('does not send again a write that adds something (not marked retryWhenShed)', async () => {
    const { sentAt } = fakeFetch(shed('5'), { status: 200, body: {} });
    const answer = track(apiRequest('/feedback/b', { method: 'POST', body: { rating: 5 } }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentAt).toHaveLength(1);
    // The server's message is what the user reads: it says to try again.
    expect(answer.error).toMatchObject({ status: 503, message: SHED.message });
  });

  it('sends again a write marked retryWhenShed, with its body', async () => {
    const { fetch } = fakeFetch(shed('5'), { status: 200, body: { popularity: {} } });
    const answer = track(
      apiRequest('/items/vote/a', { method: 'POST', body: { vote: 'like' }, retryWhenShed: true }),
    );
    await vi.advanceTimersByTimeAsync(6000);
    expect(answer.value).toEqual({ popularity: {} });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, second] = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(second![1]).toMatchObject({ method: 'POST', body: '{"vote":"like"}' });
  });

  it("ends a wait when the caller's signal aborts, without sending again", async () => {
    const { sentAt } = fakeFetch(shed('5'));
    const controller = new AbortController();
    const answer = track(apiRequest('/items/pages/1', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentAt).toHaveLength(1);
    expect((answer.error as Error).name).toBe('AbortError');
  });

  it('does not retry errors the sending throws (the network): the query decides those', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(0, 'Cannot reach the server')));
    const answer = track(sendRetryingShed(send, { retry: true }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(answer.error).toMatchObject({ status: 0 });
  });
});
