import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAdministrator } from '../../../test/admin';
import { bearer, logInFromOwnAddress, signUpBuyer } from '../../../test/auth-helpers';
import { addStatement, decide as decideDispute, evidencePhotos, reportProblem } from '../../../test/disputes';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller, dayInNairobi } from '../../../test/marketplace';
import { randomMobile } from '../../../test/notifications';
import { columnsHolding, countRowsAbout, impersonalTables, personalTables, schemaColumns } from '../../../test/personal-data';
import { askToBeVerified } from '../../../test/verification';

// The schema walk (docs/privacy.md): every table and column is declared in test/personal-data.ts;
// a person with something in every table downloads all of it and nothing of anyone else's; once
// they close the account, no column anywhere still holds what identified them.

const { app, db } = await createTestContext();
const admin = await signInAdministrator(app, db);

/** Letters only, so the name's first word is a plain first name that notices use alone. */
const randomLetters = (count: number) => Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const unique = randomLetters(8);

/** What identifies the person the walk is about; none of it may be left once the account is closed. */
const hers = {
  firstName: `Zuri${unique}`,
  name: `Zuri${unique} Wambui`,
  phone: randomMobile(),
  bio: `Bio ${unique}: tiles and grout since 2009`,
  location: `Mtaa ${unique}, Nairobi`,
  skill: `Skill ${unique}`,
  offering: `Offering ${unique}: bathrooms retiled`,
  documentNumber: String(10_000_000 + (randomBytes(3).readUIntBE(0, 3) % 89_000_000)),
  contactMessage: `Contact ${unique}: please call me back`,
  newEmail: `new-${unique}@example.com`,
  googleSubject: `google-${unique}`,
};
/** What she wrote to others: kept for them after she leaves. */
const herWords = { message: `Message ${unique}: the tap in the kitchen`, review: `Review ${unique}: tidy work`, statement: `Statement ${unique}: the leak came back` };

/** Two people she deals with: nothing of theirs but their names belongs in her file, not their numbers, nor what they say to each other. */
const seller = await createSeller(app, db, { title: `Retiling ${unique}` });
const buyer = await createBuyer(app, `Baraka ${unique}`);
const theirs = {
  sellerPhone: randomMobile(),
  buyerPhone: randomMobile(),
  sellerStatement: `Seller statement ${unique}: the tiles were fine`,
  privateChat: `Private ${unique}: between the two of them`,
  sellerContact: `Seller contact ${unique}: a question`,
  sellerDocument: String(10_000_000 + (randomBytes(3).readUIntBE(0, 3) % 89_000_000)),
};
await db.updateTable('users').set({ phone: theirs.sellerPhone }).where('id', '=', seller.id).execute();
await db.updateTable('users').set({ phone: theirs.buyerPhone }).where('id', '=', buyer.id).execute();

const person = await seedPerson();

/** A seller and buyer with something in every table that can hold something about her. */
async function seedPerson() {
  const account = await signUpBuyer(app, { name: hers.name });
  const id = account.id;
  const photo = await db.insertInto('photos').values({ owner_id: id, width: 10, height: 10, bytes: Buffer.from('photo') }).returning('id').executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ phone: hers.phone, bio: hers.bio, location: hers.location, gender: 'female', services_offered: [hers.skill], role: 'both', email_verified: true, google_subject: hers.googleSubject, profile_photo_id: photo.id })
    .where('id', '=', id)
    .execute();
  const work = await db.insertInto('photos').values({ owner_id: id, width: 10, height: 10, bytes: Buffer.from('work') }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('gallery_photos').values({ photo_id: work.id, seller_id: id }).execute();
  const service = await db.insertInto('services').values({ category: 'plumbing', title: `Tiling ${unique}` }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('offerings').values({ service_id: service.id, seller_id: id, description: hers.offering, price_cents: 300_000 }).execute();
  const { accessToken: token } = await logInFromOwnAddress(app, account.email);

  // As a buyer: one job confirmed and reviewed, one disputed and refunded.
  const confirmed = await jobFrom(seller, token, `key-${unique}`);
  expect((await act(app, token, confirmed, 'confirm')).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: `/api/orders/${confirmed}/review`, headers: bearer(token), payload: { rating: 5, comment: herWords.review } })).statusCode).toBe(201);
  const disputed = await jobFrom(seller, token);
  expect((await reportProblem(app, token, disputed)).statusCode).toBe(201);
  expect((await addStatement(app, token, disputed, herWords.statement, await evidencePhotos(1))).statusCode).toBe(201);
  expect((await addStatement(app, seller.accessToken, disputed, theirs.sellerStatement)).statusCode).toBe(201);
  const dispute = await db.selectFrom('disputes').select('id').where('order_id', '=', disputed).executeTakeFirstOrThrow();
  expect((await decideDispute(app, admin.accessToken, dispute.id, { outcome: 'BUYER' })).statusCode).toBe(200);

  // As a seller: a job for the buyer, paid out to her and reviewed by him.
  const sold = await jobFrom({ id, serviceId: service.id, accessToken: token }, buyer.accessToken);
  expect((await act(app, buyer.accessToken, sold, 'confirm')).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: `/api/orders/${sold}/review`, headers: bearer(buyer.accessToken), payload: { rating: 4, comment: 'Good' } })).statusCode).toBe(201);
  await app.paymentWorkers.runOnce();

  const send = (from: string, to: string, content: string) => app.inject({ method: 'POST', url: '/api/messages', headers: bearer(from), payload: { receiverId: to, content } });
  expect((await send(token, seller.id, herWords.message)).statusCode).toBe(201);
  expect((await send(seller.accessToken, id, 'On my way')).statusCode).toBe(201);
  expect((await send(seller.accessToken, buyer.id, theirs.privateChat)).statusCode).toBe(201);

  expect((await askToBeVerified(app, token, { fields: { documentType: 'national_id', documentNumber: hers.documentNumber } })).statusCode).toBe(201);
  expect((await askToBeVerified(app, seller.accessToken, { fields: { documentType: 'national_id', documentNumber: theirs.sellerDocument } })).statusCode).toBe(201);
  const preferences = { orders: { sms: true, email: true }, messages: { sms: false, email: true }, news: { sms: false, email: false } };
  const availability = { workingDays: [1, 2, 3, 4, 5], blockedDates: [dayInNairobi(30)], dailyCapacity: 2 };
  expect((await app.inject({ method: 'PUT', url: '/api/me/availability', headers: bearer(token), payload: availability })).statusCode).toBe(200);
  expect((await app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: bearer(token), payload: preferences })).statusCode).toBe(200);
  for (const [name, email, message] of [
    [hers.name, account.email, hers.contactMessage],
    ['Otieno', seller.email, theirs.sellerContact],
  ] as const) {
    expect((await app.inject({ method: 'POST', url: '/api/contact-us', payload: { name, email, message } })).statusCode).toBe(200);
  }
  await db.insertInto('consents').values({ user_id: id, kind: 'terms', version: '2026-11-28' }).execute();
  await db.insertInto('email_changes').values({ user_id: id, old_email: account.email, new_email: hers.newEmail, confirm_token_hash: `hash-${unique}`, confirm_expires_at: new Date(Date.now() + 3_600_000) }).execute();
  await db.insertInto('user_presence').values({ user_id: id, last_connected_at: new Date() }).execute();
  // The seller's message told her already, unless she was online.
  await db.insertInto('conversation_notices').values({ user_id: id, other_id: seller.id, last_told_at: new Date() }).onConflict((conflict) => conflict.doNothing()).execute();
  await db.insertInto('password_resets').values({ token_hash: `reset-${unique}`, user_id: id, expires_at: new Date(Date.now() + 3_600_000) }).execute();
  await db.insertInto('password_reset_codes').values({ user_id: id, code_hash: `code-${unique}`, expires_at: new Date(Date.now() + 600_000) }).execute();
  await storeMpesaCallbacks(id);
  // Every notice written so far is sent, so their texts (with first names) are stored.
  await app.notificationWorkers.runOnce();
  return { id, email: account.email, token };
}

/** A job booked from `from` by `buyerToken`, paid, accepted, started and completed; returns the order's id. */
async function jobFrom(from: { id: string; serviceId: string; accessToken: string }, buyerToken: string, idempotencyKey?: string): Promise<string> {
  const booked = await book(app, buyerToken, { serviceId: from.serviceId, sellerId: from.id }, idempotencyKey);
  expect(booked.statusCode, booked.body).toBe(201);
  const orderId = booked.json().order.id as string;
  for (const step of ['accept', 'start', 'complete']) expect((await act(app, from.accessToken, orderId, step)).statusCode).toBe(200);
  return orderId;
}

/** M-Pesa's callbacks as Daraja sends them: the STK push she paid, and the payout she and the seller were sent. */
async function storeMpesaCallbacks(id: string) {
  const mpesa = (phone: string) => Number(phone.slice(1));
  const collection = await db
    .selectFrom('payment_collections')
    .innerJoin('payments', 'payments.id', 'payment_collections.payment_id')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('payment_collections.id')
    .where('orders.buyer_id', '=', id)
    .executeTakeFirstOrThrow();
  const checkoutRequestId = `ws_CO_${unique}`;
  await db.updateTable('payment_collections').set({ reference: checkoutRequestId }).where('id', '=', collection.id).execute();
  const payoutTo = async (sellerId: string) =>
    db
      .selectFrom('payment_transfers')
      .innerJoin('payments', 'payments.id', 'payment_transfers.payment_id')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payment_transfers.originator_conversation_id')
      .where('orders.seller_id', '=', sellerId)
      .where('payment_transfers.kind', '=', 'PAYOUT')
      .executeTakeFirstOrThrow();
  const stk = { Body: { stkCallback: { CheckoutRequestID: checkoutRequestId, ResultCode: 0, CallbackMetadata: { Item: [{ Name: 'Amount', Value: 2500 }, { Name: 'PhoneNumber', Value: mpesa(hers.phone) }] } } } };
  const b2c = (reference: string, phone: string, name: string) => ({
    Result: { ResultCode: 0, OriginatorConversationID: reference, ResultParameters: { ResultParameter: [{ Key: 'ReceiverPartyPublicName', Value: `${mpesa(phone)} - ${name.toUpperCase()}` }] } },
  });
  const herPayout = (await payoutTo(id)).originator_conversation_id;
  const sellerPayout = (await payoutTo(seller.id)).originator_conversation_id;
  await db
    .insertInto('mpesa_callbacks')
    .values([
      { kind: 'stk', reference: checkoutRequestId, body: JSON.stringify(stk) },
      { kind: 'b2c-result', reference: herPayout, body: JSON.stringify(b2c(herPayout, hers.phone, hers.name)) },
      { kind: 'b2c-result', reference: sellerPayout, body: JSON.stringify(b2c(sellerPayout, theirs.sellerPhone, 'Otieno Plumber')) },
    ])
    .execute();
}

/** The value at `path` in the export ('payments.collections': every payment's collections, together). */
function valueAt(file: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (Array.isArray(value) ? value.flatMap((item) => (item as Record<string, unknown>)[key] ?? []) : (value as Record<string, unknown> | null)?.[key]), file);
}
const isEmpty = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);
/** A Kenyan mobile number in every way it is written: +254712345678, 254712345678, 0712345678 all end so. */
const lastNineDigits = (phone: string) => phone.slice(-9);

describe('the declaration of personal data (test/personal-data.ts)', () => {
  it('names every table of the database and every column, each once', async () => {
    const schema = await schemaColumns(db);
    const declared = new Map([
      ...personalTables.map((table) => [table.table, [...table.personColumns, ...table.personal, ...table.other]] as const),
      ...impersonalTables.map((table) => [table.table, table.columns] as const),
    ]);
    expect([...declared.keys()].sort(), 'a table is declared twice or missing').toEqual([...new Set(declared.keys())].sort());
    expect([...schema.keys()].sort(), 'declare each new table in test/personal-data.ts').toEqual([...declared.keys()].sort());
    for (const [table, columns] of schema) {
      const declaredColumns = declared.get(table) ?? [];
      expect([...declaredColumns].sort(), `${table}: each column once`).toEqual([...new Set(declaredColumns)].sort());
      expect(columns.map(({ column }) => column).sort(), `${table}: declare each new column`).toEqual([...declaredColumns].sort());
    }
  });
});

describe('downloading my data', () => {
  const download = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(person.token) });
    expect(response.statusCode).toBe(200);
    return { text: response.body, file: response.json() as Record<string, unknown> };
  };

  it('was given something in every table that can hold something about her', async () => {
    const empty = [];
    for (const table of personalTables) if ((await countRowsAbout(db, table, person)) === 0) empty.push(table.table);
    // A suspended account cannot sign in to download anything; payment problems and the
    // administrators' record are not hers to see.
    expect(empty.sort()).toEqual(['admin_actions', 'payment_flags', 'suspended_offerings']);
  });

  it('holds every declared table that has rows about her, where the declaration says', async () => {
    const { file } = await download();
    const missing = [];
    for (const table of personalTables) {
      if (typeof table.exported !== 'string' || (await countRowsAbout(db, table, person)) === 0) continue;
      if (isEmpty(valueAt(file, table.exported))) missing.push(`${table.table} at ${table.exported}`);
    }
    expect(missing).toEqual([]);
    expect(file.account).toMatchObject({ id: person.id, name: hers.name, phone: hers.phone, googleLinked: true, bio: hers.bio });
    expect(file.contactMessages).toEqual([expect.objectContaining({ message: hers.contactMessage })]);
    expect(file.verification).toEqual([expect.objectContaining({ documentNumber: hers.documentNumber, photosKept: { documentPhoto: true, selfie: true } })]);
  });

  it('holds nothing of anyone else’s beyond what she already sees, and no secret', async () => {
    const { text } = await download();
    const others = [seller.email, buyer.email, admin.email, lastNineDigits(theirs.sellerPhone), lastNineDigits(theirs.buyerPhone), theirs.sellerStatement, theirs.privateChat, theirs.sellerContact, theirs.sellerDocument];
    expect(others.filter((value) => text.includes(value))).toEqual([]);
    const secrets = await db.selectFrom('users').select(['password_hash']).where('id', '=', person.id).executeTakeFirstOrThrow();
    const tokenHashes = await db.selectFrom('refresh_tokens').innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id').select('token_hash').where('sessions.user_id', '=', person.id).execute();
    expect([secrets.password_hash!, hers.googleSubject, `hash-${unique}`, `reset-${unique}`, `code-${unique}`, ...tokenHashes.map((row) => row.token_hash)].filter((value) => text.includes(value))).toEqual([]);
  });
});

describe('closing the account', () => {
  it('leaves nothing in any column that identified her, keeping what others need without it', async () => {
    const markers = [hers.name, hers.firstName, person.email, lastNineDigits(hers.phone), hers.bio, hers.location, hers.skill, hers.offering, hers.documentNumber, hers.contactMessage, hers.newEmail, hers.googleSubject];
    // The walk sees her everywhere she is before the account closes.
    const placesBefore = new Set((await columnsHolding(db, markers)).map((found) => found.slice(0, found.indexOf(':'))));
    expect([...placesBefore]).toEqual(
      expect.arrayContaining(['users.name', 'orders.buyer_name', 'orders.payment_phone', 'payments.phone', 'payment_collections.phone', 'payment_transfers.phone', 'mpesa_callbacks.body']),
    );
    expect([...placesBefore]).toEqual(expect.arrayContaining(['notifications.notice_values', 'notifications.body', 'verification_requests.document_number', 'contact_messages.message', 'email_changes.new_email']));
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(person.token), payload: { reason: 'privacy-concerns' } });
    expect(closed.statusCode, closed.body).toBe(200);

    expect(await columnsHolding(db, markers)).toEqual([]);
    const deletedTablesWithRows = [];
    for (const table of personalTables) if (table.onClose === 'deleted' && (await countRowsAbout(db, table, person)) > 0) deletedTablesWithRows.push(table.table);
    expect(deletedTablesWithRows).toEqual([]);

    // Kept for the other party, her name now Deleted user.
    expect((await columnsHolding(db, Object.values(herWords))).sort()).toEqual(
      [`dispute_statements.text: ${herWords.statement}`, `messages.content: ${herWords.message}`, `reviews.comment: ${herWords.review}`].sort(),
    );
    const bought = await db.selectFrom('orders').select('buyer_name').where('buyer_id', '=', person.id).execute();
    expect(bought.map((order) => order.buyer_name)).toEqual(['Deleted user', 'Deleted user']);
    const naming = await db.selectFrom('notifications').select(['notice_values']).where('user_id', '=', seller.id).where('event', '=', 'booking-paid').execute();
    expect(new Set(naming.map((notice) => (notice.notice_values as { buyer: string }).buyer))).toEqual(new Set(['Deleted user']));
    // Payments stay as the money's record; everyone else's numbers and words stay theirs.
    expect(await db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.receipt').where('orders.buyer_id', '=', person.id).execute()).toHaveLength(2);
    expect(await columnsHolding(db, [lastNineDigits(theirs.sellerPhone), theirs.sellerContact, theirs.privateChat])).toEqual(
      expect.arrayContaining([`users.phone: ${lastNineDigits(theirs.sellerPhone)}`, `contact_messages.message: ${theirs.sellerContact}`, `messages.content: ${theirs.privateChat}`]),
    );
    expect(await columnsHolding(db, [`${Number(theirs.sellerPhone.slice(1))} - OTIENO PLUMBER`])).toEqual([`mpesa_callbacks.body: ${Number(theirs.sellerPhone.slice(1))} - OTIENO PLUMBER`]);
    // A closed account's sessions end, recorded, and hold nothing more.
    expect(await db.selectFrom('sessions').select('revoked_reason').where('user_id', '=', person.id).where('revoked_at', 'is', null).execute()).toEqual([]);
  });
});
