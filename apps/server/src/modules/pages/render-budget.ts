// A per-client bound on page renders. A public page that was never rendered costs 30 to 400 ms of
// CPU (a business page under load); one that was is sent from memory. Junk query strings no longer
// make new pages (page-render.service.ts, pageUrl), but a script can still ask for pages that are
// really different: a new search word, a filter combination or an unknown business on every
// request. So each client address (IPv6: its /64) may have at most PAGE_RENDERS_PER_CLIENT such
// renders in RENDER_WINDOW_MS; past that it gets 429 with Retry-After, while other clients' new
// pages still render and every page already made still goes out to everyone.
//
// Why 429 rather than "the last page kept for the path": what is left past pageUrl is a page that
// differs (another search, other filters), and an old page of other results under this URL would be
// wrong, not merely stale. A person does not open three new pages a second; a crawler slows down on
// 429 and Retry-After.
//
// Counted by the project's rate limiter (@fastify/rate-limit, plugins/rate-limit.ts: in Redis when
// REDIS_URL is set, so processes share one count), and asked only when a page would be rendered,
// so a page already made is never limited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { noticePage } from '../../lib/notice-page.ts';

/** The window the per-client count runs over. */
export const RENDER_WINDOW_MS = 10_000;
/** IPv6 clients are counted by network: one subscriber can pick any address of its /64. */
const IPV6_SUBNET = 64;

export const RENDER_LIMITED_MESSAGE =
  'Too many new pages asked for from your address at once; please try again in a few seconds.';

/** Counts one render for the request's client: 0 when allowed, else the seconds until it may retry. */
export type RenderBudget = (request: FastifyRequest) => Promise<number>;

export function renderBudget(app: FastifyInstance, perWindow: number): RenderBudget {
  if (perWindow <= 0) return () => Promise.resolve(0);
  const count = app.createRateLimit({
    max: perWindow,
    timeWindow: RENDER_WINDOW_MS,
    keyGenerator: (request) => `page-render-${normalizeIP(request.ip, IPV6_SUBNET)}`,
  });
  return async (request) => {
    const counted = await count(request);
    return !counted.isAllowed && counted.isExceeded ? Math.max(1, counted.ttlInSeconds) : 0;
  };
}

/** The answer past the budget: a short page for a browser's navigation, else JSON {message}. */
export function renderLimitedBody(
  accept: string | undefined,
  url: string,
  retryAfterSeconds: number,
): { type: string; body: string } {
  if (/\btext\/html\b/.test(accept ?? '')) {
    return {
      type: 'text/html; charset=utf-8',
      body: noticePage({
        title: 'Slow down',
        message: RENDER_LIMITED_MESSAGE,
        url,
        retryAfterSeconds,
      }),
    };
  }
  return {
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ message: RENDER_LIMITED_MESSAGE }),
  };
}
