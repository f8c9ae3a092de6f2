// Answers written after the event loop's reads (sends-after-reads.ts): an answer is complete and
// unchanged, the other hooks' work on it is done at once, and only its writing waits for the pass.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSendsAfterReads } from './sends-after-reads.ts';

async function appWith(sendsAfterReads: boolean) {
  const app = Fastify({ logger: false });
  const events: string[] = [];
  app.addHook('onSend', (request, reply, payload, done) => {
    events.push(`onSend ${request.url}`);
    reply.header('x-earlier-hook', 'ran');
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.on('finish', () => events.push(`written ${request.url}`));
    done();
  });
  app.get('/page/:name', (request, reply) => {
    reply.header('x-page', request.url).send(`answer of ${request.url}`);
    events.push(
      `sent ${request.url}${reply.raw.headersSent ? ', headers already written' : ', not written yet'}`,
    );
  });
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  if (sendsAfterReads) registerSendsAfterReads(app);
  await app.ready();
  return { app, events };
}

describe('answers sent after the loop has read what came in', () => {
  it('writes the answers made in one pass together, after it, in the order they were made', async () => {
    const { app, events } = await appWith(true);
    const [a, b] = await Promise.all([app.inject('/page/a'), app.inject('/page/b')]);
    expect(events).toEqual([
      'onSend /page/a',
      'sent /page/a, not written yet',
      'onSend /page/b',
      'sent /page/b, not written yet',
      'written /page/a',
      'written /page/b',
    ]);
    expect([a.statusCode, a.body, a.headers['x-page'], a.headers['x-earlier-hook']]).toEqual([
      200,
      'answer of /page/a',
      '/page/a',
      'ran',
    ]);
    expect(b.body).toBe('answer of /page/b');
  });

  it('is what makes the difference: without it each answer is written as it is sent', async () => {
    const { app, events } = await appWith(false);
    await Promise.all([app.inject('/page/a'), app.inject('/page/b')]);
    expect(events).toEqual([
      'onSend /page/a',
      'written /page/a',
      'sent /page/a, headers already written',
      'onSend /page/b',
      'written /page/b',
      'sent /page/b, headers already written',
    ]);
  });

  it('sends errors, HEAD answers and a later request as before', async () => {
    const { app } = await appWith(true);
    const broken = await app.inject('/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ message: 'broken' });
    const head = await app.inject({ method: 'HEAD', url: '/page/c' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await app.inject('/page/d')).body).toBe('answer of /page/d');
  });
});
