import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaStorage, type MediaStorage } from '../lib/media-storage.ts';
import { startTestS3, type TestS3 } from '../testing/s3-server.ts';
import { migrateMedia } from './migrate.ts';

let s3: TestS3;
let from: string;
beforeAll(async () => {
  s3 = await startTestS3();
  from = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-migrate-'));
  const files: Record<string, string> = {
    'ab/0a1b2c3d-0000-4000-8000-000000000001.webp': 'one',
    'cd/0a1b2c3d-0000-4000-8000-000000000002.webp': 'two!',
    'demo/logo-3.webp': 'logo bytes',
    'ab/x.webp.123.abcd.partial': 'half a file',
  };
  for (const [name, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(from, name)), { recursive: true });
    await fs.writeFile(path.join(from, name), body);
  }
});
afterAll(async () => {
  await s3.close();
  await fs.rm(from, { recursive: true, force: true });
});

describe('npm run media:migrate', () => {
  it('copies every media file into the bucket, leaves other files out, and is idempotent', async () => {
    const to = s3MediaStorage(s3.options);
    const first = await migrateMedia({ from, to });
    expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [] });
    expect(first.ignored).toEqual(['ab/x.webp.123.abcd.partial']);
    expect(await to.size('media/demo/logo-3.webp')).toBe('logo bytes'.length);
    expect(await to.size('media/cd/0a1b2c3d-0000-4000-8000-000000000002.webp')).toBe(4);

    const again = await migrateMedia({ from, to });
    expect(again).toMatchObject({ copied: 0, skipped: 3, failed: [] });
  });

  it('resumes after an interruption: what failed is copied on the next run', async () => {
    const fresh = await startTestS3('menudex-resume');
    try {
      const real = s3MediaStorage(fresh.options);
      let writes = 0;
      // The connection drops after the first write.
      const flaky: MediaStorage = {
        ...real,
        write: async (p, b) => {
          if (writes++ >= 1) throw new Error('connection reset');
          await real.write(p, b);
        },
      };
      const interrupted = await migrateMedia({ from, to: flaky, concurrency: 1 });
      expect(interrupted.copied).toBe(1);
      expect(interrupted.failed).toHaveLength(2);

      const resumed = await migrateMedia({ from, to: real });
      expect(resumed).toMatchObject({ copied: 2, skipped: 1, failed: [] });
    } finally {
      await fresh.close();
    }
  });

  it('copies nothing on a dry run', async () => {
    const fresh = await startTestS3('menudex-dry');
    try {
      const to = s3MediaStorage(fresh.options);
      expect(await migrateMedia({ from, to, dryRun: true })).toMatchObject({ copied: 3 });
      expect(await to.size('media/demo/logo-3.webp')).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
