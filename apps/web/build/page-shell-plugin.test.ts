// The page shell is what the server composes every page from: this builds a small app with Vite and
// the plugin and reads what it wrote, so a change in Vite's output that the shell depends on (the
// entry's script tag, the stylesheet link, the chunk graph) fails here, not silently in the pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { PageShell } from '@menudex/contract/page-shell';
import { PAGE_SHELL_FILE } from '@menudex/contract/page-shell';
import { pageShell, type PageShellOptions } from './page-shell-plugin.ts';

const FIXTURE: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <!-- not an element: left out -->
    <link rel="icon" href="/icon.svg" />
    <meta name="description" content="A fixture &amp; its pages" />
    <title>Fixture</title>
    <link rel="stylesheet" href="/src/style.css" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`,
  'src/style.css': '.fixture-rule { color: rebeccapurple; }\n',
  // The entry imports `common` statically (a chunk of its own, below) and each page lazily.
  'src/main.ts': `import { common } from './common.ts';
const pages = { a: () => import('./page-a.ts'), b: () => import('./page-b.ts') };
document.body.dataset.common = common();
void pages[location.hash === '#b' ? 'b' : 'a']().then((page) => page.render());
`,
  'src/common.ts': `export const common = () => 'common:' + document.title;\n`,
  // Both pages use the helper (a shared chunk) and the entry's `common` (already loaded).
  'src/shared.ts': `export const shared = (name: string) => name.repeat(2) + document.title;\n`,
  'src/page-a.ts': `import { common } from './common.ts';
import { shared } from './shared.ts';
export const render = () => { document.body.textContent = shared('a') + common(); };
`,
  'src/page-b.ts': `import { shared } from './shared.ts';
export const render = () => { document.body.textContent = shared('b'); };
`,
};

let fixture: string;

/** Builds the fixture (`html` in place of its index.html when given) and reads its page shell. */
async function buildFixture(pages: PageShellOptions['pages'], html?: string): Promise<PageShell> {
  if (html) fs.writeFileSync(path.join(fixture, 'index.html'), html);
  await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins: [pageShell({ pages })],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'common', test: /common\.ts$/ }] } },
      },
    },
  });
  return JSON.parse(
    fs.readFileSync(path.join(fixture, 'dist', PAGE_SHELL_FILE), 'utf8'),
  ) as PageShell;
}

const built = (url: string) => fs.readFileSync(path.join(fixture, 'dist', url), 'utf8');
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

beforeAll(() => {
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'page-shell-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  }
});

afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

describe('the page shell plugin', () => {
  let shell: PageShell;
  let index: string;

  beforeAll(async () => {
    shell = await buildFixture({ 'the-list': 'src/page-a.ts', search: 'src/page-b.ts' });
    index = built('index.html');
  }, 30_000);

  it('names the entry script that the built index.html loads', () => {
    expect(shell.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(index).toContain(`src="${shell.entry}"`);
    expect(built(shell.entry)).toContain('./page-a-');
  });

  it('takes the head apart: the site metadata on its own, the entry script and title out', () => {
    expect(shell.lang).toBe('fr');
    expect(shell.siteMeta).toBe(
      '<meta name="description" content="A fixture &amp; its pages"><title>Fixture</title>',
    );
    expect(shell.head).toMatch(/^<meta charset="UTF-8"><link rel="icon" href="\/icon.svg"><style>/);
    expect(shell.head).not.toMatch(/<title|description|<script|modulepreload|<!--/);
  });

  it('inlines the entry stylesheet as a <style> element with the built CSS', () => {
    const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(index);
    expect(link?.[1]).toBeDefined();
    const css = built(link?.[1] ?? '');
    expect(css).toMatch(/\.fixture-rule\{color:/);
    expect(shell.head).toContain(`<style>${css}</style>`);
    expect(shell.head).not.toContain('rel="stylesheet"');
  });

  it("lists the entry's static imports, preloaded by index.html, apart from the head", () => {
    expect(shell.entryImports).toEqual([expect.stringMatching(/^\/assets\/common-[\w-]+\.js$/)]);
    expect(index).toContain(
      `<link rel="modulepreload" crossorigin href="${shell.entryImports[0]}">`,
    );
  });

  it("gives each page its own chunk first, then the chunks it shares, not the entry's", () => {
    const [pageA, sharedA, ...moreA] = shell.routes['the-list'] ?? [];
    const [pageB, sharedB, ...moreB] = shell.routes.search ?? [];
    expect(built(pageA ?? '')).toMatch(/\(`a`\)/);
    expect(built(pageB ?? '')).toMatch(/\(`b`\)/);
    expect(pageA).not.toBe(pageB);
    expect(sharedA).toBe(sharedB);
    expect(built(sharedA ?? '')).toContain('.repeat(2)');
    // `common` is the entry's: loaded already, never a page's hint.
    expect([...moreA, ...moreB]).toEqual([]);
    expect(Object.keys(shell.routes)).toEqual(['the-list', 'search']);
  });

  it('carries both boot scripts, each allowed by the hash of exactly its code', () => {
    for (const script of [shell.deferredStart, shell.holdPhotos]) {
      expect(script.code.length).toBeGreaterThan(200);
      expect(script.cspSource).toBe(sha256(script.code));
      expect(script.code).not.toMatch(/<\/script/i);
    }
    // The start is a module that imports nothing but the entry it is given.
    expect(shell.deferredStart.code).not.toMatch(/(^|[;}])\s*(import|export)\b(?!\()/);
    expect(shell.deferredStart.code).toContain('modulepreload');
    expect(shell.deferredStart.code).toContain('menudexEarlyClicks');
    // The holder is a classic script whose names stay its own.
    expect(shell.holdPhotos.code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(shell.holdPhotos.code).toContain('__menudexReleasePhotos');
  });

  it('fails the build when a page names a module that is not in the bundle', async () => {
    await expect(
      buildFixture({ 'the-list': 'src/page-a.ts', search: 'src/missing-page.ts' }),
    ).rejects.toThrow(/page search: its module src\/missing-page\.ts is not a chunk/);
  }, 30_000);

  it('fails the build when a page module is in the entry instead of a chunk of its own', async () => {
    await expect(buildFixture({ 'the-list': 'src/common.ts' })).rejects.toThrow(/page the-list/);
  }, 30_000);

  it('fails the build when index.html loads no entry script', async () => {
    const html = FIXTURE['index.html']?.replace(/<script[^>]*><\/script>/, '') ?? '';
    await expect(buildFixture({}, html)).rejects.toThrow(/no entry module script/);
  }, 30_000);
});
