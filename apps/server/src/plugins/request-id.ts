// x-request-id: the proxy's id when it sends a sane one, else a new UUID; returned on every answer and
// logged with every line of the request (as reqId), so one request can be followed across nginx and
// the API processes.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us: short, and nothing that could forge a log line or a header. */
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export const requestIdOptions: Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> = {
  // Read by genReqId below, which checks it first.
  requestIdHeader: false,
  genReqId: (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
  },
};

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/** By name: the kept pages come after it (modules/pages/kept-pages.ts). */
export const requestId = fp(async (app) => registerRequestId(app), { name: 'request-id' });
