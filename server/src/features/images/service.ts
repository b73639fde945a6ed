import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MAX_PLAN_IMAGE_BYTES, isUuid } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { images } from '../../db/schema';
import { Invalid, NotFound, PayloadTooLarge } from '../../errors';
import { sniffImage } from './sniff';
import type { ImageStorage } from './storage';

export const NOT_AN_IMAGE = 'Only JPG, PNG, GIF or WebP images can be uploaded.';
const IMAGE_TOO_LARGE = 'Images can be at most 5 MB.';

/** Photos people attach: checked by their bytes, stored behind the storage port, served to their owner only. */
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
    const storageKey = `${userId}-${randomUUID()}`;
    await this.storage.put(storageKey, bytes);
    const [row] = await this.db
      .insert(images)
      .values({ userId, mime, bytes: bytes.length, storageKey })
      .returning({ id: images.id });
    return { id: row!.id, url: `/api/images/${row!.id}`, mime, bytes: bytes.length };
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
    return { mime: row.mime, bytes };
  }

  /** Ids the user may attach: their own images only. */
  async assertOwned(userId: string, imageIds: string[]): Promise<void> {
    for (const id of imageIds) await this.read(userId, id).then(() => undefined);
  }
}
