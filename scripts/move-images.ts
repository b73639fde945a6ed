/**
 * `npm run images:move`: copies the photos an earlier run kept as files (DATA_DIR/images) into the store
 * the configuration names now (IMAGE_STORE, or postgres with DATABASE_URL, or s3 with S3_BUCKET). Run it
 * once when moving from one instance to several. Safe to run again: photos already in the target are
 * left alone. The files themselves are not deleted.
 */
import path from 'node:path';
import { asc, gt } from 'drizzle-orm';
import { imageStoreKind, loadConfig } from '../server/src/config';
import { connectDatabase, databaseTargetFromConfig } from '../server/src/db/connect';
import { images } from '../server/src/db/schema';
import { copyImages, createFileStorage } from '../server/src/features/images/storage';
import { imageStorage } from '../server/src/services';

async function main(): Promise<void> {
  const config = loadConfig();
  if (imageStoreKind(config) === 'file') {
    process.stderr.write(
      'The configured photo store is the file store already: set DATABASE_URL, S3_BUCKET or IMAGE_STORE to say where photos go.\n',
    );
    process.exit(2);
  }
  const database = await connectDatabase(databaseTargetFromConfig(config));
  const from = createFileStorage(path.join(config.DATA_DIR, 'images'));
  const to = imageStorage(config, database.db);
  // the keys a page at a time, so a large store is never held in memory at once
  async function* keys() {
    let after = '';
    for (;;) {
      const rows = await database.db
        .select({ key: images.storageKey })
        .from(images)
        .where(gt(images.storageKey, after))
        .orderBy(asc(images.storageKey))
        .limit(500);
      if (!rows.length) return;
      for (const row of rows) yield row.key;
      after = rows.at(-1)!.key;
    }
  }
  const result = await copyImages(keys(), from, to);
  await database.close();
  process.stdout.write(
    `Copied ${result.copied} photo(s) from ${from.kind === 'file' ? path.join(config.DATA_DIR, 'images') : from.kind} to ${to.kind}; ` +
      `${result.present} were there already; ${result.missing.length} had no file.\n`,
  );
  if (result.missing.length)
    process.stdout.write(
      `Missing: ${result.missing.slice(0, 20).join(', ')}${result.missing.length > 20 ? ', …' : ''}\n`,
    );
}

main().catch((error: unknown) => {
  process.stderr.write(`Moving photos failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
