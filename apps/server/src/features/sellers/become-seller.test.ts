import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { e164, formData, GPS_POINTER_TAG, jpegFile, phoneJpeg, randomKenyanPhone, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();

const application = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Achieng Odhiambo',
  phone: randomKenyanPhone(),
  location: 'Kisumu',
  gender: 'female',
  ...overrides,
});
const becomeSeller = (token: string | undefined, form: FormData) => sendForm(app, 'POST', '/api/become-seller', token, form);

function roleInToken(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).role as string;
}

describe('POST /api/become-seller', () => {
  it('turns a buyer into a buyer-and-seller with a token carrying the new role', async () => {
    const buyer = await createBuyer(app);
    const fields = application({ name: '  Achieng Odhiambo ', phone: '0712 345 678', location: ' Kisumu ' });
    const response = await becomeSeller(buyer.accessToken, formData(fields));

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('You are now a seller! Start adding your services.');
    expect(body.user).toMatchObject({
      id: buyer.id,
      name: 'Achieng Odhiambo',
      phone: '+254712345678',
      location: 'Kisumu',
      role: 'both',
      isSeller: true,
      profilePhoto: null,
      sellerProfile: { phone: '+254712345678', location: 'Kisumu', services: [], ratings: [], isComplete: true, profilePhoto: null },
    });
    expect(roleInToken(body.accessToken)).toBe('both');
    const row = await db.selectFrom('users').select(['gender', 'role', 'seller_profile_complete']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ gender: 'female', role: 'both', seller_profile_complete: true });

    // The new token works in the same session; the old one does too until it expires.
    const validated = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: bearer(body.accessToken) });
    expect(validated.json().user.role).toBe('both');
    expect((await app.inject({ method: 'GET', url: '/api/services/user', headers: bearer(buyer.accessToken) })).statusCode).toBe(200);
  });

  it('lets the new seller add a service that buyers find at once in the catalogue', async () => {
    const buyer = await createBuyer(app, 'Kipchoge Keino');
    const { accessToken } = (await becomeSeller(buyer.accessToken, formData(application({ name: 'Kipchoge Keino' })))).json();
    const draft = { category: 'gardening', title: 'Hedge trimming', description: 'Neat hedges', experience: '4', price: '1200.50' };
    expect((await sendForm(app, 'POST', '/api/services', accessToken, formData(draft))).statusCode).toBe(201);

    const listing = (await app.inject({ method: 'GET', url: '/api/services?category=gardening' })).json();
    const service = listing.services.find((entry: { title: string }) => entry.title === 'Hedge trimming');
    expect(service.sellers).toEqual([
      expect.objectContaining({ id: buyer.id, name: 'Kipchoge Keino', price: 1200.5, experience: 4, description: 'Neat hedges', location: 'Kisumu' }),
    ]);
  });

  it('keeps a seller a seller', async () => {
    const seller = await createSeller(app, db, { title: 'Kitchen sink repair' });
    const response = await becomeSeller(seller.accessToken, formData(application()));
    expect(response.json().user.role).toBe('seller');
    expect(roleInToken(response.json().accessToken)).toBe('seller');
  });

  it('checks every field with the spec’s words, one at a time', async () => {
    const buyer = await createBuyer(app);
    const cases: Array<[Record<string, string | undefined>, string, string]> = [
      [{ name: undefined, phone: undefined, location: undefined, gender: undefined }, 'Name is required', 'SELLER_NAME_REQUIRED'],
      [{ name: '   ' }, 'Name is required', 'SELLER_NAME_REQUIRED'],
      [{ phone: undefined }, 'Phone number is required', 'SELLER_PHONE_REQUIRED'],
      [{ phone: ' ' }, 'Phone number is required', 'SELLER_PHONE_REQUIRED'],
      [{ phone: '12345' }, 'Invalid phone number', 'SELLER_PHONE_INVALID'],
      [{ phone: 'call me maybe' }, 'Invalid phone number', 'SELLER_PHONE_INVALID'],
      // Ten digits, but no real Kenyan (or any) number.
      [{ phone: '0000000000' }, 'Invalid phone number', 'SELLER_PHONE_INVALID'],
      [{ location: undefined }, 'Location is required', 'SELLER_LOCATION_REQUIRED'],
      [{ gender: undefined }, 'Gender is required', 'SELLER_GENDER_REQUIRED'],
      [{ gender: 'Select' }, 'Gender is required', 'SELLER_GENDER_REQUIRED'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters', 'SELLER_NAME_TOO_LONG'],
    ];
    for (const [overrides, text, code] of cases) {
      const response = await becomeSeller(buyer.accessToken, formData(application(overrides)));
      expect({ status: response.statusCode, body: response.json() }, text).toEqual({ status: 400, body: { error: text, code } });
    }
    const row = await db.selectFrom('users').select(['role', 'phone']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'buyer', phone: null });
  });

  it('refuses a phone number another account uses, however it is written', async () => {
    const first = await createBuyer(app);
    const phone = randomKenyanPhone();
    expect((await becomeSeller(first.accessToken, formData(application({ phone })))).statusCode).toBe(200);
    const second = await createBuyer(app);
    const written = `+254 ${phone.slice(1, 4)} ${phone.slice(4)}`;
    const taken = await becomeSeller(second.accessToken, formData(application({ phone: written })));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'This phone number is used by another account', code: 'PHONE_TAKEN' });
    // The owner may send it again.
    expect((await becomeSeller(first.accessToken, formData(application({ phone: e164(phone) })))).statusCode).toBe(200);
  });

  it('also takes the fields as JSON', async () => {
    const buyer = await createBuyer(app);
    const response = await app.inject({ method: 'POST', url: '/api/become-seller', headers: bearer(buyer.accessToken), payload: application() });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('both');
  });

  it('answers a malformed form with a 4xx, never a server error', async () => {
    const buyer = await createBuyer(app);
    const sendRaw = (contentType: string, payload: string) =>
      app.inject({ method: 'POST', url: '/api/become-seller', headers: { ...bearer(buyer.accessToken), 'content-type': contentType }, payload });
    const noBoundary = await sendRaw('multipart/form-data', 'name=Ali');
    expect([noBoundary.statusCode, noBoundary.json()]).toEqual([400, { error: 'The form could not be read', code: 'FORM_UNREADABLE' }]);
    const cutShort = await sendRaw('multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli');
    expect([cutShort.statusCode, cutShort.json()]).toEqual([400, { error: 'The form could not be read', code: 'FORM_UNREADABLE' }]);
    const longField = await becomeSeller(buyer.accessToken, formData({ ...application(), location: 'x'.repeat(11 * 1024) }));
    expect([longField.statusCode, longField.json()]).toEqual([400, { error: 'A form field is too long', code: 'FORM_FIELD_TOO_LONG' }]);
    const manyFields = formData(application());
    for (let index = 0; index < 20; index += 1) manyFields.append(`extra${index}`, 'x');
    const tooMany = await becomeSeller(buyer.accessToken, manyFields);
    expect([tooMany.statusCode, tooMany.json()]).toEqual([413, { error: 'Too many form fields', code: 'TOO_MANY_FORM_FIELDS' }]);
  });

  it('answers 401 to a stranger before looking at the form', async () => {
    const response = await becomeSeller(undefined, formData({}));
    expect(response.statusCode).toBe(401);
  });
});

describe('the become-seller photo', () => {
  it('is stored re-encoded as WebP, at most 800 px, without the GPS position it came with', async () => {
    const buyer = await createBuyer(app);
    const input = await phoneJpeg({ width: 3000, height: 2000 });
    expect((await sharp(input).metadata()).exif?.includes(GPS_POINTER_TAG)).toBe(true);
    const response = await becomeSeller(buyer.accessToken, formData(application(), { profilePhoto: jpegFile(input) }));
    expect(response.statusCode).toBe(200);
    const { profilePhoto, sellerProfile } = response.json().user;
    expect(profilePhoto).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(sellerProfile.profilePhoto).toBe(profilePhoto);

    const served = await app.inject({ method: 'GET', url: profilePhoto });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(800);
    expect([metadata.exif, metadata.icc, metadata.xmp]).toEqual([undefined, undefined, undefined]);
    expect(served.rawPayload.includes(Buffer.from('FundiCam'))).toBe(false);

    const rows = await db.selectFrom('photos').select(['owner_id', 'width', 'height', 'content_type']).where('owner_id', '=', buyer.id).execute();
    expect(rows).toEqual([{ owner_id: buyer.id, width: metadata.width, height: 800, content_type: 'image/webp' }]);
    expect(metadata.width).toBe(533);
  });

  it.each([
    ['a text file named .png', { bytes: Buffer.from('just some text'), filename: 'me.png', type: 'image/png' }],
    [
      'an SVG',
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'me.svg', type: 'image/svg+xml' },
    ],
    ['an HTML page named .jpg', { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'me.jpg', type: 'image/jpeg' }],
  ])('refuses %s with a 400 and changes nothing', async (_name, file) => {
    const buyer = await createBuyer(app);
    const response = await becomeSeller(buyer.accessToken, formData(application(), { profilePhoto: file }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Profile photo must be a JPEG, PNG or WebP image', code: 'PHOTO_NOT_AN_IMAGE' });
    expect((await db.selectFrom('users').select('role').where('id', '=', buyer.id).executeTakeFirstOrThrow()).role).toBe('buyer');
  });

  it('refuses a 6 MB upload with a 413', async () => {
    const buyer = await createBuyer(app);
    const huge = Buffer.concat([await phoneJpeg({ width: 100, height: 100 }), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await becomeSeller(buyer.accessToken, formData(application(), { profilePhoto: jpegFile(huge) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is too large (at most 5 MB)', code: 'PHOTO_TOO_LARGE' });
  });

  it('refuses a second file and a file under another name', async () => {
    const buyer = await createBuyer(app);
    const jpeg = jpegFile(await phoneJpeg({ width: 100, height: 100 }));
    const other = await becomeSeller(buyer.accessToken, formData(application(), { avatar: jpeg }));
    expect(other.statusCode).toBe(400);
    const two = formData(application(), { profilePhoto: jpeg });
    two.append('profilePhoto', new Blob([new Uint8Array(jpeg.bytes)], { type: 'image/jpeg' }), 'again.jpg');
    const twice = await becomeSeller(buyer.accessToken, two);
    expect(twice.statusCode).toBe(413);
    expect(twice.json()).toEqual({ error: 'Too many files', code: 'TOO_MANY_FILES' });
  });

  it('treats an empty file input as no photo', async () => {
    const buyer = await createBuyer(app);
    const response = await becomeSeller(buyer.accessToken, formData(application(), { profilePhoto: { bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profilePhoto).toBeNull();
  });
});
