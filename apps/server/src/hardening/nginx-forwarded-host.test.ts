// The shipped nginx site (deploy/nginx/menudex.conf) in front of an API process that trusts it
// (TRUST_PROXY) and has no PUBLIC_URL: a client's own X-Forwarded-Host must not reach the API, or
// canonical URLs, link previews, robots.txt and the sitemap would name the attacker's host.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../testing/factories.ts';
import { freePort } from '../testing/spawn-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { NGINX_BINARY, nginxMain } from './nginx.ts';
import { writePageShell } from '../testing/web-build.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SITE = path.join(repoRoot, 'deploy/nginx/menudex.conf');
const FORGED = { 'x-forwarded-host': 'evil.example' };

if (!NGINX_BINARY) {
  console.log(
    'nginx-forwarded-host.test.ts skipped: nginx is not installed (apt-get install nginx)',
  );
}

/**
 * The shipped site file as it is, but on 127.0.0.1:port, with one upstream (the test's API) and its
 * page cache in `cacheDir`.
 */
export function siteForTest(
  site: string,
  port: number,
  upstream: number,
  cacheDir: string,
): string {
  const out = site
    .replace(/proxy_cache_path \S+ /, `proxy_cache_path ${cacheDir} `)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(
      /(upstream menudex \{\n(?:\s*#.*\n)*)(?:\s*server [^\n]+\n)+/,
      `$1  server 127.0.0.1:${upstream};\n`,
    );
  if (
    !out.includes(`listen 127.0.0.1:${port};`) ||
    !out.includes(`server 127.0.0.1:${upstream};`) ||
    !out.includes(`proxy_cache_path ${cacheDir} `)
  ) {
    throw new Error(
      'deploy/nginx/menudex.conf no longer has the listen, upstream or cache lines this test rewrites',
    );
  }
  return out;
}

describe.skipIf(!NGINX_BINARY)('the shipped nginx site and a forged X-Forwarded-Host', () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let prefix = '';
  let base = '';
  let direct = '';
  let businessId = '';
  let errorLog = '';

  beforeAll(async () => {
    // TRUST_PROXY=true (one hop, the nginx in front), no PUBLIC_URL: the request names the host.
    // A stand-in for the built web app, so the public pages are rendered with their metadata.
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-nginx-site-'));
    const webDist = path.join(prefix, 'web');
    fs.mkdirSync(webDist);
    writePageShell(webDist);
    t = await createTestApp({ trustProxy: 1, publicUrl: undefined, webDist });
    businessId = (await factories(t).business({ name: 'Quán Hậu' })).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    direct = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const port = await freePort();
    const upstream = (t.app.server.address() as AddressInfo).port;
    const temp = (name: string) => path.join(prefix, name);
    fs.writeFileSync(
      path.join(prefix, 'menudex.conf'),
      siteForTest(fs.readFileSync(SITE, 'utf8'), port, upstream, temp('page-cache')),
    );
    fs.writeFileSync(
      temp('nginx.conf'),
      `${nginxMain(prefix, 64)}
  include ${temp('menudex.conf')};
}
`,
    );
    nginx = spawn(
      NGINX_BINARY!,
      ['-p', prefix, '-c', temp('nginx.conf'), '-e', temp('error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    nginx.stderr?.on('data', (d: Buffer) => (errorLog += d.toString()));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    while (
      !(await fetch(`${base}/api/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (nginx.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not start: ${errorLog}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
    await t?.close();
  });

  const text = async (url: string) => (await fetch(url, { headers: FORGED })).text();

  it('names the host nginx served in robots.txt and the sitemap, not the forged one', async () => {
    const robots = await text(`${base}/robots.txt`);
    expect(robots).toContain('Sitemap: http://127.0.0.1/sitemap.xml');
    const index = await text(`${base}/sitemap.xml`);
    expect(index).toContain('<loc>http://127.0.0.1/sitemap-1.xml</loc>');
    const sitemap = await text(`${base}/sitemap-1.xml`);
    expect(sitemap).toContain(`<loc>http://127.0.0.1/businesses/${businessId}</loc>`);
    for (const body of [robots, index, sitemap]) expect(body).not.toContain('evil.example');
  });

  it('gives a business page its canonical URL and link preview on the real host', async () => {
    const page = await text(`${base}/businesses/${businessId}`);
    expect(page).toContain(
      `<link rel="canonical" href="http://127.0.0.1/businesses/${businessId}"`,
    );
    expect(page).toContain(`property="og:url" content="http://127.0.0.1/businesses/${businessId}"`);
    expect(page).not.toContain('evil.example');
  });

  it('keeps the public pages in its cache as the API says, and never an API answer', async () => {
    const status = async (url: string) =>
      (await fetch(`${base}${url}`, { headers: FORGED })).headers.get('x-cache-status');
    for (const url of ['/the-list', '/search?input=pho']) {
      expect(await status(url), url).toBe('MISS');
      expect(await status(url), url).toBe('HIT');
    }
    // Not a public page (a visitor's own), nor the API: straight through.
    expect(await status('/profile')).toBeNull();
    expect(await status('/api/items/pages/1')).toBeNull();
  });

  it('would name the forged host without nginx in between (what the header guards against)', async () => {
    expect(await text(`${direct}/robots.txt`)).toContain(
      'Sitemap: http://evil.example/sitemap.xml',
    );
  });
});
