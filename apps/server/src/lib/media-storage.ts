// Where uploaded and generated images live: one small interface, on local disk or in an S3 bucket.
import crypto from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';

/** One stored file, ready to be streamed to a client. */
export type MediaObject = {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
};

/** A stored file as list() sees it: its relative path (as put() answered it) and when it was written. */
export type StoredFile = { path: string; modifiedAt: Date };

export type MediaStorage = {
  readonly kind: 'local' | 's3';
  /** Stores bytes under a generated name; answers the relative path, e.g. media/ab/uuid.webp. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /** Stores bytes under a given relative path (demo images, migration), replacing what was there. */
  write(relativePath: string, bytes: Buffer): Promise<void>;
  /** The stored file's size in bytes, or null when there is none. */
  size(relativePath: string): Promise<number | null>;
  /** The stored file as a stream, or null when there is none (or the path is not a media path). */
  read(relativePath: string): Promise<MediaObject | null>;
  /** Removes a stored file; unknown paths are ignored. */
  remove(relativePath: string): Promise<void>;
  /**
   * Every stored file with when it was last written (the orphan sweep, lib/orphan-sweep.ts). On
   * local disk this includes files a killed process left half written (`….partial`), which
   * remove() also takes.
   */
  list(): AsyncIterable<StoredFile>;
  /** The folder that /media/ is served from (local store only). */
  readonly root?: string;
};

/** Uploads never change once stored (a new upload gets a new name), so caches may keep them. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export function contentTypeOf(relativePath: string): string {
  const ext = relativePath.slice(relativePath.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** The key inside the store for a relative path (`media/ab/uuid.webp` -> `ab/uuid.webp`), or null. */
export function mediaKey(relativePath: string): string | null {
  if (!relativePath.startsWith('media/')) return null;
  const key = relativePath.slice('media/'.length);
  // Folders and a name of letters, digits, - and _, then one extension (a photo's smaller copy has
  // `.w480` or `.narrow` before it, lib/image-copies.ts): no `..`, no hidden or temporary files
  // (`x.webp.123.partial`), nothing absolute.
  return /^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(\.(?:w\d+|narrow))?\.[A-Za-z0-9]+$/.test(key)
    ? key
    : null;
}

function newName(extension: string): { key: string; relativePath: string } {
  const name = crypto.randomUUID();
  const key = `${name.slice(0, 2)}/${name}.${extension.replace(/[^a-z0-9]/gi, '')}`;
  return { key, relativePath: `media/${key}` };
}

export function localMediaStorage(root: string): MediaStorage {
  const fileOf = (relativePath: string): string | null => {
    const key = mediaKey(relativePath);
    if (!key) return null;
    const resolved = path.resolve(root, key);
    return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
  };
  // A file a killed process left half written: `<media path>.<pid>.<8 hex>.partial`.
  const partialOf = (relativePath: string): string | null => {
    const m = /^(.*)(\.\d+\.[0-9a-f]{8}\.partial)$/.exec(relativePath);
    if (!m) return null;
    const target = fileOf(m[1] ?? '');
    return target ? `${target}${m[2] ?? ''}` : null;
  };
  const writeFile = async (file: string, bytes: Buffer) => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${crypto.randomUUID().slice(0, 8)}.partial`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (err) {
      // A full disk leaves part of the file: remove it, and let the caller answer (507).
      await fs.rm(partial, { force: true }).catch(() => {});
      throw err;
    }
  };
  return {
    kind: 'local',
    root,
    async put(bytes, extension) {
      const { key, relativePath } = newName(extension);
      await writeFile(path.join(root, key), bytes);
      return relativePath;
    },
    async write(relativePath, bytes) {
      const file = fileOf(relativePath);
      if (!file) throw new Error(`Not a media path: ${relativePath}`);
      await writeFile(file, bytes);
    },
    async size(relativePath) {
      const file = fileOf(relativePath);
      if (!file) return null;
      const stat = await fs.stat(file).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async read(relativePath) {
      const file = fileOf(relativePath);
      if (!file) return null;
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(relativePath),
        contentLength: stat.size,
        etag: undefined,
        lastModified: stat.mtime,
      };
    },
    async remove(relativePath) {
      const file = fileOf(relativePath) ?? partialOf(relativePath);
      if (file) await fs.rm(file, { force: true });
    },
    async *list() {
      const walk = async function* (dir: string, prefix: string): AsyncGenerator<StoredFile> {
        let entries: Dirent[];
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
          else if (entry.isFile()) {
            const stat = await fs.stat(full).catch(() => null);
            if (stat) yield { path: `${prefix}${entry.name}`, modifiedAt: stat.mtime };
          }
        }
      };
      yield* walk(root, 'media/');
    },
  };
}

export type S3Options = {
  /** Unset: AWS itself, from the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (environment, instance role, ...). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `host/bucket/key` instead of `bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

type S3Sdk = typeof S3SdkModule;
let sdkLoading: Promise<S3Sdk> | undefined;
/** The SDK is loaded on first use: a server on local disk does not pay its start-up cost. */
const loadSdk = () => (sdkLoading ??= import('@aws-sdk/client-s3'));

export async function createS3Client(options: S3Options): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's newer
    // default (streamed CRC trailers). The SigV4 signature still covers the payload's hash.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Not found, as S3 and its look-alikes say it (NoSuchKey for GET, a bare 404 for HEAD). */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3MediaStorage(options: S3Options): MediaStorage {
  const Bucket = options.bucket;
  let connecting: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;
  const s3 = () =>
    (connecting ??= (async () => ({
      client: await createS3Client(options),
      sdk: await loadSdk(),
    }))());
  const putObject = async (key: string, bytes: Buffer) => {
    const { client, sdk } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: key,
        Body: bytes,
        ContentType: contentTypeOf(key),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  };
  return {
    kind: 's3',
    async put(bytes, extension) {
      const { key, relativePath } = newName(extension);
      await putObject(key, bytes);
      return relativePath;
    },
    async write(relativePath, bytes) {
      const key = mediaKey(relativePath);
      if (!key) throw new Error(`Not a media path: ${relativePath}`);
      await putObject(key, bytes);
    },
    async size(relativePath) {
      const key = mediaKey(relativePath);
      if (!key) return null;
      const { client, sdk } = await s3();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async read(relativePath) {
      const key = mediaKey(relativePath);
      if (!key) return null;
      const { client, sdk } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return {
          body: object.Body,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(relativePath) {
      const key = mediaKey(relativePath);
      if (!key) return;
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { client, sdk } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) {
            yield { path: `media/${object.Key}`, modifiedAt: object.LastModified ?? new Date(0) };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The store the configuration names: the S3 bucket with MEDIA_STORE=s3, else DATA_DIR/media. */
export function configuredMediaStorage(config: {
  mediaDir: string;
  media: { s3: S3Options | undefined };
}): MediaStorage {
  return config.media.s3 ? s3MediaStorage(config.media.s3) : localMediaStorage(config.mediaDir);
}
