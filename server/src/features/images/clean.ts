/**
 * A photo says more than its pixels: EXIF (the GPS position of the home, the phone, the time), XMP, IPTC
 * and comments. Each upload is decoded and encoded again by sharp (libvips, on libuv's threads, not the
 * event loop) so that none of it is kept: the stored photo, the one served back and the one the vision
 * model sees are the same clean bytes. README, "Photos keep their pixels".
 */
import type { ImageMime } from '@fixwise/shared';
import sharp, { type FailOnOptions, type FormatEnum, type Metadata } from 'sharp';
import { Invalid, PayloadTooLarge } from '../../errors';

// each photo is decoded once: libvips' operation cache would only keep private pixels in memory longer
sharp.cache(false);

/** More than any phone camera takes; a 5 MB file that claims more is a decompression bomb. */
const MAX_IMAGE_PIXELS = 50_000_000;
/** A photo whose decoding takes longer than this is given up on (a hostile file that decodes slowly). */
const CLEAN_TIMEOUT_SECONDS = 10;
/**
 * Photos worked on at once. Each holds one of libuv's four threads for as long as it takes, and password
 * hashing and file reads need those too: slow (hostile) photos must not stall sign-ins.
 */
const MAX_AT_ONCE = 2;
const JPEG_QUALITY = 90;
const WEBP_QUALITY = 90;

const IMAGE_UNREADABLE = 'This photo could not be read. Please try another one.';
const IMAGE_TOO_MANY_PIXELS = 'Photos can be at most 50 megapixels.';

const FORMAT: Record<ImageMime, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const animatable = (mime: ImageMime) => mime === 'image/gif' || mime === 'image/webp';

/**
 * The photo encoded again in its own format (JPEG stays JPEG, PNG PNG, GIF GIF, WebP WebP), its EXIF
 * orientation turned into pixels so it stays upright, with no metadata at all (sharp keeps none unless told
 * to; colours are converted to sRGB, which is what a photo without a profile is taken to be).
 * `failOn: 'error'` refuses truncated and corrupt files; decoder warnings (common in phone photos) pass.
 */
export async function cleanUpload(bytes: Buffer, mime: ImageMime): Promise<Buffer> {
  return reencode(bytes, mime, 'error');
}

/**
 * A photo stored before uploads were cleaned: `'clean'` when it carries nothing but pixels, its cleaned
 * bytes when it carries metadata (decoded leniently: what was accepted then is not refused now), or
 * `'unreadable'` when it cannot be read as an image at all (then nothing can vouch for it).
 */
export async function checkStoredPhoto(bytes: Buffer, mime: ImageMime): Promise<'clean' | 'unreadable' | Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated: animatable(mime) }).metadata();
  } catch {
    return 'unreadable';
  }
  if (!carriesMetadata(meta) && !(mime === 'image/gif' && gifHasTextBlocks(bytes))) return 'clean';
  try {
    return await reencode(bytes, mime, 'none');
  } catch {
    return 'unreadable';
  }
}

function carriesMetadata(meta: Metadata): boolean {
  return Boolean(
    meta.exif ||
      meta.xmp ||
      meta.iptc ||
      meta.tifftagPhotoshop ||
      meta.comments?.length ||
      (meta.orientation !== undefined && meta.orientation !== 1),
  );
}

let working = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when fewer than MAX_AT_ONCE others run; a finished one hands its turn to the next waiting. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (working < MAX_AT_ONCE) working += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else working -= 1;
  }
}

async function reencode(bytes: Buffer, mime: ImageMime, failOn: FailOnOptions): Promise<Buffer> {
  return inTurn(() => encodeAgain(bytes, mime, failOn));
}

async function encodeAgain(bytes: Buffer, mime: ImageMime, failOn: FailOnOptions): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn, limitInputPixels: MAX_IMAGE_PIXELS, animated: animatable(mime) }).timeout({
      seconds: CLEAN_TIMEOUT_SECONDS,
    });
    const { format, pages = 1 } = await image.metadata();
    if (format !== FORMAT[mime]) throw new Invalid(IMAGE_UNREADABLE);
    // libvips turns the frames of an animation by 180° only; animations carry no orientation to honour
    if (pages === 1) image.rotate();
    if (mime === 'image/jpeg') image.jpeg({ quality: JPEG_QUALITY });
    else if (mime === 'image/png') image.png();
    else if (mime === 'image/webp') image.webp({ quality: WEBP_QUALITY });
    else image.gif();
    return await image.toBuffer();
  } catch (error) {
    if (error instanceof Invalid) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PayloadTooLarge(IMAGE_TOO_MANY_PIXELS);
    throw new Invalid(IMAGE_UNREADABLE);
  }
}

/**
 * Whether a GIF carries a comment or an application block other than the animation loop (XMP travels in
 * one): sharp reports neither. Walks the blocks (GIF89a); a file it cannot follow has nothing more to find.
 */
function gifHasTextBlocks(bytes: Buffer): boolean {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10] ?? 0);
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at++]!;
      if (size === 0) return;
      at += size;
    }
  };
  while (at < bytes.length) {
    const block = bytes[at++];
    if (block === 0x21) {
      const label = bytes[at++];
      if (label === 0xfe) return true;
      if (label === 0xff && !/^(NETSCAPE2\.0|ANIMEXTS1\.0)$/.test(bytes.toString('latin1', at + 1, at + 12)))
        return true;
      skipSubBlocks();
    } else if (block === 0x2c) {
      at += 9 + colourTable(bytes[at + 8] ?? 0) + 1;
      skipSubBlocks();
    } else {
      return false;
    }
  }
  return false;
}
