import { describe, expect, it } from 'vitest';
import { prepareHomeImages, type Compressor } from './home-images';

const MB = 1_048_576;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const shrink: Compressor = async () => new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
const broken: Compressor = async () => {
  throw new Error('cannot decode');
};

describe('home-chat images (spec §5)', () => {
  it("says 'No valid image files found' when nothing is an image with content", async () => {
    const result = await prepareHomeImages([file('a.txt', 'text/plain', 10), file('b.png', 'image/png', 0)], shrink);
    expect(result).toEqual({ images: [], message: 'No valid image files found' });
  });

  it('sends small images as they are and skips non-images silently', async () => {
    const small = file('a.png', 'image/png', 500_000);
    const result = await prepareHomeImages([small, file('n.pdf', 'application/pdf', 10)], shrink);
    expect(result.images).toEqual([small]);
    expect(result.message).toBeNull();
  });

  it('compresses images of 1 MB or more to JPEG', async () => {
    const result = await prepareHomeImages([file('big.png', 'image/png', MB)], shrink);
    expect(result.images[0]).toMatchObject({ name: 'big.jpg', type: 'image/jpeg', size: 1000 });
  });

  it('falls back to the original under 2 MB, and drops a larger one with the spec message', async () => {
    const under = file('under.png', 'image/png', 1.5 * MB);
    const over = file('over.png', 'image/png', 3 * MB);
    const result = await prepareHomeImages([under, over], broken);
    expect(result.images).toEqual([under]);
    expect(result.message).toBe('1 file(s) were skipped due to processing errors');
  });

  it("says 'Error processing images…' when no image could be used", async () => {
    const result = await prepareHomeImages([file('over.png', 'image/png', 3 * MB)], broken);
    expect(result).toEqual({ images: [], message: 'Error processing images. Please try again with smaller files.' });
  });
});
