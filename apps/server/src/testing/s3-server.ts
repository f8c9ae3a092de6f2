// A real S3-compatible server (s3rver, speaking S3's REST API over HTTP) on 127.0.0.1 for tests, with
// an empty bucket; nothing leaves the machine.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../lib/media-storage.ts';

export type TestS3 = {
  options: S3Options;
  /** The bucket's folder on disk, where s3rver keeps each object (for tests that look behind it). */
  directory: string;
  close(): Promise<void>;
};

// s3rver accepts any key pair whose id it knows; these are its built-in development credentials.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startTestS3(bucket = 'menudex-media'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    directory,
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** The variables a server process needs to use this bucket (for spawned servers). */
export function s3Env(s3: TestS3): Record<string, string> {
  const o = s3.options;
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: o.endpoint ?? '',
    S3_REGION: o.region,
    S3_BUCKET: o.bucket,
    S3_ACCESS_KEY_ID: o.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: o.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
}
