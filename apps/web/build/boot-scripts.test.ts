// An inline script goes into the page as it is: what could not (text that ends the element, code
// that needs another file) must fail the build instead of breaking pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInlineScript } from './boot-scripts.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-scripts-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function source(name: string, code: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, code);
  return file;
}

describe('buildInlineScript', () => {
  it('bundles a script with its constants, minified, with the hash of exactly that code', async () => {
    source('limit.ts', 'export const LIMIT_MS = 1234;\n');
    const file = source(
      'main.ts',
      "import { LIMIT_MS } from './limit.ts';\nsetTimeout(() => {}, LIMIT_MS);\n",
    );
    const script = await buildInlineScript(file, 'iife');
    expect(script.code).toMatch(/^\(function\(\)\{setTimeout\(\(\)=>\{\},1234\)\}\)\(\);$/);
    const hash = createHash('sha256').update(script.code).digest('base64');
    expect(script.cspSource).toBe(`'sha256-${hash}'`);
  });

  it('never lets the code end its <script> element', async () => {
    // The bundler writes `</script` in a string as `<\/script`; `<!--` it leaves, and the build
    // refuses it (with a `<script` after it, the parser would no longer end the element there).
    const escaped = source('ends.ts', "document.body.append('</script><b>');\n");
    expect((await buildInlineScript(escaped, 'es')).code).not.toMatch(/<\/script/i);
    const opens = source('opens.ts', "document.body.append('<!--<script>');\n");
    await expect(buildInlineScript(opens, 'es')).rejects.toThrow(
      /would move the end of its <script>/,
    );
  });

  it('fails on a script that exports or needs another file', async () => {
    const exports = source('exports.ts', 'export const x = document.title;\n');
    await expect(buildInlineScript(exports, 'es')).rejects.toThrow(/import and export nothing/);
    source('lazy.ts', 'export const y = 1;\n');
    const lazy = source('imports.ts', "void import('./lazy.ts').then((m) => m.y);\n");
    await expect(buildInlineScript(lazy, 'es')).rejects.toThrow(/more than one file|import/);
  });
});
