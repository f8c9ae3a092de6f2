import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Production builds run on preact/compat to keep the first visit under the bundle budget
// (docs/decisions/007-preact-in-production.md). MENUDEX_RUNTIME=react builds with React instead.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The dev server proxies the API and media to the Node server on port 3000.
// `vite build --ssr src/entry-server.tsx` (npm run build) builds the server's renderer into
// dist-ssr/ with the same aliases, every dependency bundled in, so the server renders with the
// runtime the browser hydrates with (docs/decisions/023).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
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
    // The server reads it to hint each page's chunks (apps/server/src/plugins/page-hints.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The entry and every module it imports statically are one file: split by what the lazy
      // pages share, they were 13 files of 0.1 to 37 KB that every page loads, and on HTTP/1.1 a
      // phone fetches six files at a time from a host, a round trip each (issue 20's Lighthouse).
      // The pages and the owner tools stay chunks of their own.
      output: isSsrBuild
        ? undefined
        : { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
      // React Router feature-detects React 19's `use` and `useOptimistic` and falls back when they
      // are missing, which they are on preact/compat: the warning is expected, not a bug.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('react-router')) return;
        warn(warning);
      },
    },
  },
}));
