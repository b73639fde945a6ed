import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { MAX_PLAN_IMAGE_BYTES, isUuid } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { images } from '../../db/schema';
import { Invalid, NotFound, PayloadTooLarge } from '../../errors';
import { checkStoredPhoto, cleanUpload } from './clean';
import { sniffImage } from './sniff';
import type { ImageStorage } from './storage';

export const NOT_AN_IMAGE = 'Only JPG, PNG, GIF or WebP images can be uploaded.';
const IMAGE_TOO_LARGE = 'Images can be at most 5 MB.';

type ImageRow = typeof images.$inferSelect;

/**
 * Photos people attach: checked by their bytes, stored without their metadata (clean.ts) behind the
 * storage port, served to their owner only.
 */
export class ImageService {
  constructor(
    private readonly db: Db,
    private readonly storage: ImageStorage,
  ) {}

  async upload(userId: string, bytes: Buffer): Promise<{ id: string; url: string; mime: string; bytes: number }> {
    if (bytes.length === 0) throw new Invalid(NOT_AN_IMAGE);
    if (bytes.length > MAX_PLAN_IMAGE_BYTES) throw new PayloadTooLarge(IMAGE_TOO_LARGE);
    const mime = sniffImage(bytes);
    if (!mime) throw new Invalid(NOT_AN_IMAGE);
    // upright, and without what the file said of where, when and with what it was taken: the only bytes
    // ever stored, served back or shown to the assistant
    const clean = await cleanUpload(bytes, mime);
    const storageKey = `${userId}-${randomUUID()}`;
    await this.storage.put(storageKey, clean);
    const [row] = await this.db
      .insert(images)
      .values({ userId, mime, bytes: clean.length, storageKey })
      .returning({ id: images.id });
    return { id: row!.id, url: `/api/images/${row!.id}`, mime, bytes: clean.length };
  }

  async read(userId: string, imageId: string): Promise<{ mime: string; bytes: Buffer }> {
    if (!isUuid(imageId)) throw new NotFound('Image not found');
    const [row] = await this.db
      .select()
      .from(images)
      .where(and(eq(images.id, imageId), eq(images.userId, userId)));
    if (!row) throw new NotFound('Image not found');
    const bytes = await this.storage.get(row.storageKey);
    // a row without its bytes (a store emptied or not moved over): the photo is gone, not a server fault
    if (!bytes) throw new NotFound('Image not found');
    const clean = await this.cleanStored(row, bytes);
    if (!clean) throw new NotFound('Image not found');
    return { mime: row.mime, bytes: clean };
  }

  /**
   * A photo stored before uploads were cleaned is cleaned when it is first read, and stored so: nothing
   * it said of its place is served or sent to the assistant. A clean photo costs a look at its header.
   * Null for bytes that are no image (nothing vouches for them: they are not served).
   */
  private async cleanStored(row: ImageRow, bytes: Buffer): Promise<Buffer | null> {
    const mime = sniffImage(bytes);
    const checked = mime ? await checkStoredPhoto(bytes, mime) : 'unreadable';
    if (checked === 'unreadable') return null;
    if (checked === 'clean') return bytes;
    await this.storage.put(row.storageKey, checked);
    await this.db.update(images).set({ bytes: checked.length }).where(eq(images.id, row.id));
    return checked;
  }

  /**
   * Cleans every stored photo that still carries metadata (`npm run images:clean`), a page of rows at a
   * time; what `read` would do to each on its first read.
   * @internal
   */
  async cleanAllStored(): Promise<{ checked: number; cleaned: number; unreadable: string[] }> {
    const result = { checked: 0, cleaned: 0, unreadable: [] as string[] };
    let after: string | null = null;
    for (;;) {
      const rows: ImageRow[] = await this.db
        .select()
        .from(images)
        .where(after ? gt(images.id, after) : undefined)
        .orderBy(asc(images.id))
        .limit(200);
      if (!rows.length) return result;
      for (const row of rows) {
        const bytes = await this.storage.get(row.storageKey);
        result.checked += 1;
        const clean = bytes && (await this.cleanStored(row, bytes));
        if (!clean) result.unreadable.push(row.id);
        else if (clean !== bytes) result.cleaned += 1;
      }
      after = rows.at(-1)!.id;
    }
  }

  /** Ids the user may attach: their own images only. */
  async assertOwned(userId: string, imageIds: string[]): Promise<void> {
    for (const id of imageIds) await this.read(userId, id).then(() => undefined);
  }
}
