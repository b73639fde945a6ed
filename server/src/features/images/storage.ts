import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound as S3NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { imageBlobs } from '../../db/schema';

/**
 * Where image bytes live. Rows in `images` say whose a photo is; the bytes sit behind this port:
 * - `file`: under DATA_DIR, for the embedded mode (one instance, one disk);
 * - `postgres`: in `image_blobs`, the default with DATABASE_URL, so every instance serves every photo;
 * - `s3`: any S3-compatible object store, for many instances and many photos.
 */
export interface ImageStorage {
  readonly kind: ImageStoreKind;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the store has no such key. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
}

type ImageStoreKind = 'file' | 'postgres' | 's3';

export function createFileStorage(root: string): ImageStorage {
  const file = (key: string) => path.join(root, key.replace(/[^a-zA-Z0-9_.-]/g, '_'));
  const read = async (key: string) => {
    try {
      return await readFile(file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'file',
    async put(key, bytes) {
      await mkdir(root, { recursive: true });
      // written aside and renamed: a crash mid-write never leaves half a photo under the real name
      const partial = `${file(key)}.partial-${process.pid}`;
      await writeFile(partial, bytes);
      await rename(partial, file(key));
    },
    get: read,
    has: async (key) => (await read(key)) !== null,
  };
}

export function createPostgresStorage(db: Db): ImageStorage {
  return {
    kind: 'postgres',
    async put(key, bytes) {
      await db.insert(imageBlobs).values({ key, bytes }).onConflictDoUpdate({ target: imageBlobs.key, set: { bytes } });
    },
    async get(key) {
      const [row] = await db.select({ bytes: imageBlobs.bytes }).from(imageBlobs).where(eq(imageBlobs.key, key));
      return row?.bytes ?? null;
    },
    async has(key) {
      const [row] = await db.select({ key: imageBlobs.key }).from(imageBlobs).where(eq(imageBlobs.key, key));
      return row !== undefined;
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver…); unset → AWS for the region. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path rather than the host name (MinIO, s3rver and most self-hosted stores need it). */
  forcePathStyle: boolean;
}

export function createS3Storage(settings: S3Settings): ImageStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    // without keys the SDK's own chain applies (instance roles, AWS_* variables)
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    maxAttempts: 3,
  });
  const missing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof S3NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: `images/${key}`,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `images/${key}` }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: `images/${key}` }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}

/**
 * Copies every listed key from one store to another; keys the target already has are left alone.
 * @internal
 */
export async function copyImages(
  keys: AsyncIterable<string> | Iterable<string>,
  from: ImageStorage,
  to: ImageStorage,
): Promise<{ copied: number; present: number; missing: string[] }> {
  const result = { copied: 0, present: 0, missing: [] as string[] };
  for await (const key of keys) {
    if (await to.has(key)) {
      result.present += 1;
      continue;
    }
    const bytes = await from.get(key);
    if (!bytes) {
      result.missing.push(key);
      continue;
    }
    await to.put(key, bytes);
    result.copied += 1;
  }
  return result;
}
