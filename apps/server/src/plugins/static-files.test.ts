// The web app's files and uploaded media, as a browser asks for them: hashed assets cached for a
// year, other files revalidated, pre-compressed files when the browser takes them, the build's notes
// for the server never served, and JSON 404s for API paths, missing files and other methods.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writePageShell } from '../testing/web-build.ts';

const SCRIPT = 'console.log("menudex");'.repeat(50);

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-static-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  writePageShell(webDist);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("never serves the build's notes for the server, nor index.html as it is", async () => {
    for (const url of ['/.vite/page-shell.json', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
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

  it("makes a photo's smaller copy the first time it is asked for, never larger than asked", async () => {
    const dir = path.join(t.config.mediaDir, 'cc');
    fs.mkdirSync(dir, { recursive: true });
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#c84' },
    })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'dish.webp'), photo);
    for (const width of [480, 640, 800]) {
      const res = await t.app.inject({ url: `/media/cc/dish.w${width}.webp` });
      expect(res.statusCode, String(width)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const size = await sharp(res.rawPayload).metadata();
      expect([size.width, size.height]).toEqual([width, (width * 900) / 1200]);
      // Stored, so the next visitor gets the file as it is.
      expect(fs.existsSync(path.join(dir, `dish.w${width}.webp`))).toBe(true);
    }
    // A copy of a photo that is not there, or a width that is not one of ours: not found.
    for (const url of ['/media/cc/none.w480.webp', '/media/cc/dish.w123.webp']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(fs.existsSync(path.join(dir, 'dish.w123.webp'))).toBe(false);
  });

  it("makes a cover's narrow copy (its middle, as a phone's cover box shows it) when asked for", async () => {
    const dir = path.join(t.config.mediaDir, 'cn');
    fs.mkdirSync(dir, { recursive: true });
    // Red on the left, the middle 750 px green, blue on the right: the copy is the green middle.
    const band = (width: number, color: string) =>
      sharp({ create: { width, height: 600, channels: 3, background: color } })
        .png()
        .toBuffer();
    const cover = await sharp({
      create: { width: 1920, height: 600, channels: 3, background: '#f00' },
    })
      .composite([
        { input: await band(750, '#0f0'), left: 585, top: 0 },
        { input: await band(585, '#00f'), left: 1335, top: 0 },
      ])
      .webp({ lossless: true })
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'cover.webp'), cover);
    const res = await t.app.inject({ url: '/media/cn/cover.narrow.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // 1.25 wide for 1 high, at the photo's full height (not above NARROW_COVER.maxHeight).
    expect([info.width, info.height]).toEqual([750, 600]);
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    for (const x of [4, 375, 745]) {
      const [r, g, b] = pixel(x);
      expect(g, `x=${x}`).toBeGreaterThan(200);
      expect(Math.max(r!, b!), `x=${x}`).toBeLessThan(60);
    }
    expect(fs.existsSync(path.join(dir, 'cover.narrow.webp'))).toBe(true);
    expect((await t.app.inject({ url: '/media/cn/none.narrow.webp' })).statusCode).toBe(404);
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
