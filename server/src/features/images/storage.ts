import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where image bytes live: files under DATA_DIR now; object storage can implement the same port. */
export interface ImageStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
}

export function createFileStorage(root: string): ImageStorage {
  const file = (key: string) => path.join(root, key.replace(/[^a-zA-Z0-9_.-]/g, '_'));
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(file(key), bytes);
    },
    get: (key) => readFile(file(key)),
  };
}

export function createMemoryStorage(): ImageStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async get(key) {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`no image ${key}`);
      return bytes;
    },
  };
}
