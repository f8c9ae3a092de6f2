// The ceiling for the API benchmark: a bare Fastify route answering a fixed JSON, in its own process
// like the real server, so both are measured the same way. Prints "listening <port>" when ready.
import Fastify from 'fastify';

const answer = { hello: 'world', items: [{ _id: 'fixed', name: 'A fixed answer', likes: 1 }] };
const app = Fastify({ logger: false });
app.get('/bare', async () => answer);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
