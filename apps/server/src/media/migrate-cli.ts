// npm run media:migrate [-- --from ./data/media --dry-run]: copies a local media folder into the bucket
// that MEDIA_STORE=s3 and the S3_* settings name. Run it again after an interruption: it resumes.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { configuredMediaStorage } from '../lib/media-storage.ts';
import { migrateMedia } from './migrate.ts';

try {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  if (config.media.store !== 's3') {
    throw new Error(
      'Set MEDIA_STORE=s3 and the S3_* settings: the bucket is where media are copied',
    );
  }
  const from = values.from ?? config.mediaDir;
  const started = Date.now();
  const result = await migrateMedia({
    from,
    to: configuredMediaStorage(config),
    dryRun: values['dry-run'],
    log: (line) => console.log(line),
  });
  for (const file of result.ignored) console.log(`Left out (not a media file): ${file}`);
  for (const { path, error } of result.failed) console.error(`Failed: ${path}: ${error}`);
  console.log(
    `${values['dry-run'] ? 'Would copy' : 'Copied'} ${result.copied}, already there ${result.skipped}, failed ${result.failed.length} (from ${from} to bucket ${config.media.s3?.bucket}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(result.failed.length ? 1 : 0);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
