// The short way out for a server-rendered page that was sent before and has not changed (decision
// 036). Such a page is most of what a busy public site sends, and it needs none of the work later
// hooks do for other requests (the session, the answer cache, media copies, multipart's clean-up):
// it is sent from this hook, which runs right after the checks and headers every answer gets (load
// shedding, the body guard, the request id and the security headers). A page that must be checked,
// rendered or looked up goes on to its route as any request does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-rendered page's route: its kept page may be sent from the kept-pages hook. */
    keptPage?: boolean;
  }
}

/** Route config of the server-rendered pages. */
export const KEPT_PAGE = { keptPage: true } as const;

export type KeptPages = {
  /**
   * Sends the request's page when it was kept and has not changed, and says so (true); false sends
   * nothing. Set by the static files (plugins/static-files.ts), which keep the pages.
   */
  send: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null;
};

/**
 * Registers the hook; the onRequest hooks registered after it never see a request it answers, so
 * it goes after the ones every answer needs and before the rest (app.ts). The onSend hooks still
 * run on its answer.
 */
export function registerKeptPages(
  app: FastifyInstance,
  metrics?: Pick<Metrics, 'cacheLookup'>,
): KeptPages {
  const kept: KeptPages = { send: null };
  /** Counts a lookup (undefined: nothing keeps pages, no web app built) and answers whether sent. */
  const counted = (sent: boolean | undefined) => {
    if (sent !== undefined) metrics?.cacheLookup('pages', sent ? 'hit' : 'miss');
    return sent === true;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.keptPage === true && counted(kept.send?.(request, reply)))
      return;
    done();
  });
  return kept;
}
