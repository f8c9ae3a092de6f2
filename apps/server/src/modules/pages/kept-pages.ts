// The short way out for a page that was sent before and has not changed (decision 036, kept by
// 043). Such a page is most of what a busy public site sends, and it needs none of the work later
// hooks do for other requests (the session, the answer cache, load shedding, media copies,
// multipart's clean-up): it is sent from this hook, which runs right after the hooks every answer
// needs. Which those are is declared, not left to where a line sits in app.ts: this plugin depends
// on them by name (Fastify refuses to start if they were not registered before it), and the ones
// that must come after it (plugins/auth.ts, plugins/load-shedding.ts) depend on it. A page that
// must be checked, made or looked up goes on to its route as any request does.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page's route: its kept page may be sent from the kept-pages hook. */
    keptPage?: boolean;
  }
}

/** Route config of the pages. */
export const KEPT_PAGE = { keptPage: true } as const;

/** The hooks every answer must have run before a kept page goes out (their plugins' names). */
export const BEFORE_KEPT_PAGES = ['body-guard', 'request-id', 'security-headers'] as const;

export type KeptPagesOptions = {
  /** Sends the request's page when it was kept and has not changed (true); false sends nothing. */
  send: (request: FastifyRequest, reply: FastifyReply) => boolean;
  metrics?: Pick<Metrics, 'cacheLookup'>;
};

export const keptPages = fp<KeptPagesOptions>(
  async (app, { send, metrics }) => {
    // Written with `done`: an async hook costs every request two promises and a microtask.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.keptPage !== true) return done();
      const sent = send(request, reply);
      metrics?.cacheLookup('pages', sent ? 'hit' : 'miss');
      if (!sent) done();
    });
  },
  { name: 'kept-pages', dependencies: [...BEFORE_KEPT_PAGES] },
);
