import imageCompression from 'browser-image-compression';
import { HOME_IMAGE_RULES, HOME_IMAGE_TEXT } from '@fixwise/shared';

export type Compressor = (file: File) => Promise<Blob>;

/** browser-image-compression with the spec's numbers: JPEG, longest side 1024 px, quality 0.8. */
const compressToJpeg: Compressor = (file) =>
  imageCompression(file, {
    maxWidthOrHeight: HOME_IMAGE_RULES.maxDimension,
    initialQuality: HOME_IMAGE_RULES.quality,
    fileType: 'image/jpeg',
    // the library's worker loads its own copy from a CDN (blocked by our CSP, and an outside fetch we
    // don't want); one photo of a few MB compresses on the main thread in well under a second
    useWebWorker: false,
  });

/**
 * Spec §5 home-chat attachments: images with a non-zero size only; from 1 MB they are compressed;
 * if compression fails, a file under 2 MB goes as it is, a larger one is dropped.
 */
export async function prepareHomeImages(
  files: readonly File[],
  compress: Compressor = compressToJpeg,
): Promise<{ images: File[]; message: string | null }> {
  const valid = files.filter((f) => f.type.startsWith('image/') && f.size > 0);
  if (valid.length === 0) return { images: [], message: HOME_IMAGE_TEXT.noneValid };
  const images: File[] = [];
  let failed = 0;
  for (const file of valid) {
    if (file.size < HOME_IMAGE_RULES.compressFromBytes) {
      images.push(file);
      continue;
    }
    try {
      const blob = await compress(file);
      images.push(new File([blob], `${file.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' }));
    } catch {
      if (file.size < HOME_IMAGE_RULES.uncompressedLimitBytes) images.push(file);
      else failed += 1;
    }
  }
  if (images.length === 0) return { images, message: HOME_IMAGE_TEXT.failed };
  return { images, message: failed ? HOME_IMAGE_TEXT.skipped(failed) : null };
}
