// Under overload (the event loop staying behind by more than MAX_EVENT_LOOP_DELAY_MS, measured in
// lib/event-loop-lag.ts), requests that would cost work are answered 503 at once with Retry-After
// instead of queueing behind the work already late. Only where it saves work: the built app's files,
// media (a missing photo copy checks for itself), kept pages and cached answers (their hooks answer
// before this one) and the health routes are never shed. A page navigation gets a small HTML page in
// the app's colours that tries again by itself; an API call gets its JSON `{message}`.
// Why: docs/decisions/040-shedding-only-where-it-saves-work.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { watchEventLoopLag } from '../lib/event-loop-lag.ts';
import { noticePage } from '../lib/notice-page.ts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True while the event loop stays behind (always false with shedding off). */
    isUnderPressure(): boolean;
  }
  interface FastifyContextConfig {
    /** Per route: `false` for the routes that answer even under pressure (they report it). */
    shed?: false;
  }
}

export const OVERLOADED_MESSAGE =
  'The server is busy right now; please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

/** Route config of the routes that answer even under pressure (they report it). */
export const ANSWERS_UNDER_PRESSURE = { shed: false } as const;

/** A path that names a file (`/assets/x.js`, `/favicon.svg`): served from disk, never shed. */
const FILE_PATH = /\.[a-z0-9]+$/i;

export type ShedAnswer = 'page' | 'api' | null;

/** How a request would be shed under pressure: as a page, as an API call, or not at all. */
export function shedAnswer(request: FastifyRequest): ShedAnswer {
  if (request.routeOptions.config.shed === false) return null;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead && (path.startsWith('/media/') || FILE_PATH.test(path))) return null;
  return isRead && (request.headers.accept ?? '').includes('text/html') ? 'page' : 'api';
}

/** The page a shed navigation gets (lib/notice-page.ts). */
export function busyPage(url: string): string {
  return noticePage({
    title: 'Busy',
    message: OVERLOADED_MESSAGE,
    url,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}

function shed(request: FastifyRequest, reply: FastifyReply, answer: 'page' | 'api') {
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (answer === 'page') return reply.type('text/html; charset=utf-8').send(busyPage(request.url));
  return reply.send({ message: OVERLOADED_MESSAGE });
}

export function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; onShed?: (answer: 'page' | 'api') => void },
): void {
  if (options.maxEventLoopDelayMs <= 0) {
    app.decorate('isUnderPressure', () => false);
    return;
  }
  const lag = watchEventLoopLag({ thresholdMs: options.maxEventLoopDelayMs });
  app.decorate('isUnderPressure', () => lag.behind());
  app.addHook('onClose', async () => lag.stop());
  // Start-up (migrations, the demo city) keeps the loop busy before anyone can ask: not overload.
  app.addHook('onListen', async () => lag.reset());
  app.addHook('onRequest', (request, reply, done) => {
    if (!lag.behind()) return done();
    const answer = shedAnswer(request);
    if (!answer) return done();
    options.onShed?.(answer);
    request.log.warn({ lagMs: lag.maxLagMs() }, 'overloaded: request shed with 503');
    return shed(request, reply, answer);
  });
}

/**
 * By name, after the kept pages and the answer cache (whose answers cost no work and go out even
 * under overload) and before anything that does work.
 */
export const loadShedding = fp<Parameters<typeof registerLoadShedding>[1]>(
  async (app, options) => registerLoadShedding(app, options),
  { name: 'load-shedding', dependencies: ['kept-pages', 'answer-cache'] },
);
