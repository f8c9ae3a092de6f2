// Builds a server-rendered page's two inline scripts (src/boot/) into the code the page carries and
// the CSP source that allows exactly that code (docs/decisions/043). Each is bundled on its own with
// rolldown (Vite's bundler) and minified: its imports are constants, bundled in, so the inline
// script imports nothing and needs no other file.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { rolldown } from 'rolldown';
import type { InlineScript } from '@menudex/contract/page-shell';

/** The boot scripts' sources: the deferred start (a module) and the photo holder (a classic script). */
export const BOOT_SCRIPTS = {
  deferredStart: path.join(import.meta.dirname, '../src/boot/deferred-start.ts'),
  holdPhotos: path.join(import.meta.dirname, '../src/boot/hold-photos.ts'),
};

/** `'sha256-…'`: the script-src source that allows exactly this inline script. */
export function cspSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The inline script built from `file`: `es` for a `<script type="module">`, `iife` for a classic
 * script (its names stay out of the page's global scope). Throws when the result could not go
 * inline as it is: more than one file, imports or exports left, or text that ends the element.
 */
export async function buildInlineScript(
  file: string,
  format: 'es' | 'iife',
  warn: (message: string) => void = console.warn,
): Promise<InlineScript> {
  const bundle = await rolldown({
    input: file,
    platform: 'browser',
    onLog: (level, log) => {
      if (level === 'warn') warn(`${file}: ${log.message}`);
    },
  });
  try {
    const { output } = await bundle.generate({
      format,
      minify: true,
      comments: false,
      codeSplitting: false,
    });
    const [chunk, ...more] = output;
    if (!chunk || more.length > 0) throw new Error(`${file}: built into more than one file`);
    if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0 || chunk.exports.length > 0) {
      throw new Error(`${file}: an inline script must import and export nothing`);
    }
    const code = chunk.code.trim();
    // The HTML parser ends a script at `</script`, and `<!--` changes how it finds that end.
    if (/<\/script|<!--/i.test(code))
      throw new Error(`${file}: the code would move the end of its <script>`);
    return { code, cspSource: cspSource(code) };
  } finally {
    await bundle.close();
  }
}

/** Both boot scripts, built. */
export async function buildBootScripts(
  warn?: (message: string) => void,
): Promise<{ deferredStart: InlineScript; holdPhotos: InlineScript }> {
  const [deferredStart, holdPhotos] = await Promise.all([
    buildInlineScript(BOOT_SCRIPTS.deferredStart, 'es', warn),
    buildInlineScript(BOOT_SCRIPTS.holdPhotos, 'iife', warn),
  ]);
  return { deferredStart, holdPhotos };
}
