// Copies a local media folder into another store (an S3 bucket): resumable and idempotent, because a
// file already there with the same size is skipped, and stored names never change their bytes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaKey, type MediaStorage } from '../lib/media-storage.ts';

export type MediaMigrationResult = {
  copied: number;
  skipped: number;
  /** Files that are not media (temporary or oddly named): left where they are. */
  ignored: string[];
  failed: Array<{ path: string; error: string }>;
};

export async function migrateMedia(options: {
  from: string;
  to: MediaStorage;
  concurrency?: number;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<MediaMigrationResult> {
  const log = options.log ?? (() => {});
  const root = path.resolve(options.from);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const result: MediaMigrationResult = { copied: 0, skipped: 0, ignored: [], failed: [] };
  const queue: string[] = [];
  for (const file of files) {
    if (mediaKey(`media/${file}`)) queue.push(file);
    else result.ignored.push(file);
  }
  let next = 0;
  const worker = async () => {
    for (let file = queue[next++]; file !== undefined; file = queue[next++]) {
      const relativePath = `media/${file}`;
      try {
        const bytes = await fs.readFile(path.join(root, file));
        if ((await options.to.size(relativePath)) === bytes.length) {
          result.skipped++;
          continue;
        }
        if (!options.dryRun) await options.to.write(relativePath, bytes);
        result.copied++;
      } catch (err) {
        result.failed.push({ path: relativePath, error: (err as Error).message });
      }
      const done = result.copied + result.skipped + result.failed.length;
      if (done % 500 === 0) log(`${done} of ${queue.length} files`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return result;
}
