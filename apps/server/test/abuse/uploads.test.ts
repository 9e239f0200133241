import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formData, GPS_POINTER_TAG, phoneJpeg, sendForm, type FormFile } from '../forms';
import { createTestContext } from '../helpers';
import { createBuyer } from '../marketplace';
import { fakeImages, imagePolyglots, PAYLOAD_MARK, pngClaiming } from './polyglots';

// Plain refusals (text, SVG, HTML named .jpg, GIF, TIFF, 6 MB) are in become-seller.test.ts,
// profile.test.ts and lib/photos.test.ts; this file is about files built to fool the checks.
const { app, db } = await createTestContext();
const polyglots = await imagePolyglots();

async function uploadProfilePhoto(file: FormFile) {
  const buyer = await createBuyer(app);
  const fields = { name: 'Upload Tester', email: buyer.email, phone: '', location: 'Kisii', bio: '' };
  const response = await sendForm(app, 'PUT', '/api/profile', buyer.accessToken, formData(fields, { profilePhoto: file }));
  return { buyer, response };
}

/** Every trace the payloads leave in a file: the mark, script and markup, a ZIP header. */
function payloadTraces(bytes: Buffer): string[] {
  const traces = [PAYLOAD_MARK, '<script', '<html', 'evil.html', 'PK\x03\x04', 'tEXt'];
  return traces.filter((trace) => bytes.includes(Buffer.from(trace, 'latin1')));
}

describe('a photo that is also something else', () => {
  it.each(polyglots)('%s is stored re-encoded, with no trace of the payload', async (_name, bytes) => {
    expect(payloadTraces(bytes)).not.toEqual([]);
    const { buyer, response } = await uploadProfilePhoto({ bytes, filename: '../../evil.html', type: 'text/html' });
    expect(response.statusCode).toBe(200);
    const photoPath: string = response.json().user.profilePhoto;
    // The name and type the client gave are ignored: a fresh id, always WebP.
    expect(photoPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const stored = await db.selectFrom('photos').select(['bytes', 'content_type']).where('owner_id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(stored.content_type).toBe('image/webp');
    expect(payloadTraces(stored.bytes)).toEqual([]);
    expect((await sharp(stored.bytes).metadata()).format).toBe('webp');

    const served = await app.inject({ method: 'GET', url: photoPath });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored.bytes)).toBe(true);
  });

  it.each(fakeImages)('%s is refused and nothing is stored', async (_name, bytes) => {
    const { buyer, response } = await uploadProfilePhoto({ bytes, filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Profile photo must be a JPEG, PNG or WebP image' });
    expect(await db.selectFrom('photos').select('id').where('owner_id', '=', buyer.id).execute()).toEqual([]);
  });
});

describe('oversized photos', () => {
  it('a small file claiming a 20000 x 20000 canvas is refused (413) before it is decoded', async () => {
    const { buyer, response } = await uploadProfilePhoto({ bytes: pngClaiming(20_000), filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'Profile photo is too large: at most 40 megapixels' });
    expect(await db.selectFrom('photos').select('id').where('owner_id', '=', buyer.id).execute()).toEqual([]);
  });

  it('a file over 5 MB is refused (413) even when it starts as a real JPEG', async () => {
    const padded = Buffer.concat([await phoneJpeg({ width: 64, height: 64 }), Buffer.alloc(5 * 1024 * 1024)]);
    const { response } = await uploadProfilePhoto({ bytes: padded, filename: 'me.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
  });
});

describe('photo metadata', () => {
  it('the GPS position, camera and any EXIF of a phone photo are not stored', async () => {
    const input = await phoneJpeg({ width: 640, height: 480 });
    expect(input.includes(GPS_POINTER_TAG) && input.includes(Buffer.from('FundiCam'))).toBe(true);
    const { buyer, response } = await uploadProfilePhoto({ bytes: input, filename: 'me.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const stored = await db.selectFrom('photos').select('bytes').where('owner_id', '=', buyer.id).executeTakeFirstOrThrow();
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.exif, metadata.xmp, metadata.icc]).toEqual([undefined, undefined, undefined]);
    for (const trace of ['Exif', 'EXIF', 'FundiCam', 'XMP ', 'ICCP']) expect(stored.bytes.includes(Buffer.from(trace, 'latin1'))).toBe(false);
  });
});

describe('a served photo', () => {
  it('is cached for a day with an ETag, revalidated with a 304, and gone once erased', async () => {
    const { buyer, response } = await uploadProfilePhoto({ bytes: await phoneJpeg(), filename: 'me.jpg', type: 'image/jpeg' });
    const photoPath: string = response.json().user.profilePhoto;
    const served = await app.inject({ method: 'GET', url: photoPath });
    expect(served.statusCode).toBe(200);
    // Not `immutable` for a year: an erased photo must leave shared caches within a day.
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${photoPath.slice('/uploads/'.length, -'.webp'.length)}"`);

    const revalidated = await app.inject({ method: 'GET', url: photoPath, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);

    await db.deleteFrom('photos').where('owner_id', '=', buyer.id).execute();
    expect((await app.inject({ method: 'GET', url: photoPath, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: photoPath })).statusCode).toBe(404);
  });
});
