import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, strongPassword } from '../../../test/auth-helpers';
import { e164, formData, jpegFile, phoneJpeg, pngFile, pngImage, randomKenyanPhone, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();

type Fields = Record<string, string | undefined>;
const getProfile = (token: string | undefined) => app.inject({ method: 'GET', url: '/api/profile', headers: token ? bearer(token) : {} });
const putProfile = (token: string | undefined, fields: Fields, files = {}) => sendForm(app, 'PUT', '/api/profile', token, formData(fields, files));
const profileOf = (account: { email: string }, overrides: Fields = {}): Fields => ({
  name: 'Wanjiku Kamau',
  email: account.email,
  phone: '',
  location: 'Thika',
  bio: '',
  ...overrides,
});

describe('GET /api/profile', () => {
  it('gives a buyer without a seller profile, and is never cached', async () => {
    const buyer = await createBuyer(app, 'Amina Wanjiru');
    const response = await getProfile(buyer.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({
      user: {
        id: buyer.id,
        name: 'Amina Wanjiru',
        email: buyer.email,
        phone: null,
        role: 'buyer',
        isSeller: false,
        location: null,
        bio: null,
        profilePhoto: null,
        sellerProfile: null,
        isAdmin: false,
      },
      signIn: { hasPassword: true, pendingEmail: null },
      language: 'en',
    });
  });

  it('gives a seller the seller profile mirroring the personal fields, with ratings and the offered titles', async () => {
    const seller = await createSeller(app, db, { title: 'Pipe fitting' });
    await db.updateTable('users').set({ bio: 'Twenty years on pipes', location: 'South B', phone: '+254712000111' }).where('id', '=', seller.id).execute();
    const { user } = (await getProfile(seller.accessToken)).json();
    expect(user).toMatchObject({ role: 'seller', isSeller: true, bio: 'Twenty years on pipes', location: 'South B', phone: '+254712000111' });
    expect(user.sellerProfile).toEqual({
      profilePhoto: null,
      bio: 'Twenty years on pipes',
      location: 'South B',
      townsServed: [],
      phone: '+254712000111',
      services: ['Pipe fitting'],
      ratings: [],
      isComplete: false,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await getProfile(undefined)).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves trimmed values, lower-cases the e-mail (waiting for its link), normalises the phone and answers with the user', async () => {
    const buyer = await createBuyer(app);
    const newEmail = `New.${buyer.email.toUpperCase()}`;
    const phone = randomKenyanPhone();
    const response = await putProfile(buyer.accessToken, {
      name: '  Wanjiku Kamau ',
      email: `  ${newEmail} `,
      phone: ` ${phone} `,
      location: ' Thika ',
      bio: '  Loves a tidy house ',
      currentPassword: strongPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Profile updated successfully!',
      user: expect.objectContaining({
        name: 'Wanjiku Kamau',
        email: buyer.email,
        phone: e164(phone),
        location: 'Thika',
        bio: 'Loves a tidy house',
        role: 'buyer',
      }),
      signIn: { hasPassword: true, pendingEmail: newEmail.toLowerCase() },
      language: 'en',
    });
  });

  it('keeps a proven e-mail proven when it is only written in another case, and asks no password for it', async () => {
    const buyer = await createBuyer(app);
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', buyer.id).execute();
    const saved = await putProfile(buyer.accessToken, profileOf(buyer, { email: buyer.email.toUpperCase() }));
    expect(saved.statusCode).toBe(200);
    const row = await db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: buyer.email, email_verified: true });
  });

  it('clears blank optional fields', async () => {
    const buyer = await createBuyer(app);
    await putProfile(buyer.accessToken, profileOf(buyer, { location: 'Nyeri', bio: 'Hi' }));
    const { user } = (await putProfile(buyer.accessToken, profileOf(buyer, { location: '  ', bio: undefined }))).json();
    expect(user).toMatchObject({ location: null, bio: null });
  });

  it('answers every rule with the spec’s words in both error and message', async () => {
    const buyer = await createBuyer(app);
    const cases: Array<[Fields, string, string]> = [
      [{ name: '  ' }, 'Name and email are required', 'NAME_AND_EMAIL_REQUIRED'],
      [{ name: undefined }, 'Name and email are required', 'NAME_AND_EMAIL_REQUIRED'],
      [{ email: '', phone: '' }, 'Name and email are required', 'NAME_AND_EMAIL_REQUIRED'],
      [{ email: 'not-an-email' }, 'Invalid email format', 'INVALID_EMAIL'],
      [{ email: 'someone@nowhere' }, 'Invalid email format', 'INVALID_EMAIL'],
      [{ phone: '12345' }, 'Invalid phone number', 'INVALID_PHONE'],
      [{ phone: '0000000000' }, 'Invalid phone number', 'INVALID_PHONE'],
      [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters', 'BIO_TOO_LONG'],
    ];
    for (const [overrides, text, code] of cases) {
      const response = await putProfile(buyer.accessToken, profileOf(buyer, overrides));
      expect({ status: response.statusCode, body: response.json() }, text).toEqual({ status: 400, body: { error: text, message: text, code } });
    }
    const unauthorised = await putProfile(undefined, profileOf(buyer));
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json()).toEqual({ error: 'Authentication required', message: 'Authentication required', code: 'AUTHENTICATION_REQUIRED' });
  });

  it('lets a phone-only account keep no e-mail', async () => {
    const buyer = await createBuyer(app);
    const phone = randomKenyanPhone();
    const response = await putProfile(buyer.accessToken, profileOf(buyer, { email: '', phone, currentPassword: strongPassword }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: null, phone: e164(phone) });
  });

  it('refuses an e-mail or phone another account uses (409)', async () => {
    const owner = await createBuyer(app);
    const phone = randomKenyanPhone();
    await putProfile(owner.accessToken, profileOf(owner, { phone, currentPassword: strongPassword }));
    const other = await createBuyer(app);

    const email = await putProfile(other.accessToken, profileOf(other, { email: owner.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: 'An account with this email already exists', message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
    const taken = await putProfile(other.accessToken, profileOf(other, { phone: e164(phone) }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'This phone number is used by another account', message: 'This phone number is used by another account', code: 'PHONE_TAKEN' });
  });

  it('stores a seller’s Services Offered, falling back to the offered titles when blank', async () => {
    const seller = await createSeller(app, db, { title: 'Drain unblocking' });
    const saved = await putProfile(seller.accessToken, profileOf(seller, { services: ' Plumbing, Gas fitting ,, plumbing , Boreholes ' }));
    expect(saved.json().user.sellerProfile.services).toEqual(['Plumbing', 'Gas fitting', 'Boreholes']);
    expect((await getProfile(seller.accessToken)).json().user.sellerProfile.services).toEqual(['Plumbing', 'Gas fitting', 'Boreholes']);

    const cleared = await putProfile(seller.accessToken, profileOf(seller, { services: '' }));
    expect(cleared.json().user.sellerProfile.services).toEqual(['Drain unblocking']);
  });

  it('forgets a seller’s Services Offered when the account is closed', async () => {
    const seller = await createSeller(app, db, { title: 'Septic tank emptying' });
    await putProfile(seller.accessToken, profileOf(seller, { services: 'Septic tanks' }));
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(seller.accessToken), payload: { reason: 'not-using' } });
    expect(closed.statusCode).toBe(200);
    const row = await db.selectFrom('users').select('services_offered').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(row.services_offered).toEqual([]);
  });

  it('ignores services for a buyer', async () => {
    const buyer = await createBuyer(app);
    expect((await putProfile(buyer.accessToken, profileOf(buyer, { services: 'Cleaning' }))).statusCode).toBe(200);
    const row = await db.selectFrom('users').select('services_offered').where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row.services_offered).toEqual([]);
  });

  it('shows the seller’s new name, location and photo at once in the catalogue', async () => {
    const seller = await createSeller(app, db, { title: 'Kitchen plumbing' });
    const before = await app.inject({ method: 'GET', url: '/api/services?category=plumbing' });
    const response = await putProfile(
      seller.accessToken,
      profileOf(seller, { name: 'Joseph Otieno', location: 'South B', bio: 'Plumber since 2005' }),
      { profilePhoto: pngFile(await pngImage()) },
    );
    const { profilePhoto } = response.json().user;
    const after = await app.inject({ method: 'GET', url: '/api/services?category=plumbing', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    const card = after
      .json()
      .services.flatMap((service: { sellers: Array<{ id: string }> }) => service.sellers)
      .find((entry: { id: string }) => entry.id === seller.id);
    expect(card).toMatchObject({ name: 'Joseph Otieno', location: 'South B', bio: 'Plumber since 2005', profilePhoto });
  });
});

describe('the profile photo', () => {
  const photosOf = (userId: string) => db.selectFrom('photos').select('id').where('owner_id', '=', userId).execute();

  it('is replaced only when a new file is sent, and the old one is deleted', async () => {
    const buyer = await createBuyer(app);
    const first = (await putProfile(buyer.accessToken, profileOf(buyer), { profilePhoto: jpegFile(await phoneJpeg()) })).json().user.profilePhoto;
    expect(first).toMatch(/^\/uploads\/.+\.webp$/);

    const kept = (await putProfile(buyer.accessToken, profileOf(buyer, { name: 'Renamed' }))).json().user.profilePhoto;
    expect(kept).toBe(first);

    const second = (await putProfile(buyer.accessToken, profileOf(buyer), { profilePhoto: pngFile(await pngImage()) })).json().user.profilePhoto;
    expect(second).not.toBe(first);
    expect((await photosOf(buyer.id)).map((photo) => `/uploads/${photo.id}.webp`)).toEqual([second]);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const served = await app.inject({ method: 'GET', url: second });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('replaces the become-seller photo too', async () => {
    const buyer = await createBuyer(app);
    const application = { name: 'Baraka', phone: randomKenyanPhone(), location: 'Nakuru', gender: 'male' };
    const photo = jpegFile(await phoneJpeg({ width: 400, height: 400 }));
    const seller = (await sendForm(app, 'POST', '/api/become-seller', buyer.accessToken, formData(application, { profilePhoto: photo }))).json();
    const replaced = await putProfile(seller.accessToken, profileOf(buyer, { name: 'Baraka', phone: application.phone }), { profilePhoto: photo });
    expect(replaced.json().user.profilePhoto).not.toBe(seller.user.profilePhoto);
    expect(await photosOf(buyer.id)).toHaveLength(1);
  });

  it('refuses what is not an image, with the text in error and message, and keeps the old photo', async () => {
    const buyer = await createBuyer(app);
    const first = (await putProfile(buyer.accessToken, profileOf(buyer), { profilePhoto: pngFile(await pngImage()) })).json().user.profilePhoto;
    const svg = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'me.png', type: 'image/png' };
    const refused = await putProfile(buyer.accessToken, profileOf(buyer, { name: 'Not saved' }), { profilePhoto: svg });
    expect(refused.statusCode).toBe(400);
    const text = 'Profile photo must be a JPEG, PNG or WebP image';
    expect(refused.json()).toEqual({ error: text, message: text, code: 'PHOTO_NOT_AN_IMAGE' });
    expect((await getProfile(buyer.accessToken)).json().user).toMatchObject({ name: 'Wanjiku Kamau', profilePhoto: first });

    const huge = await putProfile(buyer.accessToken, profileOf(buyer), { profilePhoto: jpegFile(Buffer.alloc(6 * 1024 * 1024, 0xff)) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The file is too large (at most 5 MB)', message: 'The file is too large (at most 5 MB)', code: 'PHOTO_TOO_LARGE' });
  });
});

describe('profile writes', () => {
  it('are limited per person, since each may carry a photo to re-encode', async () => {
    const buyer = await createBuyer(app);
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await putProfile(buyer.accessToken, profileOf(buyer))).statusCode).toBe(200);
    const limited = await putProfile(buyer.accessToken, profileOf(buyer));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Someone else is not affected.
    const other = await createBuyer(app);
    expect((await putProfile(other.accessToken, profileOf(other))).statusCode).toBe(200);
  });
});
