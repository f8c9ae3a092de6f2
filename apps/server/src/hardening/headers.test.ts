// Security headers, request size limits and write rate limits, as a browser or a script meets them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Config } from '../config.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { bearer, factories } from '../testing/factories.ts';
import { RATE_LIMIT_MESSAGE, WRITE_RATE_LIMITS } from '../plugins/rate-limit.ts';
import { dataSnapshot } from './consistency.ts';
import { TEST_SHELL, writePageShell } from '../testing/web-build.ts';

/** The CSP sources of the test shell's two inline scripts. */
const INLINE_SOURCES = [TEST_SHELL.deferredStart.cspSource, TEST_SHELL.holdPhotos.cspSource];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** 'default-src 'self'; img-src 'self' data:' -> { 'default-src': ["'self'"], 'img-src': [...] } */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

/** The headers alone for another configuration (no database needed). */
async function headersOnly(overrides: Partial<Config>) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, {
    config: testConfig(overrides),
    inlineScripts: () => INLINE_SOURCES,
  });
  app.get('/api/healthz', async () => ({ ok: true }));
  try {
    return await app.inject({ url: '/api/healthz' });
  } finally {
    await app.close();
  }
}

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app, so the SPA answers are checked too.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-headers-web-'));
  writePageShell(webDist);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  it('allows only this origin for scripts, no inline script, no framing, no plugins, on the API and the pages', async () => {
    for (const [url, status] of [
      ['/api/healthz', 200],
      ['/the-list', 200],
      // An unknown business: the 'Page Not Found!' page, with its 404 (modules/pages).
      ['/businesses/00000000-0000-4000-8000-000000000000', 404],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      // Our own files, and the two inline scripts of a server-rendered page (the one that starts
      // its scripts, the one that holds its lazy photos), by the hashes the web build wrote.
      expect(csp['script-src']).toEqual(["'self'", ...INLINE_SOURCES]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      // Map tiles from exactly the configured tile host (OpenStreetMap's by default).
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
      ]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('allows images from exactly the configured map tile host, subdomains only when the URL has {s}', async () => {
    const local = await headersOnly({
      map: {
        tileUrl: 'http://127.0.0.1:8181/{z}/{x}/{y}.png',
        attribution: 'x',
        tileSource: 'http://127.0.0.1:8181',
      },
    });
    expect(parseCsp(local.headers['content-security-policy'])['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:8181',
    ]);
    const { tileSource } = await import('../config.ts');
    expect(tileSource('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org',
    );
  });

  it('turns off camera, microphone, payment, USB and other unused features; geolocation for this origin only', async () => {
    for (const url of ['/api/healthz', '/the-list']) {
      const res = await t.app.inject({ url });
      const policy = Object.fromEntries(
        String(res.headers['permissions-policy'])
          .split(',')
          .map((part) => part.trim().split('=') as [string, string]),
      );
      // "Near me" and the business pin editor ask for the position (apps/web/src/lib/geolocation.ts).
      expect(policy.geolocation, url).toBe('(self)');
      for (const feature of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid']) {
        expect(policy[feature], `${url} ${feature}`).toBe('()');
      }
    }
  });

  it('names no sign-in provider that is not configured', async () => {
    const res = await t.app.inject({ url: '/the-list' });
    const header = String(res.headers['content-security-policy']);
    expect(header).not.toMatch(/google|facebook/);
  });

  it('on plain HTTP sends no HSTS and no upgrade-insecure-requests (they would break a LAN address)', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(parseCsp(res.headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('behind TLS sends HSTS and upgrade-insecure-requests', async () => {
    const res = await headersOnly({ tls: true });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(parseCsp(res.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('allows Google and Facebook sign-in sources only once they are configured', async () => {
    const gRes = await headersOnly({
      google: {
        clientId: 'client.apps.googleusercontent.com',
        jwksUrl: 'https://example.test/jwks',
      },
    });
    const g = parseCsp(gRes.headers['content-security-policy']);
    expect(g['script-src']).toEqual([
      "'self'",
      ...INLINE_SOURCES,
      'https://accounts.google.com/gsi/client',
    ]);
    expect(g['frame-src']).toContain('https://accounts.google.com/gsi/');
    expect(g['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(g['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(g['script-src-attr']).toEqual(["'none'"]);
    expect(g['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(g)).not.toContain('facebook');

    const fRes = await headersOnly({
      facebook: { appId: '123', appSecret: 'secret', graphUrl: 'https://graph.facebook.com' },
    });
    const f = parseCsp(fRes.headers['content-security-policy']);
    expect(f['script-src']).toEqual(["'self'", ...INLINE_SOURCES, 'https://connect.facebook.net']);
    expect(f['frame-src']).toContain('https://www.facebook.com');
    expect(JSON.stringify(f)).not.toContain('google');
    // The provider's popup must be able to answer this window.
    expect(fRes.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('is enough for the web app: its index.html has no inline script (source and, when built, dist)', () => {
    const files = [
      path.join(repoRoot, 'apps/web/index.html'),
      path.join(repoRoot, 'apps/web/dist/index.html'),
    ].filter((file) => fs.existsSync(file));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, file).toMatch(/\bsrc=/);
        expect(body?.trim(), file).toBe('');
      }
      expect(html, file).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

describe('request size limits', () => {
  it('refuses a JSON body over 1 MiB with 413 {message}, stores nothing, and keeps answering', async () => {
    const before = await dataSnapshot(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x'.repeat(1024 * 1024 + 10),
        email: 'big@example.com',
        password: 'password1',
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) as string });
    expect(await dataSnapshot(t.database.db)).toEqual(before);
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
  });
});

describe('rate limits on writes', () => {
  it(`lets one user vote ${WRITE_RATE_LIMITS.votes} times a minute, then answers 429 {message}; others are not affected`, async () => {
    const f = factories(t);
    const business = await f.business();
    const list = await f.list(business.id);
    const item = await f.item(business.id, list.id);
    const [busy, other] = [await f.user(), await f.user()];
    const vote = (token: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/items/vote/${item.id}`,
        headers: bearer(token),
        payload: { vote: i % 2 === 0 ? 'like' : 'unlike' },
      });
    for (let i = 0; i < WRITE_RATE_LIMITS.votes; i++) {
      expect((await vote(busy.token, i)).statusCode).toBe(200);
    }
    const refused = await vote(busy.token, 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await vote(other.token, 0)).statusCode).toBe(200);
  });

  it(`limits discount redeems to ${WRITE_RATE_LIMITS.redeems} a minute per client address`, async () => {
    const redeem = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/discount/redeem',
        remoteAddress,
        payload: { userId: crypto.randomUUID(), businessId: crypto.randomUUID() },
      });
    for (let i = 0; i < WRITE_RATE_LIMITS.redeems; i++) {
      expect((await redeem('10.9.9.9')).statusCode).toBe(404);
    }
    const refused = await redeem('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await redeem('10.9.9.10')).statusCode).toBe(404);
  });

  it(`counts catalogue writes per user: past ${WRITE_RATE_LIMITS.catalogue} a minute, adding a list is refused`, async () => {
    const f = factories(t);
    const owner = await f.user();
    const business = await f.business({ ownerId: owner.id });
    const addList = (name: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/lists`,
        headers: bearer(owner.token),
        payload: { name },
      });
    // Invalid bodies count too: the limit is checked before anything else.
    for (let i = 0; i < WRITE_RATE_LIMITS.catalogue; i++) {
      expect((await addList(42)).statusCode).toBe(400);
    }
    const refused = await addList('Drinks');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
  });
});
