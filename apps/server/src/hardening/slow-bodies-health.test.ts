// Clients trickling request bodies (a slow-loris on POST) must not slow the answers of others:
// /api/healthz keeps its own pace while eight connections each send a body a byte at a time.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Median milliseconds of `n` health checks, one after another on one kept-alive connection. */
async function healthMedian(n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/healthz`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)] ?? 0;
}

/** A POST whose declared body arrives a byte every 20 ms until stopped. */
function trickle() {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
  );
  const timer = setInterval(() => socket.writable && socket.write(' '), 20);
  return () => {
    clearInterval(timer);
    socket.destroy();
  };
}

describe('slow bodies and health', () => {
  it('keeps /api/healthz as quick while eight connections trickle bodies', async () => {
    await healthMedian(10);
    const alone = await healthMedian(40);
    const stops = Array.from({ length: 8 }, trickle);
    await new Promise((r) => setTimeout(r, 200));
    const during = await healthMedian(40);
    for (const stop of stops) stop();
    console.log(
      `[hardening] healthz median: ${alone.toFixed(2)} ms alone, ${during.toFixed(2)} ms beside 8 trickled bodies`,
    );
    expect(during).toBeLessThan(Math.max(alone * 5, alone + 20));
  });
});
