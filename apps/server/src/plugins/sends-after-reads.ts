// Answers go out after the event loop has read what came in (docs/decisions/037). Every answer made
// while the loop handles the sockets that were ready is held back until that pass is over, then all
// of them are written together, in the order they were made (one `setImmediate` for the lot).
//
// Why: written at once, each answer wakes whoever reads it while this process still has requests to
// read. When that is a process on the same machine (nginx in front of the API processes, a load
// generator, a health checker), the two take turns on the cores once per answer. Holding the answers
// back cut the server CPU of a kept page or a cached answer by about 40% on the two-core benchmark
// machine, with lower latency under load (figures in the decision). An answer waits at most for the
// rest of the loop's pass: microseconds when the server is idle.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function registerSendsAfterReads(app: FastifyInstance): void {
  let waiting: Array<() => void> = [];
  const sendWaiting = () => {
    const batch = waiting;
    waiting = [];
    for (const send of batch) send();
  };
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (waiting.length === 0) setImmediate(sendWaiting);
    waiting.push(() => done(null, payload));
  });
}

/**
 * By name: its hook must be the last `onSend` hook to run, so it comes after every plugin that adds
 * one (the others' work, a write clearing the caches, is done at once; only the writing waits).
 */
export const sendsAfterReads = fp(async (app) => registerSendsAfterReads(app), {
  name: 'sends-after-reads',
  dependencies: ['auth', 'answer-cache', 'http-caching', 'pages'],
});
