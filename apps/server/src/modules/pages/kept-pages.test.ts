// The kept-pages hook (kept-pages.ts): a page's route whose kept page can go out is answered from the
// hook, and the hooks after it, and the handler, never run; anything else goes on as usual.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { BEFORE_KEPT_PAGES, KEPT_PAGE, keptPages } from './kept-pages.ts';

/** The plugins the kept pages come after, by name (they do nothing here). */
const before = BEFORE_KEPT_PAGES.map((name) => fp(async () => {}, { name }));

async function appWith(send: (url: string) => boolean) {
  const app = Fastify({ logger: false });
  const seen = { laterHook: 0, handler: 0, asked: [] as string[] };
  for (const plugin of before) await app.register(plugin);
  await app.register(keptPages, {
    send: (request, reply) => {
      seen.asked.push(request.url);
      if (!send(request.url)) return false;
      reply.header('x-from', 'kept').send('kept page');
      return true;
    },
  });
  app.addHook('onRequest', async () => {
    seen.laterHook += 1;
  });
  const handler = async () => {
    seen.handler += 1;
    return 'rendered page';
  };
  app.get('/page/:n', { config: KEPT_PAGE }, handler);
  app.get('/api/thing', handler);
  await app.ready();
  return { app, seen };
}

describe('the kept-pages hook', () => {
  it("sends a page's kept copy without running the later hooks or the route", async () => {
    const { app, seen } = await appWith(() => true);
    const res = await app.inject({ url: '/page/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('kept page');
    expect(res.headers['x-from']).toBe('kept');
    expect(seen).toEqual({ laterHook: 0, handler: 0, asked: ['/page/1'] });
  });

  it('lets a page it cannot send go on to its route', async () => {
    const { app, seen } = await appWith(() => false);
    const res = await app.inject({ url: '/page/2' });
    expect(res.body).toBe('rendered page');
    expect(seen).toEqual({ laterHook: 1, handler: 1, asked: ['/page/2'] });
  });

  it('never asks for a route that is not a page', async () => {
    const { app, seen } = await appWith(() => true);
    const res = await app.inject({ url: '/api/thing' });
    expect(res.body).toBe('rendered page');
    expect(seen.asked).toEqual([]);
  });

  it('refuses to start unless the hooks every answer needs were registered before it', async () => {
    const app = Fastify({ logger: false });
    await app.register(before[0]!);
    await expect(app.register(keptPages, { send: () => false })).rejects.toThrow(
      /dependency 'request-id'/,
    );
  });
});
