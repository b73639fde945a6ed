/**
 * Photos keep their pixels and lose what they say of their place: a phone's JPEG with EXIF (orientation,
 * camera, GPS position), XMP and a comment is stored upright with none of it, served so, and shown so to the
 * vision model; photos stored before this are cleaned when first read (and by `npm run images:clean`).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIAssistant } from '../../assistant/openai/engine';
import { images } from '../../db/schema';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import { createPostgresStorage } from './storage';

const BLUE = { r: 0, g: 0, b: 255 };
const RED = { r: 255, g: 0, b: 0 };
const SECRETS = ['FixwiseCam', '12 Elm Street', 'GPSLatitude'];

/** A TIFF structure as cameras write it (big-endian): IFD0 with Make, Orientation 6 and a GPS IFD. */
function exifSegment(): Buffer {
  const make = Buffer.from('FixwiseCam\0', 'latin1');
  const entry = (tag: number, type: number, count: number, value: Buffer) => {
    const e = Buffer.alloc(12);
    e.writeUInt16BE(tag, 0);
    e.writeUInt16BE(type, 2);
    e.writeUInt32BE(count, 4);
    value.copy(e, 8);
    return e;
  };
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const rationals = (...pairs: number[]) => Buffer.concat(pairs.map(u32));
  const ifd0At = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const makeAt = ifd0At + ifd0Size;
  const gpsAt = makeAt + make.length;
  const gpsSize = 2 + 4 * 12 + 4;
  const latAt = gpsAt + gpsSize;
  const lonAt = latAt + 24;
  const ifd0 = Buffer.concat([
    Buffer.from([0, 3]),
    entry(0x010f, 2, make.length, u32(makeAt)),
    entry(0x0112, 3, 1, Buffer.from([0, 6, 0, 0])),
    entry(0x8825, 4, 1, u32(gpsAt)),
    u32(0),
  ]);
  const gps = Buffer.concat([
    Buffer.from([0, 4]),
    entry(0x0001, 2, 2, Buffer.from('N\0\0\0', 'latin1')),
    entry(0x0002, 5, 3, u32(latAt)),
    entry(0x0003, 2, 2, Buffer.from('W\0\0\0', 'latin1')),
    entry(0x0004, 5, 3, u32(lonAt)),
    u32(0),
  ]);
  const tiff = Buffer.concat([
    Buffer.from('MM\0\x2a', 'latin1'),
    u32(ifd0At),
    ifd0,
    make,
    gps,
    rationals(51, 1, 30, 1, 1234, 100),
    rationals(0, 1, 7, 1, 4000, 100),
  ]);
  return app1(Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

function app1(payload: Buffer, marker = 0xe1): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const XMP = app1(
  Buffer.from(
    'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.2N"/></rdf:RDF></x:xmpmeta>',
    'latin1',
  ),
);
const COMMENT = app1(Buffer.from('taken at 12 Elm Street', 'latin1'), 0xfe);

/** 40×20 pixels, a blue band on the left, stored sideways as phones do (Orientation 6: turn 90° clockwise). */
async function phoneJpeg(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 40, height: 20, channels: 3, background: RED } })
    .composite([{ input: { create: { width: 10, height: 20, channels: 3, background: BLUE } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  // after the SOI marker, where a camera puts them
  return Buffer.concat([plain.subarray(0, 2), exifSegment(), XMP, COMMENT, plain.subarray(2)]);
}

function pngWithText(png: Buffer): Buffer {
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from('Comment\0taken at 12 Elm Street', 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const afterHeader = 8 + 25; // signature, IHDR
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/** Two 8×8 frames, 100 and 200 ms, looping (a NETSCAPE2.0 block, which is no metadata). */
async function animatedGif(): Promise<Buffer> {
  const frame = (colour: typeof RED) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame(RED), await frame(BLUE)], { join: { animated: true } })
    .gif({ delay: [100, 200], loop: 0 })
    .toBuffer();
}

/** A comment block before the first frame (after the global colour table). */
function withGifComment(gif: Buffer): Buffer {
  const tableEnd = 13 + (gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0);
  const text = Buffer.from('taken at 12 Elm Street', 'latin1');
  return Buffer.concat([
    gif.subarray(0, tableEnd),
    Buffer.from([0x21, 0xfe, text.length]),
    text,
    Buffer.from([0]),
    gif.subarray(tableEnd),
  ]);
}

/** The colour of one pixel, rounded to the nearest of blue and red. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<'blue' | 'red'> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return data[at + 2]! > data[at]! ? 'blue' : 'red';
}

function expectNoSecrets(bytes: Buffer) {
  for (const secret of SECRETS) expect(bytes.includes(Buffer.from(secret, 'latin1'))).toBe(false);
}

let fake: FakeOpenAI;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await startTestApp(
    {},
    {
      assistant: createOpenAIAssistant({
        apiKey: 'test-key',
        baseURL: fake.baseURL,
        model: 'fake-model',
        timeoutMs: 2000,
      }),
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function upload(token: string, body: Buffer, type = 'image/jpeg') {
  const res = await fetch(`${app.url}/api/images`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function download(token: string, id: string): Promise<Buffer> {
  const res = await fetch(`${app.url}/api/images/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function stored(id: string): Promise<Buffer> {
  const [row] = await app.database.db.select().from(images).where(eq(images.id, id));
  return (await createPostgresStorage(app.database.db).get(row!.storageKey))!;
}

/** A photo as an earlier version kept it: the bytes as uploaded, behind a row of its own. */
async function storeAsBefore(userId: string, bytes: Buffer, mime = 'image/jpeg'): Promise<string> {
  const storageKey = `${userId}-${randomUUID()}`;
  await createPostgresStorage(app.database.db).put(storageKey, bytes);
  const [row] = await app.database.db
    .insert(images)
    .values({ userId, mime, bytes: bytes.length, storageKey })
    .returning({ id: images.id });
  return row!.id;
}

async function expectCleanAndUpright(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation ?? 1).toBe(1);
  // turned as the tag said: 40×20 sideways is 20×40 upright, the blue band now along the top
  expect([meta.width, meta.height]).toEqual([20, 40]);
  expect(await pixel(bytes, 10, 2)).toBe('blue');
  expect(await pixel(bytes, 10, 37)).toBe('red');
  expectNoSecrets(bytes);
}

describe('a phone photo with its position in it', () => {
  it('is the photo the test means: sideways, with EXIF (GPS among it), XMP and a comment', async () => {
    const original = await phoneJpeg();
    const meta = await sharp(original).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(Buffer.from('FixwiseCam'))).toBe(true);
    expect(meta.xmp).toBeDefined();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });

  it('is stored and served upright, without EXIF, GPS, XMP or comment', async () => {
    const user = await app.createUser();
    const res = await upload(user.token, await phoneJpeg());
    expect(res.status).toBe(201);
    expect(res.body.mime).toBe('image/jpeg');
    const served = await download(user.token, res.body.id);
    await expectCleanAndUpright(served);
    expect((await stored(res.body.id)).equals(served)).toBe(true);
    expect(res.body.bytes).toBe(served.length);
  });

  it('reaches the vision model as the same clean bytes', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Leaky tap' });
    const res = await upload(user.token, await phoneJpeg());
    fake.requests.length = 0;
    fake.script({ kind: 'json', content: JSON.stringify({ tools: [{ name: 'Wrench', confidence: 0.9 }] }) });
    await client.chat.detectTools.mutate({ projectId: project._id, imageId: res.body.id });
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    const dataUrl = /data:image\/jpeg;base64,([A-Za-z0-9+/=]+)/.exec(sent);
    expect(dataUrl).not.toBeNull();
    const seen = Buffer.from(dataUrl![1]!, 'base64');
    await expectCleanAndUpright(seen);
    expect(seen.equals(await stored(res.body.id))).toBe(true);
  });
});

describe('each format stays itself, without its metadata', () => {
  it('a PNG stays a PNG, without its text', async () => {
    const user = await app.createUser();
    const png = pngWithText(
      await sharp({ create: { width: 6, height: 4, channels: 4, background: BLUE } })
        .png()
        .toBuffer(),
    );
    expect((await sharp(png).metadata()).comments).toEqual([{ keyword: 'Comment', text: 'taken at 12 Elm Street' }]);
    const res = await upload(user.token, png, 'image/png');
    expect(res.status).toBe(201);
    const served = await download(user.token, res.body.id);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha, meta.comments]).toEqual([
      'png',
      6,
      4,
      true,
      undefined,
    ]);
    expectNoSecrets(served);
  });

  it('a WebP stays a WebP, turned upright, without its EXIF', async () => {
    const user = await app.createUser();
    const webp = await sharp(await phoneJpeg())
      .webp()
      .keepExif()
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const res = await upload(user.token, webp, 'image/webp');
    expect(res.status).toBe(201);
    const meta = await sharp(await download(user.token, res.body.id)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([
      'webp',
      20,
      40,
      undefined,
      1,
    ]);
  });

  it('an animated GIF keeps its frames and timing and loses its comment', async () => {
    const user = await app.createUser();
    const res = await upload(user.token, withGifComment(await animatedGif()), 'image/gif');
    expect(res.status).toBe(201);
    const served = await download(user.token, res.body.id);
    const meta = await sharp(served, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.delay, meta.width, meta.pageHeight]).toEqual(['gif', 2, [100, 200], 8, 8]);
    expectNoSecrets(served);
  });
});

describe('photos that cannot be cleaned are refused, and nothing is stored', () => {
  const countOf = async (userId: string) =>
    (await app.database.db.select().from(images).where(eq(images.userId, userId))).length;

  it('refuses a truncated JPEG with 400', async () => {
    const user = await app.createUser();
    const whole = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: RED,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(user.token, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: 'This photo could not be read. Please try another one.',
      code: 'INVALID_INPUT',
    });
    expect(await countOf(user.id)).toBe(0);
  });

  it('refuses a small file that decodes to more than 50 megapixels with 413', async () => {
    const user = await app.createUser();
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: RED } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(user.token, bomb, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Photos can be at most 50 megapixels.', code: 'PAYLOAD_TOO_LARGE' });
    expect(await countOf(user.id)).toBe(0);
  });
});

describe('photos stored before uploads were cleaned', () => {
  it('are cleaned on their first read, and stored so', async () => {
    const user = await app.createUser();
    const original = await phoneJpeg();
    const id = await storeAsBefore(user.id, original);
    const served = await download(user.token, id);
    await expectCleanAndUpright(served);
    expect((await stored(id)).equals(served)).toBe(true);
    const [row] = await app.database.db.select().from(images).where(eq(images.id, id));
    expect(row!.bytes).toBe(served.length);
    // a clean photo is served as it is stored
    expect((await download(user.token, id)).equals(served)).toBe(true);
  });

  it('lose a GIF comment sharp does not report; a clean GIF is left as it is', async () => {
    const user = await app.createUser();
    const gif = await animatedGif();
    const plain = await storeAsBefore(user.id, gif, 'image/gif');
    const commented = await storeAsBefore(user.id, withGifComment(gif), 'image/gif');
    expect((await download(user.token, plain)).equals(gif)).toBe(true);
    const served = await download(user.token, commented);
    expectNoSecrets(served);
    expect((await sharp(served, { animated: true }).metadata()).pages).toBe(2);
  });

  it('are not served when their bytes are no image at all', async () => {
    const user = await app.createUser();
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const id = await storeAsBefore(user.id, fakePng, 'image/png');
    const res = await fetch(`${app.url}/api/images/${id}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(404);
  });

  it('are all cleaned by `npm run images:clean`, read or not; a second run changes nothing', async () => {
    const user = await app.createUser();
    const dirty = await storeAsBefore(user.id, await phoneJpeg());
    const clean = await storeAsBefore(
      user.id,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: RED } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const cleanBefore = await stored(clean);
    const first = await app.services.images.cleanAllStored();
    expect(first.cleaned).toBeGreaterThanOrEqual(1);
    await expectCleanAndUpright(await stored(dirty));
    expect((await stored(clean)).equals(cleanBefore)).toBe(true);
    const second = await app.services.images.cleanAllStored();
    expect(second.cleaned).toBe(0);
    expect(second.checked).toBe(first.checked);
  });
});
