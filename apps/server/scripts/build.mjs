// npm run build (server): compiles the server and the contract workspace it imports into plain
// JavaScript in dist/ (esbuild), so production runs `node dist/main.js` with no TypeScript at run time.
// Packages from node_modules stay external (sharp, pglite and pg load native or wasm files of their
// own); only our own code is bundled. Types are checked by `npm run typecheck`, not here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(server, 'dist');

/** Everything imported by a bare name is external, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@menudex/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: server,
  entryPoints: {
    main: 'src/main.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'admin-cli': 'src/db/admin-cli.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'media-migrate-cli': 'src/media/migrate-cli.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Chunks sit beside the entries, so `import.meta.url` means dist/ in every file.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
// The migrations are read from `migrations/` beside the code that applies them.
fs.cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
console.log(
  `Built the server into ${path.relative(process.cwd(), dist) || 'dist'} in ${Date.now() - started} ms`,
);
