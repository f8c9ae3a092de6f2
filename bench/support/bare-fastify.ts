// The ceiling for the API benchmark: a bare Fastify route answering a fixed JSON, in its own process
// like the real server, so both are measured the same way. Prints "listening <port>" when ready.
import Fastify from 'fastify';

const answer = { hello: 'world', items: [{ _id: 'fixed', name: 'A fixed answer', likes: 1 }] };
const app = Fastify({ logger: false });
app.get('/bare', async () => answer);
// The same, sending a body the size of a compressed rendered page (BARE_PAGE_BYTES): the ceiling for
// pages, where the load generator's own work grows with the bytes it reads.
const page = Buffer.alloc(Number(process.env.BARE_PAGE_BYTES ?? 13_000), 'menudex ');
app.get('/bare-page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
