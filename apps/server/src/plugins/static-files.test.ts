// The web app's files, uploaded media and the SPA's history fallback, as a browser asks for them:
// hashed assets cached for a year, index.html always revalidated, pre-compressed files when the
// browser takes them, and JSON 404s for API paths, missing files and other methods.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("menudex");'.repeat(50);

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-static-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('serves the pre-compressed copy to a browser that accepts gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('makes the browser revalidate files that are not hashed', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers every page path with index.html (the SPA's history fallback), never cached", async () => {
    for (const url of ['/', '/the-list', '/businesses/some-id/feedback', '/search?input=pho']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html; charset=utf-8$/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers a JSON 404 for unknown API paths, missing files and non-GET page requests', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/assets/missing-123.js'],
      ['POST', '/the-list'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: `Route ${method} ${url} not found` });
    }
  });
});

describe('uploaded media', () => {
  it('serves a stored file under /media/ as immutable', async () => {
    const dir = path.join(t.config.mediaDir, 'ab');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'photo.webp'), Buffer.from('RIFF0000WEBP'));
    const res = await t.app.inject({ url: '/media/ab/photo.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a file outside the media folder', async () => {
    // Beside the media folder live the embedded database and the demo secret.
    fs.writeFileSync(path.join(t.config.mediaDir, '..', 'secret.txt'), 'do not serve');
    for (const url of [
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/../secret.txt',
      '/media/%2e%2e%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('do not serve');
    }
  });
});
