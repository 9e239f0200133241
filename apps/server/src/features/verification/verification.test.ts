import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formData, GPS_POINTER_TAG, jpegFile, phoneJpeg, pngFile, pngImage, sendForm, type FormFile } from '../../../test/forms';
import { imagePolyglots, PAYLOAD_MARK } from '../../../test/abuse/polyglots';
import { signInAdministrator } from '../../../test/admin';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';
import { askToBeVerified, decide, identityPhotos, latestRequestId, myVerification, nationalId } from '../../../test/verification';

const { app, db, logFile } = await createTestContext();
const admin = await signInAdministrator(app, db);

const rowsOf = (userId: string) => db.selectFrom('verification_requests').selectAll().where('user_id', '=', userId).execute();

describe('a seller’s identity check, from asking to the decision', () => {
  it('is NONE before asking, PENDING once asked, APPROVED once an administrator approves', async () => {
    const seller = await createSeller(app, db);
    expect((await myVerification(app, seller.accessToken)).json()).toEqual({ status: 'NONE', reason: null, documentType: null, submittedAt: null, decidedAt: null });

    const asked = await askToBeVerified(app, seller.accessToken, { fields: { documentType: 'Passport', documentNumber: ' ak 012-3456 ' } });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ status: 'PENDING', reason: null, documentType: 'passport', submittedAt: expect.any(String), decidedAt: null });
    expect((await myVerification(app, seller.accessToken)).json()).toEqual(asked.json());
    const [row] = await rowsOf(seller.id);
    expect(row).toMatchObject({ document_type: 'passport', document_number: 'AK0123456', status: 'PENDING', decided_at: null });

    const approved = await decide(app, admin.accessToken, row!.id, 'approve');
    expect(approved.statusCode).toBe(200);
    const mine = (await myVerification(app, seller.accessToken)).json();
    // The approval's note is the administrators' record, not the seller's.
    expect(mine).toEqual({ status: 'APPROVED', reason: null, documentType: 'passport', submittedAt: asked.json().submittedAt, decidedAt: expect.any(String) });
    const account = await db.selectFrom('users').select('verified_at').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(account.verified_at?.toISOString()).toBe(mine.decidedAt);

    const again = await askToBeVerified(app, seller.accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You are already verified', code: 'VERIFICATION_ALREADY_APPROVED' });
    expect(await rowsOf(seller.id)).toHaveLength(1);
  });

  it('shows the seller the reason of a rejection, and lets them ask again', async () => {
    const seller = await createSeller(app, db);
    expect((await askToBeVerified(app, seller.accessToken)).statusCode).toBe(201);
    const rejected = await decide(app, admin.accessToken, await latestRequestId(db, seller.id), 'reject', 'The photo of the ID is blurred');
    expect(rejected.statusCode).toBe(200);
    expect((await myVerification(app, seller.accessToken)).json()).toMatchObject({ status: 'REJECTED', reason: 'The photo of the ID is blurred', documentType: 'national_id' });
    expect(await db.selectFrom('users').select('verified_at').where('id', '=', seller.id).executeTakeFirstOrThrow()).toEqual({ verified_at: null });

    const again = await askToBeVerified(app, seller.accessToken, { fields: { documentType: 'alien_id', documentNumber: '1234567890' } });
    expect(again.statusCode).toBe(201);
    // The latest request is what the seller sees: waiting again, no old reason.
    expect((await myVerification(app, seller.accessToken)).json()).toMatchObject({ status: 'PENDING', reason: null, documentType: 'alien_id', decidedAt: null });
    expect((await rowsOf(seller.id)).map((row) => row.status).sort()).toEqual(['PENDING', 'REJECTED']);
  });

  it('refuses a second request while one waits', async () => {
    const seller = await createSeller(app, db);
    expect((await askToBeVerified(app, seller.accessToken)).statusCode).toBe(201);
    const second = await askToBeVerified(app, seller.accessToken);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'Your documents are already waiting to be checked', code: 'VERIFICATION_ALREADY_PENDING' });
    expect(await rowsOf(seller.id)).toHaveLength(1);
  });

  it('queues exactly one of two requests sent at once; the other gets the same 409', async () => {
    const seller = await createSeller(app, db);
    const photos = await identityPhotos();
    const answers = await Promise.all([0, 1].map(() => askToBeVerified(app, seller.accessToken, { files: photos })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('VERIFICATION_ALREADY_PENDING');
    expect(await rowsOf(seller.id)).toHaveLength(1);
  });
});

describe('who may ask, and what a request must hold', () => {
  it('refuses a buyer with a 403, writing nothing', async () => {
    const buyer = await createBuyer(app);
    const answer = await askToBeVerified(app, buyer.accessToken);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'Only sellers can ask to be verified', code: 'VERIFICATION_SELLERS_ONLY' });
    expect(await rowsOf(buyer.id)).toEqual([]);
    // Reading one's state is harmless: a buyer simply has none.
    expect((await myVerification(app, buyer.accessToken)).json().status).toBe('NONE');
  });

  it('refuses anyone signed out', async () => {
    const answer = await sendForm(app, 'POST', '/api/me/verification', undefined, formData(nationalId));
    expect(answer.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/me/verification' })).statusCode).toBe(401);
  });

  const notAPhoto: FormFile = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'me.svg', type: 'image/svg+xml' };
  const cases: Array<[string, { fields?: Record<string, string | undefined>; files?: (photos: Record<string, FormFile>) => Record<string, FormFile> }, string, string]> = [
    ['no document type', { fields: { documentNumber: '12345678' } }, 'VERIFICATION_DOCUMENT_TYPE_REQUIRED', 'Choose the document: national ID, passport or alien ID'],
    ['an unknown document type', { fields: { documentType: 'driving_licence', documentNumber: '12345678' } }, 'VERIFICATION_DOCUMENT_TYPE_REQUIRED', 'Choose the document: national ID, passport or alien ID'],
    ['no number', { fields: { documentType: 'national_id' } }, 'VERIFICATION_NUMBER_REQUIRED', 'Enter the document number'],
    ['a blank number', { fields: { documentType: 'national_id', documentNumber: '   ' } }, 'VERIFICATION_NUMBER_REQUIRED', 'Enter the document number'],
    ['letters in a national ID', { fields: { documentType: 'national_id', documentNumber: '12AB5678' } }, 'VERIFICATION_NUMBER_INVALID', 'This does not look like a number of that document'],
    ['a passport number without its letters', { fields: { documentType: 'passport', documentNumber: '12345678' } }, 'VERIFICATION_NUMBER_INVALID', 'This does not look like a number of that document'],
    ['a number too long', { fields: { documentType: 'national_id', documentNumber: '1'.repeat(21) } }, 'VERIFICATION_NUMBER_INVALID', 'This does not look like a number of that document'],
    ['no document photo', { files: ({ selfie }) => ({ selfie: selfie! }) }, 'VERIFICATION_DOCUMENT_PHOTO_REQUIRED', 'Add a photo of the document'],
    ['no selfie', { files: ({ documentPhoto }) => ({ documentPhoto: documentPhoto! }) }, 'VERIFICATION_SELFIE_REQUIRED', 'Add a photo of yourself (a selfie)'],
    ['an empty selfie part', { files: ({ documentPhoto }) => ({ documentPhoto: documentPhoto!, selfie: { ...notAPhoto, bytes: Buffer.alloc(0) } }) }, 'VERIFICATION_SELFIE_REQUIRED', 'Add a photo of yourself (a selfie)'],
    ['a selfie that is not a photo', { files: ({ documentPhoto }) => ({ documentPhoto: documentPhoto!, selfie: notAPhoto }) }, 'PHOTO_NOT_AN_IMAGE', ''],
    ['a file under another name', { files: (photos) => ({ ...photos, profilePhoto: photos.selfie! }) }, 'FORM_TAKES_NO_FILE', ''],
  ];

  it.each(cases)('refuses %s with its code, writing nothing', async (_name, { fields = nationalId, files }, code, text) => {
    const seller = await createSeller(app, db);
    const photos = await identityPhotos();
    const answer = await askToBeVerified(app, seller.accessToken, { fields, files: files ? files(photos) : photos });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(code);
    if (text) expect(answer.json().error).toBe(text);
    expect(await rowsOf(seller.id)).toEqual([]);
  });

  it('refuses two document photos', async () => {
    const seller = await createSeller(app, db);
    const photos = await identityPhotos();
    const form = formData(nationalId, photos);
    form.append('documentPhoto', new Blob([new Uint8Array(photos.documentPhoto.bytes)], { type: 'image/png' }), 'again.png');
    const answer = await sendForm(app, 'POST', '/api/me/verification', seller.accessToken, form);
    // As every form answers a file more than it takes (the become-seller photo too).
    expect(answer.statusCode).toBe(413);
    expect(answer.json().code).toBe('TOO_MANY_FILES');
    expect(await rowsOf(seller.id)).toEqual([]);
  });

  it('refuses the fields as JSON, which carry no photo', async () => {
    const seller = await createSeller(app, db);
    const answer = await app.inject({ method: 'POST', url: '/api/me/verification', headers: { authorization: `Bearer ${seller.accessToken}` }, payload: nationalId });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VERIFICATION_DOCUMENT_PHOTO_REQUIRED');
  });

  it('counts each seller’s requests: the sixth of a day gets a 429 before anything is read', async () => {
    const seller = await createSeller(app, db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await askToBeVerified(app, seller.accessToken, { files: {} })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('what is kept of the photos', () => {
  it('stores WebP re-encodings without the phone’s metadata, in the request’s row and nowhere public', async () => {
    const seller = await createSeller(app, db);
    const photosBefore = await db.selectFrom('photos').select('id').execute();
    const documentPhoto = jpegFile(await phoneJpeg());
    const answer = await askToBeVerified(app, seller.accessToken, { files: { documentPhoto, selfie: pngFile(await pngImage()) } });
    expect(answer.statusCode).toBe(201);
    const [row] = await rowsOf(seller.id);
    const stored = await sharp(row!.document_photo!).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 500, height: 800 });
    expect(stored.exif).toBeUndefined();
    expect(row!.document_photo!.includes(GPS_POINTER_TAG)).toBe(false);
    expect((await sharp(row!.selfie!).metadata()).format).toBe('webp');
    // Nothing went to the public photos table that /uploads serves.
    expect(await db.selectFrom('photos').select('id').execute()).toEqual(photosBefore);
  });

  it('keeps nothing of a photo that is also something else', async () => {
    const seller = await createSeller(app, db);
    const [[, polyglot]] = (await imagePolyglots()) as [[string, Buffer]];
    const selfie: FormFile = { bytes: polyglot, filename: '../../evil.html', type: 'text/html' };
    const answer = await askToBeVerified(app, seller.accessToken, { files: { documentPhoto: pngFile(await pngImage()), selfie } });
    expect(answer.statusCode).toBe(201);
    const [row] = await rowsOf(seller.id);
    expect(row!.selfie!.includes(Buffer.from(PAYLOAD_MARK))).toBe(false);
    expect((await sharp(row!.selfie!).metadata()).format).toBe('webp');
  });

  it('refuses a photo over the upload limit with a 413, writing nothing', async () => {
    const seller = await createSeller(app, db);
    const huge: FormFile = { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), filename: 'id.jpg', type: 'image/jpeg' };
    const answer = await askToBeVerified(app, seller.accessToken, { files: { documentPhoto: huge, selfie: pngFile(await pngImage()) } });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().code).toBe('PHOTO_TOO_LARGE');
    expect(await rowsOf(seller.id)).toEqual([]);
  });

  it('never writes a document number to the log', async () => {
    const seller = await createSeller(app, db);
    const number = '98765432';
    expect((await askToBeVerified(app, seller.accessToken, { fields: { documentType: 'national_id', documentNumber: number } })).statusCode).toBe(201);
    expect((await askToBeVerified(app, seller.accessToken, { fields: { documentType: 'national_id', documentNumber: number } })).statusCode).toBe(409);
    await decide(app, admin.accessToken, await latestRequestId(db, seller.id), 'approve');
    // Pino writes asynchronously: give the file a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(logFile, 'utf8')).not.toContain(number);
  });
});
