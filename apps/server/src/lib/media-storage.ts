// Where uploaded and generated images live: a small interface, local disk for now.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type MediaStorage = {
  /** Stores bytes under a generated name; answers the relative path, e.g. media/ab/uuid.webp. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored file; unknown paths are ignored. */
  remove(relativePath: string): Promise<void>;
  /** The folder that /media/ is served from. */
  readonly root: string;
};

export function localMediaStorage(root: string): MediaStorage {
  return {
    root,
    async put(bytes, extension) {
      const name = crypto.randomUUID();
      const dir = name.slice(0, 2);
      await fs.mkdir(path.join(root, dir), { recursive: true });
      const file = `${name}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      await fs.writeFile(path.join(root, dir, file), bytes);
      return `media/${dir}/${file}`;
    },
    async remove(relativePath) {
      if (!relativePath.startsWith('media/')) return;
      const resolved = path.resolve(root, relativePath.slice('media/'.length));
      if (!resolved.startsWith(path.resolve(root) + path.sep)) return;
      await fs.rm(resolved, { force: true });
    },
  };
}
