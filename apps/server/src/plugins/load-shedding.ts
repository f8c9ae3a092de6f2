// Under overload (the event loop falling behind by more than MAX_EVENT_LOOP_DELAY_MS), requests are
// answered 503 at once with Retry-After instead of queueing behind the work already late; health and
// readiness still answer, and say so. Built on @fastify/under-pressure.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { HttpError } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per route: what to do under pressure (the health routes carry on, to report it). */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

export const OVERLOADED_MESSAGE =
  'The server is busy right now; please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

/** Route config of the routes that answer even under pressure (they report it). */
export const ANSWERS_UNDER_PRESSURE = { pressureHandler: () => undefined } as const;

export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number },
): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) {
    app.decorate('isUnderPressure', () => false);
    return;
  }
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: 200,
    pressureHandler: async (request, reply, type, value) => {
      request.log.warn({ type, value }, 'overloaded: request shed with 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, OVERLOADED_MESSAGE);
    },
  });
}
