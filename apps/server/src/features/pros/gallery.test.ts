import { randomBytes } from 'node:crypto';
import { GALLERY_MAX_PHOTOS } from '@fundi/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { formData, GPS_POINTER_TAG, jpegFile, phoneJpeg, pngFile, pngImage, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';

// A seller's photos of past work (docs/decisions/0053-professional-pages.md): POST, GET and
// DELETE /api/me/gallery, shown on GET /api/pros/{id}.

const { app, db } = await createTestContext();
const photo = pngFile(await pngImage({ width: 60, height: 40 }));

const upload = (token: string, file = photo) => sendForm(app, 'POST', '/api/me/gallery', token, formData({}, { photo: file }));
const remove = (token: string, id: string) => app.inject({ method: 'DELETE', url: `/api/me/gallery/${id}`, headers: bearer(token) });
const myGallery = async (token: string) => (await app.inject({ method: 'GET', url: '/api/me/gallery', headers: bearer(token) })).json().gallery as { id: string; url: string }[];
const newSeller = () => createSeller(app, db, { title: `Gallery ${randomBytes(4).toString('hex')}` });

/** `count` photos stored straight in the gallery, as an upload stores them. */
async function fillGallery(sellerId: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const { id } = await db.insertInto('photos').values({ owner_id: sellerId, width: 1, height: 1, bytes: Buffer.from('webp') }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('gallery_photos').values({ photo_id: id, seller_id: sellerId }).execute();
  }
}

describe('adding a photo of past work', () => {
  it('stores it re-encoded like a profile photo, served at its address and shown on the page, newest first', async () => {
    const seller = await newSeller();
    const first = await upload(seller.accessToken, jpegFile(await phoneJpeg()));
    expect(first.statusCode, first.body).toBe(201);
    const [stored] = first.json().gallery;
    expect(stored).toEqual({ id: expect.any(String), url: `/uploads/${stored.id}.webp` });

    const served = await app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Upright, inside 800 px, and nothing of the phone's metadata (no GPS position).
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 500, height: 800 });
    expect(served.rawPayload.includes(GPS_POINTER_TAG)).toBe(false);

    const second = (await upload(seller.accessToken)).json().gallery;
    expect(second.map((entry: { id: string }) => entry.id)).toEqual([expect.any(String), stored.id]);
    expect(await myGallery(seller.accessToken)).toEqual(second);
    expect((await app.inject({ method: 'GET', url: `/api/pros/${seller.id}` })).json().gallery).toEqual(second);
  });

  it(`takes ${GALLERY_MAX_PHOTOS} photos and refuses one more`, async () => {
    const seller = await newSeller();
    await fillGallery(seller.id, GALLERY_MAX_PHOTOS - 1);
    expect((await upload(seller.accessToken)).statusCode).toBe(201);
    const refused = await upload(seller.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'You can show at most 12 photos of your work. Delete one to add another.', code: 'GALLERY_FULL' });
    expect(await myGallery(seller.accessToken)).toHaveLength(GALLERY_MAX_PHOTOS);
  });

  it('stores only one of several racing uploads for the last place', async () => {
    const seller = await newSeller();
    await fillGallery(seller.id, GALLERY_MAX_PHOTOS - 1);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(seller.accessToken)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const stored = await db.selectFrom('gallery_photos').select('photo_id').where('seller_id', '=', seller.id).execute();
    expect(stored).toHaveLength(GALLERY_MAX_PHOTOS);
    // No refused upload leaves its photo behind.
    expect(await db.selectFrom('photos').select('id').where('owner_id', '=', seller.id).execute()).toHaveLength(GALLERY_MAX_PHOTOS);
  });

  it('is for sellers only, with a photo that is an image', async () => {
    const buyer = await createBuyer(app);
    expect((await upload(buyer.accessToken)).json()).toEqual({ error: 'Only sellers can add photos of their work', code: 'GALLERY_SELLERS_ONLY' });
    expect((await upload(buyer.accessToken)).statusCode).toBe(403);
    expect(await myGallery(buyer.accessToken)).toEqual([]);

    const seller = await newSeller();
    const withoutPhoto = await app.inject({ method: 'POST', url: '/api/me/gallery', headers: bearer(seller.accessToken), payload: {} });
    expect(withoutPhoto.statusCode).toBe(400);
    expect(withoutPhoto.json()).toEqual({ error: 'Choose a photo to add', code: 'GALLERY_PHOTO_REQUIRED' });
    const svg = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'work.png', type: 'image/png' };
    expect((await upload(seller.accessToken, svg)).json()).toMatchObject({ code: 'PHOTO_NOT_AN_IMAGE' });
    expect(await myGallery(seller.accessToken)).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/me/gallery', payload: {} })).statusCode).toBe(401);
  });
});

describe('deleting a photo of past work', () => {
  it('erases one’s own photo: gone from the gallery, the page and its address', async () => {
    const seller = await newSeller();
    await upload(seller.accessToken);
    const [kept, deleted] = (await upload(seller.accessToken)).json().gallery;
    const response = await remove(seller.accessToken, deleted.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().gallery).toEqual([kept]);
    expect((await app.inject({ method: 'GET', url: `/api/pros/${seller.id}` })).json().gallery).toEqual([kept]);
    expect((await app.inject({ method: 'GET', url: deleted.url })).statusCode).toBe(404);
    expect((await remove(seller.accessToken, deleted.id)).statusCode).toBe(404);
  });

  it('finds nothing of anyone else’s, nor one’s profile photo, and changes nothing', async () => {
    const owner = await newSeller();
    const [theirs] = (await upload(owner.accessToken)).json().gallery;
    const other = await newSeller();
    const refused = await remove(other.accessToken, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Photo not found', code: 'PHOTO_NOT_FOUND' });
    expect(await myGallery(owner.accessToken)).toEqual([theirs]);

    const profile = await sendForm(app, 'PUT', '/api/profile', owner.accessToken, formData({ name: 'Otieno the Plumber', email: owner.email, location: 'Nairobi' }, { profilePhoto: photo }));
    expect(profile.statusCode, profile.body).toBe(200);
    const profilePhotoId = String(profile.json().user.profilePhoto).replace('/uploads/', '').replace('.webp', '');
    expect((await remove(owner.accessToken, profilePhotoId)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/uploads/${profilePhotoId}.webp` })).statusCode).toBe(200);
  });
});

describe('closing the account', () => {
  it('erases every photo of past work', async () => {
    const seller = await newSeller();
    const [stored] = (await upload(seller.accessToken)).json().gallery;
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(seller.accessToken), payload: { reason: 'not-using' } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await db.selectFrom('gallery_photos').select('photo_id').where('seller_id', '=', seller.id).execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
  });
});
