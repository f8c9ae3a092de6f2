// GET /metrics: the counters of lib/metrics.ts in Prometheus's text format, for the operator's
// scraper. On the API's port but outside /api (not part of the API), and only with
// `Authorization: Bearer <METRICS_TOKEN>`: route names, traffic and pool sizes are not for everyone.
// Without METRICS_TOKEN there is no such route (a 404 as for any unknown path) and nothing is counted.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { ANSWERS_UNDER_PRESSURE } from './load-shedding.ts';

/** For the operator setting up a scraper, not for the site's visitors. */
export const METRICS_UNAUTHORIZED_MESSAGE = 'Metrics need Authorization: Bearer <METRICS_TOKEN>';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Compares digests of equal length in constant time: how long the check takes says nothing about
 * how much of a guessed token was right.
 */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] !== undefined && crypto.timingSafeEqual(digest(match[1]), expected);
}

/**
 * The request's route template (`/api/items/:id`), or a fixed name for the wildcard and unmatched
 * paths: `media` (/media/*), `static` (the web app's files), `page` (a page of the web app sent by
 * the not-found handler) and `not-found`. Never the raw URL, which anyone can vary without end.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const route = request.routeOptions.url;
  if (route === '/media/*') return 'media';
  if (route === '/*') return 'static';
  if (route !== undefined) return route;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html') ? 'page' : 'not-found';
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  if (token === undefined) return;
  const { metrics } = ctx;
  const expected = digest(token);

  // Every answer, kept pages included (they leave from an onRequest hook; onResponse still runs).
  // Written with `done`: an async hook costs each request two promises (docs/decisions/036).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      routeLabel(request, reply),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(
    '/metrics',
    // Not in the API's OpenAPI document; answered under load too: an overloaded process is
    // exactly when the operator needs its numbers (it is not rate-limited either: routes opt in).
    { schema: { hide: true }, config: ANSWERS_UNDER_PRESSURE },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized(METRICS_UNAUTHORIZED_MESSAGE);
      }
      const text = await metrics.text();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
}
