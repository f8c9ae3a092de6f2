// The ceiling for the API benchmark: a bare Fastify route answering a fixed JSON, in its own process
// like the real server, so both are measured the same way. Prints "listening <port>" when ready.
import crypto from 'node:crypto';
import Fastify from 'fastify';

const answer = { hello: 'world', items: [{ _id: 'fixed', name: 'A fixed answer', likes: 1 }] };
const app = Fastify({ logger: false });
app.get('/bare', async () => answer);
// The ceiling for pages: bodies the size of a compressed rendered page (BARE_PAGE_BYTES), as many
// distinct ones as the benchmark's business pages (BARE_PAGE_COUNT), in turn. Distinct bodies
// matter: on this kind of machine, two 13 KB bodies in turn halve what one body repeated reaches,
// with the server idle (the load generator and the kernel pay for it).
const pageBytes = Number(process.env.BARE_PAGE_BYTES ?? 13_000);
const pages = Array.from({ length: Number(process.env.BARE_PAGE_COUNT ?? 240) }, () =>
  crypto.randomBytes(pageBytes),
);
let next = 0;
app.get('/bare-page', async (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(pages[next++ % pages.length]),
);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
