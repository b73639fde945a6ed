import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { sniffImage } from './sniff';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function upload(token: string | undefined, body: Buffer, type = 'image/png') {
  const res = await fetch(`${app.url}/api/images`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('image uploads', () => {
  it('recognises images by their bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('stores a real image and serves it to its owner only', async () => {
    const owner = await app.createUser();
    const other = await app.createUser();
    const res = await upload(owner.token, PNG);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), url: `/api/images/${res.body.id}`, mime: 'image/png' });

    const mine = await fetch(`${app.url}${res.body.url}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(mine.headers.get('content-type')).toBe('image/png');
    // the same picture, encoded again without its metadata (clean.test.ts)
    const served = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 1, 1]);
    expect(
      (await fetch(`${app.url}${res.body.url}`, { headers: { authorization: `Bearer ${other.token}` } })).status,
    ).toBe(404);
    expect((await fetch(`${app.url}${res.body.url}`)).status).toBe(401);
  });

  it('refuses a file that only claims to be an image', async () => {
    const user = await app.createUser();
    const res = await upload(user.token, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Only JPG, PNG, GIF or WebP images can be uploaded.');
  });

  it('refuses images over 5 MB with 413', async () => {
    const user = await app.createUser();
    const big = Buffer.concat([PNG, Buffer.alloc(5_242_880)]);
    const res = await upload(user.token, big);
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/5 MB/);
  });

  it('needs a signed-in user', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
  });
});
