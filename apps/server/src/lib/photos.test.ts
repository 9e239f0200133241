import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GPS_POINTER_TAG, phoneJpeg, pngImage } from '../../test/forms';
import { reencodePhoto } from './photos';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG file whose header claims a 20000 x 20000 canvas: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('reencodePhoto', () => {
  it('turns a phone photo into an upright WebP of at most 800 px with no EXIF, GPS, ICC or XMP left', async () => {
    const input = await phoneJpeg({ width: 1600, height: 1000 });
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(GPS_POINTER_TAG)).toBe(true);
    expect(before.exif?.includes(Buffer.from('FundiCam'))).toBe(true);
    expect(before.icc).toBeDefined();
    expect(before.orientation).toBe(6);

    const photo = await reencodePhoto(input);
    const after = await sharp(photo.bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 500, height: 800 });
    expect({ exif: after.exif, icc: after.icc, xmp: after.xmp, orientation: after.orientation }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      orientation: undefined,
    });
    // No metadata chunk in the RIFF container either.
    for (const chunk of ['EXIF', 'ICCP', 'XMP ']) expect(photo.bytes.includes(Buffer.from(chunk, 'latin1'))).toBe(false);
    expect(photo).toMatchObject({ width: 500, height: 800 });
  });

  it('keeps small PNG and WebP photos at their size (never enlarged)', async () => {
    const png = await reencodePhoto(await pngImage({ width: 300, height: 200 }));
    expect(png).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(png.bytes).metadata()).format).toBe('webp');
    const webp = await sharp({ create: { width: 120, height: 90, channels: 3, background: 'blue' } }).webp().toBuffer();
    expect(await reencodePhoto(webp)).toMatchObject({ width: 120, height: 90 });
  });

  it.each([
    ['a text file', Buffer.from('hello, this is not a picture')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    await expect(reencodePhoto(bytes)).rejects.toMatchObject({ kind: 'invalid', code: 'PHOTO_NOT_AN_IMAGE' });
  });

  it('refuses a GIF and a TIFF, which sharp could read', async () => {
    const base = sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } });
    await expect(reencodePhoto(await base.clone().gif().toBuffer())).rejects.toMatchObject({ code: 'PHOTO_NOT_AN_IMAGE' });
    await expect(reencodePhoto(await base.clone().tiff().toBuffer())).rejects.toMatchObject({ code: 'PHOTO_NOT_AN_IMAGE' });
  });

  it('refuses a JPEG cut short and a JPEG signature in front of garbage', async () => {
    const jpeg = await phoneJpeg({ width: 400, height: 300 });
    await expect(reencodePhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toMatchObject({ kind: 'invalid' });
    await expect(reencodePhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('garbage')]))).rejects.toMatchObject({
      kind: 'invalid',
      code: 'PHOTO_NOT_AN_IMAGE',
    });
  });

  it('works off the event loop: timers keep firing while a large photo is re-encoded', async () => {
    const large = await phoneJpeg({ width: 4000, height: 3000 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await reencodePhoto(large);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it('refuses a small file that declares a huge canvas before decoding it', async () => {
    await expect(reencodePhoto(pngClaiming(20_000, 20_000))).rejects.toMatchObject({ kind: 'too-large', code: 'PHOTO_TOO_MANY_PIXELS', message: 'Profile photo is too large: at most 40 megapixels' });
  });
});
