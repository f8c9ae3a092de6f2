// The demo city's pictures drawn once and shipped in this package's `drawn/` folder, with their
// smaller copies: seeding copies them instead of drawing them (minutes of CPU on a small machine, the
// most of a first `npm start`). Each is listed in `drawn/manifest.json` under its key, a hash of the
// SVG it was drawn from, so a picture whose drawing changed since is drawn again rather than copied
// stale. `npm run demo-art:draw` (the server's) draws the set again. Why: docs/decisions/046.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DRAWN_WEBP_QUALITY } from './images.ts';

/** The shipped pictures: their folder, and each file's key (`pictureKey` of its SVG). */
export type ShippedPictures = { dir: string; keys: Readonly<Record<string, string>> };

export const MANIFEST_FILE = 'manifest.json';

/** What a picture is drawn from: its SVG and the quality it is encoded at. */
export function pictureKey(svg: string): string {
  return crypto
    .createHash('sha256')
    .update(`webp:${DRAWN_WEBP_QUALITY}\n`)
    .update(svg)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The folder of the shipped pictures, found through the package's name: this file may run bundled
 * into the server's dist/, where its own location says nothing about the package's.
 */
export function shippedPicturesDir(): string {
  const manifest = createRequire(import.meta.url).resolve('@menudex/demo-art/package.json');
  return path.join(path.dirname(manifest), 'drawn');
}

/** The shipped pictures, or null when there are none (the folder was left out): all are drawn. */
export function loadShippedPictures(dir?: string): ShippedPictures | null {
  try {
    const folder = dir ?? shippedPicturesDir();
    const keys = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as Record<
      string,
      string
    >;
    return { dir: folder, keys };
  } catch {
    return null;
  }
}
