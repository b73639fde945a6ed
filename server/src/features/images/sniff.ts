import type { ImageMime } from '@fixwise/shared';

/** The image type from the first bytes (magic numbers); the client's word is never trusted. */
export function sniffImage(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Decodes a `data:image/...;base64,` URL into bytes, or null when it isn't one. */
export function decodeDataUrl(value: string): Buffer | null {
  const match = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match) return null;
  return Buffer.from(match[3]!, 'base64');
}
