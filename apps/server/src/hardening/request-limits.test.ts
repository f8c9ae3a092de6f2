// What a hostile client can make the server read and do before it is refused, on a listening server:
// - bodies where no route takes one, JSON bodies over the cap or nested too deep: refused before any
//   parsing, at a few milliseconds of CPU each (finding 2);
// - a body trickled in byte by byte: cut off at REQUEST_TIMEOUT_MS (finding 6);
// - an oversized upload: refused on its Content-Length, and the rest is never read (finding 7);
// - overload: requests are shed with 503 at once, and health says so (finding 10).
// Every figure is printed with a [hardening] prefix.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { FORM_LIMITS } from '../lib/multipart.ts';
import { BODY_TEXTS, JSON_BODY_LIMIT, JSON_MAX_DEPTH } from '../plugins/body-guard.ts';
import { OVERLOADED_MESSAGE } from '../plugins/load-shedding.ts';
import { factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const REQUEST_TIMEOUT_MS = 1000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);

/** CPU milliseconds this process spent while `run` ran. */
async function cpuMs(run: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('request bodies (finding 2)', () => {
  it('refuses a body on a path that takes none (unknown paths too) before parsing it', async () => {
    const body = nested(1024 * 1024);
    let statuses: number[] = [];
    const ms = await cpuMs(async () => {
      for (const url of ['/api/nope', '/api/healthz', '/api/businesses/pages/1', '/anything']) {
        for (let i = 0; i < 4; i++) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: body,
          });
          statuses.push(res.statusCode);
          expect(res.json()).toEqual({ message: BODY_TEXTS.noBody });
        }
      }
    });
    statuses = [...new Set(statuses)];
    // What the same bodies cost when they are parsed (as they were before the guard).
    const parsedMs = await cpuMs(async () => {
      for (let i = 0; i < 16; i++) {
        try {
          JSON.parse(body);
        } catch {
          // a stack overflow on some engines: still CPU spent
        }
      }
    });
    console.log(
      `[hardening] 16 nested 1 MB bodies to bodyless paths: ${ms.toFixed(0)} ms CPU refused (${parsedMs.toFixed(0)} ms to parse them)`,
    );
    expect(statuses).toEqual([413]);
    // Parsing them cost 200 to 400 ms each before.
    expect(ms / 16).toBeLessThan(40);
  });

  it('caps JSON bodies near the largest legitimate one, and their nesting depth', async () => {
    const business = await factories(t).business({ feedbackEnabled: true });
    const url = `/api/feedback/${business.id}`;
    let client = 0;
    // Each from its own address, so the per-address feedback limit stays out of the way.
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: `10.9.0.${++client}`,
      });
    let big = 0;
    let deep = 0;
    const ms = await cpuMs(async () => {
      for (let i = 0; i < 8; i++) big = (await post(nested(1024 * 1024))).statusCode;
      for (let i = 0; i < 8; i++) {
        const res = await post(nested(JSON_BODY_LIMIT - 2));
        deep = res.statusCode;
        expect(res.json()).toEqual({ message: BODY_TEXTS.tooDeep });
      }
    });
    console.log(
      `[hardening] 8 x 1 MB and 8 x ${JSON_BODY_LIMIT / 1024} KB nested JSON to feedback: ${ms.toFixed(0)} ms CPU`,
    );
    expect(big).toBe(413);
    expect(deep).toBe(400);
    expect(ms / 16).toBeLessThan(40);
    // A body at the depth limit is still parsed (and then validated as usual).
    const atLimit = await post(nested(JSON_MAX_DEPTH * 2));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(BODY_TEXTS.tooDeep);
  });
});

/** Opens a raw connection and sends `head`; resolves with what came back and when it closed. */
function rawRequest(head: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(head);
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  return { socket, closed, answer: () => answer };
}

describe('slow bodies (finding 6)', () => {
  it('cuts off a body trickled in byte by byte at the request timeout', async () => {
    const started = Date.now();
    const { socket, closed, answer } = rawRequest(
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed && socket.writable) {
        socket.write(' ');
        sent += 1;
      }
    }, 100);
    const bound = new Promise<'still open'>((resolve) =>
      setTimeout(() => resolve('still open'), 6000),
    );
    const outcome = await Promise.race([closed.then(() => 'closed' as const), bound]);
    clearInterval(trickle);
    socket.destroy();
    const ms = Date.now() - started;
    console.log(`[hardening] trickled body: ${outcome} after ${ms} ms and ${sent} bytes`);
    expect(outcome).toBe('closed');
    expect(answer()).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });
});

describe('oversized uploads (finding 7)', () => {
  async function owner() {
    const f = factories(t);
    const user = await f.user();
    const business = await f.business({ ownerId: user.id });
    return { token: user.token, businessId: business.id };
  }

  /** Sends a multipart head, then keeps writing until the server closes or `limit` bytes went out. */
  async function upload(head: string, limit: number) {
    const { socket, closed, answer } = rawRequest(head);
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let written = 0;
    let open = true;
    void closed.then(() => (open = false));
    const started = Date.now();
    while (open && written < limit && Date.now() - started < 15_000) {
      const ok = socket.write(chunk);
      written += chunk.length;
      if (!ok) {
        await Promise.race([
          new Promise((r) => socket.once('drain', r)),
          closed,
          new Promise((r) => setTimeout(r, 500)),
        ]);
      }
    }
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]);
    socket.destroy();
    return { written, answer: answer(), closedByServer: !open };
  }

  it('refuses on Content-Length and stops reading the body', async () => {
    const { token, businessId } = await owner();
    const head =
      `POST /api/items/${businessId} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      'Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 2147483648\r\n\r\n';
    const limit = 256 * 1024 * 1024;
    const result = await upload(head, limit);
    console.log(
      `[hardening] 2 GB declared upload: ${(result.written / 1024 / 1024).toFixed(0)} MB written before the server closed`,
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(result.closedByServer).toBe(true);
    expect(result.written).toBeLessThan(limit);
  });

  it('stops reading a chunked upload without Content-Length at the cap', async () => {
    const { token, businessId } = await owner();
    const head =
      `POST /api/items/${businessId} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      'Content-Type: multipart/form-data; boundary=XX\r\nTransfer-Encoding: chunked\r\n\r\n';
    // One chunk header announcing a huge chunk, then the bytes of a single endless file part.
    const preamble =
      '40000000\r\n--XX\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n' +
      'Content-Type: image/jpeg\r\n\r\n';
    const limit = 256 * 1024 * 1024;
    const result = await upload(head + preamble, limit);
    console.log(
      `[hardening] endless chunked upload: ${(result.written / 1024 / 1024).toFixed(0)} MB written before the server closed`,
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(result.closedByServer).toBe(true);
    expect(result.written).toBeLessThan(FORM_LIMITS.totalBytes + 64 * 1024 * 1024);
  });
});

describe('overload (finding 10)', () => {
  let shedding: FastifyInstance;
  beforeAll(async () => {
    shedding = await buildApp({
      config: { ...t.config, maxEventLoopDelayMs: 100 },
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    await shedding.ready();
  });
  afterAll(() => shedding.close());

  /** Keeps the event loop busy in 300 ms slices, as a flood of work would. */
  async function overload(ms: number) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const slice = Date.now() + 300;
      while (Date.now() < slice) {
        /* busy */
      }
      await new Promise((r) => setImmediate(r));
    }
  }

  it('answers 503 at once under overload, health reports it, and serves again after', async () => {
    expect((await shedding.inject({ url: '/api/businesses/pages/1' })).statusCode).toBe(200);
    await overload(1500);
    const started = performance.now();
    const shed = await shedding.inject({ url: '/api/businesses/pages/1' });
    const ms = performance.now() - started;
    const health = await shedding.inject({ url: '/api/healthz' });
    const ready = await shedding.inject({ url: '/api/readyz' });
    console.log(
      `[hardening] overloaded: request shed with ${shed.statusCode} in ${ms.toFixed(1)} ms`,
    );
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ message: OVERLOADED_MESSAGE });
    expect(shed.headers['retry-after']).toBeDefined();
    expect(ms).toBeLessThan(50);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ overloaded: true, database: 'ok' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ok: false, overloaded: true });
    // Once the loop keeps up again, requests are served.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await shedding.inject({ url: '/api/businesses/pages/1' })).statusCode).toBe(200);
  });
});
