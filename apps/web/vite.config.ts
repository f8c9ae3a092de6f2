import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// By a relative path: Node loads this file, and Vite leaves a package's imports to Node, which
// cannot load the contract's TypeScript.
import { PAGES } from '../../packages/contract/src/pages.ts';
import { pageShell } from './build/page-shell-plugin.ts';
import { pageModuleOf } from './src/app/page-modules.ts';

// Production builds run on preact/compat to keep the first visit under the bundle budget
// (docs/decisions/007-preact-in-production.md). MENUDEX_RUNTIME=react builds with React instead.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Explicit compile hints (V8, Chromium 136 and later): a file whose first line is this comment has
// every function compiled while it downloads, on a background thread, instead of each on the main
// thread the first time it runs. Hydrating a public page runs most of the scripts it starts with
// (the entry, the page's chunk and the chunks they import): traced at Lighthouse's 4x slowdown, their main-thread compilation was about
// 420-480 ms of The List's start, and 15-45 ms with the hint. The comment must come first, so it is
// added once the bundle is final (after minification, which drops comments, and after Vite's
// preload helper line). Other browsers read a comment. Why: docs/decisions/032.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function compileHints(): Plugin {
  return {
    name: 'menudex-compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts its preload helper's line first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The entry, the public pages' chunks and every chunk they import statically: what a
        // public page runs as it starts.
        const atLoad = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (atLoad.has(fileName) || chunk?.type !== 'chunk') return;
          atLoad.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry || PUBLIC_PAGES.some((page) => chunk.facadeModuleId?.endsWith(page))) {
            add(chunk.fileName);
          }
        }
        for (const fileName of atLoad) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The source map moves down one line with the code.
          const map = chunk.map;
          if (map) {
            map.mappings = `;${map.mappings}`;
            const file = bundle[`${chunk.fileName}.map`];
            if (file?.type === 'asset') file.source = map.toString();
          }
        }
      },
    },
  };
}

// The public pages the server renders (docs/decisions/023), those that need data: the modules two
// or more of them share (the cards, the grid, their helpers) are one chunk, so a first visit fetches
// the entry, the page's chunk and that one (search fetched 11 scripts, most of them 1 to 5 KB: on
// HTTP/1.1 six at a time, each a round trip on a phone's network).
const PUBLIC_PAGES = [
  ...new Set(PAGES.filter((page) => page.data.length > 0).map((p) => `/${pageModuleOf(p).file}`)),
];

function publicPagesSharing(
  id: string,
  getModuleInfo: (id: string) => { importers: readonly string[] } | null,
): Set<string> {
  const pages = new Set<string>();
  const seen = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const page = PUBLIC_PAGES.find((suffix) => module.endsWith(suffix));
    if (page) {
      pages.add(page);
      return;
    }
    for (const importer of getModuleInfo(module)?.importers ?? []) walk(importer);
  };
  walk(id);
  return pages;
}

// The dev server proxies the API and media to the Node server on port 3000.
// `vite build --ssr src/entry-server.tsx` (npm run build) builds the server's renderer into
// dist-ssr/ with the same aliases, every dependency bundled in, so the server renders with the
// runtime the browser hydrates with (docs/decisions/023).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // The browser's build: compile hints, and the page shell the server composes pages from.
    ...(isSsrBuild
      ? []
      : [
          compileHints(),
          pageShell({
            pages: Object.fromEntries(PAGES.map((page) => [page.id, pageModuleOf(page).file])),
          }),
        ]),
  ],
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  resolve: {
    alias: command === 'build' && process.env.MENUDEX_RUNTIME !== 'react' ? preactAliases : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The entry and every module it imports statically are one file: split by what the lazy
      // pages share, they were 13 files of 0.1 to 37 KB that every page loads, and on HTTP/1.1 a
      // phone fetches six files at a time from a host, a round trip each (issue 20's Lighthouse).
      // The pages and the owner tools stay chunks of their own.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                {
                  name: (id, ctx) =>
                    !PUBLIC_PAGES.some((page) => id.endsWith(page)) &&
                    publicPagesSharing(id, (m) => ctx.getModuleInfo(m)).size >= 2
                      ? 'public'
                      : null,
                  priority: 1,
                },
              ],
            },
          },
      // React Router feature-detects React 19's `use` and `useOptimistic` and falls back when they
      // are missing, which they are on preact/compat: the warning is expected, not a bug.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('react-router')) return;
        warn(warning);
      },
    },
  },
}));
