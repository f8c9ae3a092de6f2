// The build's stamp: a hash of what `npm run build` reads (sources, lockfile, the settings it
// reads), written after each successful build (the root's "postbuild" runs this file), so `npm start`
// (scripts/start.mjs) can skip a build that would make the same files.
//   node scripts/build-stamp.mjs   writes the stamp for the sources as they are now
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules/.cache/menudex/build-stamp.json');

/** What the build reads: a change to any of these makes `npm start` build again. */
const INPUT_FOLDERS = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/scripts',
  'apps/server/src',
  'apps/server/scripts',
  ...fs.readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}/src`),
];
const INPUT_FILES = [
  'package-lock.json',
  'tsconfig.base.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/package.json',
  ...fs.readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}/package.json`),
];
/** Settings the build reads (the web's runtime choice), and Node itself. */
const INPUT_SETTINGS = {
  MENUDEX_RUNTIME: process.env.MENUDEX_RUNTIME ?? '',
  node: process.version,
};
/** What the server needs from a build; a missing one (a cleaned dist/) builds again. */
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist/.vite/page-shell.json',
  'apps/server/dist/main.js',
];
/** Tests are not built: changing one does not make the build stale. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|(^|\/)\.DS_Store$/;

function filesUnder(folder) {
  const absolute = path.join(root, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_BUILT.test(file));
}

/** A hash of every input's path and content, and of the settings. */
function inputsHash() {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(INPUT_SETTINGS));
  const files = [...INPUT_FOLDERS.flatMap(filesUnder), ...INPUT_FILES].sort();
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(`\0${file}\0`);
    if (fs.existsSync(absolute)) hash.update(fs.readFileSync(absolute));
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')).inputs;
  } catch {
    return null;
  }
}

/** Whether the build outputs exist and were made from the sources as they are now. */
export function buildIsCurrent() {
  const built = OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
  return { built, current: built && readStamp() === inputsHash() };
}

export function writeStamp() {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(
    stampFile,
    `${JSON.stringify({ inputs: inputsHash(), at: new Date().toISOString() })}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  writeStamp();
