/**
 * `npm run images:clean`: removes the metadata (EXIF with its GPS position, XMP, IPTC, comments) that photos
 * uploaded before uploads were cleaned still carry, in whichever store the configuration names, turning each
 * upright as the server does on upload. The server also cleans such a photo the first time it is read; this
 * cleans them all at once, read or not (backups and buckets included from then on). Safe to run again: a clean
 * photo is left as it is. With the embedded database, stop the server first (one process per data folder).
 */
import { loadConfig } from '../server/src/config';
import { connectDatabase, databaseTargetFromConfig } from '../server/src/db/connect';
import { ImageService } from '../server/src/features/images/service';
import { imageStorage } from '../server/src/services';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(databaseTargetFromConfig(config));
  try {
    const result = await new ImageService(database.db, imageStorage(config, database.db)).cleanAllStored();
    process.stdout.write(
      `Checked ${result.checked} photo(s): ${result.cleaned} cleaned, ${result.checked - result.cleaned - result.unreadable.length} already clean, ` +
        `${result.unreadable.length} missing or unreadable (not served).\n`,
    );
    if (result.unreadable.length)
      process.stdout.write(
        `Not served: ${result.unreadable.slice(0, 20).join(', ')}${result.unreadable.length > 20 ? ', …' : ''}\n`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Cleaning photos failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
