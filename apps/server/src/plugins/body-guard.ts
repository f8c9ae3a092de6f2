// What a request body may be before anything reads it: none where the route takes none (unknown paths
// included), JSON at most JSON_BODY_LIMIT bytes and JSON_MAX_DEPTH levels deep. Checked before the
// parser runs, so an anonymous client cannot make the server parse megabytes of nested arrays.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-errors.ts';
import fp from 'fastify-plugin';

/**
 * The largest JSON body a route reads: feedback (three answers of up to 1,000 characters, each up to
 * 6 bytes when escaped, and their labels) is about 25 KB; the rest are far smaller.
 */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Deeper than any request shape of ours (feedback and opening hours nest four levels). */
export const JSON_MAX_DEPTH = 16;

export const BODY_TEXTS = {
  noBody: 'This address does not take a request body',
  tooDeep: `The JSON body nests deeper than ${JSON_MAX_DEPTH} levels`,
} as const;

/** How deep arrays and objects nest in a JSON text, stopping once past `limit` (linear, no parse). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** Refuses and closes the connection, so the rest of an unwanted body is never read. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('connection', 'close').send({ message });
}

export function registerBodyGuard(app: FastifyInstance): void {
  // Hooks on every request are written with `done` where their work is synchronous: an async hook
  // costs two promises and a microtask per request (docs/decisions/036).
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request) && request.routeOptions.schema?.body === undefined) {
      refuse(reply, 413, BODY_TEXTS.noBody);
      return;
    }
    done();
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, raw, done) => {
      const body = String(raw);
      if (jsonDepthExceeds(body, JSON_MAX_DEPTH)) {
        done(badRequest(BODY_TEXTS.tooDeep), undefined);
        return;
      }
      void parseJson(request, body, done);
    },
  );
}

/** By name: the kept pages come after it (modules/pages/kept-pages.ts). */
export const bodyGuard = fp(async (app) => registerBodyGuard(app), { name: 'body-guard' });
