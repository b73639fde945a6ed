/**
 * The photo stores behind one port: files (the embedded mode), PostgreSQL (the database of this pass:
 * PGlite, or a real server in the PostgreSQL pass) and S3 over the real protocol against s3rver on
 * loopback. Each keeps exact bytes, says plainly when a key is missing, and moving photos from the
 * file store to another copies each once.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// s3rver ships no types: the constructor and run/close are all this suite uses
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/connect';
import { imageStorage } from '../../services';
import { createTestDatabase, startTestApp } from '../../test/harness';
import { copyImages, createFileStorage, createPostgresStorage, createS3Storage, type ImageStorage } from './storage';

const png = (seed: number, size = 3000) => {
  const bytes = Buffer.alloc(size, seed);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

let database: Database;
let dir: string;
let s3: { close(cb: () => void): void } | null = null;
let s3Endpoint = '';
const BUCKET = 'fixwise-photos';

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-storage-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') });
  const address = (await server.run()) as { port: number };
  s3 = server;
  s3Endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  await database.close();
  await new Promise<void>((resolve) => (s3 ? s3.close(() => resolve()) : resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const s3Settings = () => ({
  bucket: BUCKET,
  endpoint: s3Endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

const stores: Array<[string, () => ImageStorage]> = [
  ['files', () => createFileStorage(path.join(dir, 'files'))],
  ['PostgreSQL', () => createPostgresStorage(database.db)],
  ['S3 (s3rver)', () => createS3Storage(s3Settings())],
];

describe.each(stores)('the %s store', (_name, make) => {
  it('keeps exact bytes, replaces a key written twice, and answers null for a key it never had', async () => {
    const store = make();
    const key = `user-${Math.random().toString(36).slice(2)}`;
    const bytes = png(7, 1024 * 1024 + 17);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.put(key, bytes);
    expect(await store.has(key)).toBe(true);
    expect((await store.get(key))!.equals(bytes)).toBe(true);
    await store.put(key, png(8));
    expect((await store.get(key))!.equals(png(8))).toBe(true);
  });
});

it('the file store never leaves a partial file under the real name', async () => {
  const root = path.join(dir, 'atomic');
  const store = createFileStorage(root);
  await store.put('a', png(1));
  expect(readdirSync(root)).toEqual(['a']);
});

it('moves photos from the file store once: a second run finds them there and copies nothing', async () => {
  const from = createFileStorage(path.join(dir, 'move-from'));
  const to = createS3Storage(s3Settings());
  const keys = ['m-1', 'm-2', 'm-3'];
  for (const [i, key] of keys.entries()) await from.put(key, png(i + 20));
  const first = await copyImages([...keys, 'm-missing'], from, to);
  expect(first).toEqual({ copied: 3, present: 0, missing: ['m-missing'] });
  for (const [i, key] of keys.entries()) expect((await to.get(key))!.equals(png(i + 20))).toBe(true);
  expect(await copyImages(keys, from, to)).toEqual({ copied: 0, present: 3, missing: [] });
});

it('chooses the store from the configuration: s3 with a bucket, postgres with a database URL, files otherwise', () => {
  const kind = (env: Record<string, string>) => imageStorage(loadConfig({ DATA_DIR: dir, ...env }), database.db).kind;
  expect(kind({})).toBe('file');
  expect(kind({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toBe('postgres');
  expect(kind({ DATABASE_URL: 'postgres://x@127.0.0.1/db', S3_BUCKET: BUCKET })).toBe('s3');
  expect(kind({ DATABASE_URL: 'postgres://x@127.0.0.1/db', IMAGE_STORE: 'file' })).toBe('file');
  expect(() => loadConfig({ IMAGE_STORE: 's3' })).toThrow(/S3_BUCKET is required/);
  expect(() => loadConfig({ IMAGE_STORE: 'disk' })).toThrow(/IMAGE_STORE/);
});

it('stores a photo uploaded through the app in the bucket, where any instance reads it', async () => {
  const env = {
    IMAGE_STORE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const a = await startTestApp(env);
  try {
    const user = await a.createUser();
    // a real picture: uploads are decoded and encoded again (clean.ts), so the store holds what is served
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const up = await fetch(`${a.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: photo,
    });
    expect(up.status).toBe(201);
    const { id } = (await up.json()) as { id: string };
    // a second instance: its own services and disk, the same database and bucket
    const b = createS3Storage(s3Settings());
    const seen = await a.services.images.read(user.id, id);
    expect((await sharp(seen.bytes).metadata()).width).toBe(30);
    const [row] = await a.database.db.query.images.findMany({ where: (images, { eq }) => eq(images.id, id) });
    expect((await b.get(row!.storageKey))!.equals(seen.bytes)).toBe(true);
  } finally {
    await a.close();
  }
});
