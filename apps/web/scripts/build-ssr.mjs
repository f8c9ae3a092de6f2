// Builds the server's renderer (src/entry-server.tsx) into dist-ssr/ (docs/decisions/023). Only for
// the Preact build: the renderer is Preact's, so a React build (MENUDEX_RUNTIME=react) ships
// without it and its pages stay rendered in the browser.
//   node scripts/build-ssr.mjs [outDir]   (default: apps/web/dist-ssr, beside dist/, where the server
//   looks for it: <WEB_DIST>/../dist-ssr/entry-server.js)
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const outDir = process.argv[2]
  ? path.resolve(process.argv[2])
  : new URL('../dist-ssr/', import.meta.url).pathname;
fs.rmSync(outDir, { recursive: true, force: true });
if (process.env.MENUDEX_RUNTIME === 'react') {
  console.log('MENUDEX_RUNTIME=react: no server renderer built (pages render in the browser)');
} else {
  await build({
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    // As in the browser's build: production code paths (emotion and MUI class names without dev
    // labels, so the server's classes are the browser's).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // One file: the server loads it again after a rebuild (a new URL), and chunks importing
      // the old entry would share no state (router, query contexts) with the new one.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}
