import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db';
import { setAdmin } from '../../src/features/admin/admin-grants';
import { decodeJwt } from 'jose';
import { act, book, tomorrowInNairobi } from '../marketplace';
import { bearer, logIn, strongPassword } from '../auth-helpers';
import { formData, pngFile, pngImage, sendForm } from '../forms';

/**
 * Distinctive strings seeded into user A's (Alice's) data. The public ones are what the
 * catalogue shows of any seller; the private ones must never reach anyone but Alice and the
 * other party of her orders and chats (Carol).
 */
export const markers = {
  public: {
    aliceName: 'Alice Quokkaridge',
    alicePhone: '+254712773101',
    aliceLocation: 'Quokkaville Estate',
    aliceBio: 'Bio-quokka-7731',
    serviceTitle: 'Quokka drain rescue 7731',
    offeringDescription: 'Offering-quokka-7731',
    /** Carol's review of Alice's job: on Alice's public page for anyone to read. */
    reviewComment: 'Review-quokka-7731 great work',
  },
  private: {
    aliceEmail: 'alice.quokka7731@example.com',
    aliceSkills: 'Skill-quokka-7731',
    carolName: 'Carol Wombatson',
    carolEmail: 'carol.wombat7731@example.com',
    carolPhone: '+254712773102',
    carolMessage: 'Message-quokka-7731 the gate code is 4412',
    aliceReply: 'Reply-quokka-7731 see you at nine',
    /** Alice's identity document: only administrators ever see it. */
    aliceDocumentNumber: '77310042',
    /** Carol's report of a problem with Alice's job: the two of them and administrators only. */
    disputeDescription: 'Dispute-quokka-7731 the drain floods again',
  },
};

type Person = { id: string; token: string };

export type World = {
  /** User A: a seller with a service, orders, a review, a chat, a photo and a photo of past work. */
  alice: Person & { sessionId: string; serviceId: string; photoFile: string; galleryPhotoId: string };
  /** Alice's buyer: party to her orders and her chat. */
  carol: Person;
  /** Strangers to Alice: a buyer, and a seller with a service of his own. */
  bob: Person;
  dave: Person & { serviceId: string };
  /** An administrator of the console (and nothing else: no orders, no services). */
  admin: Person;
  /** Carol's booking of Alice's service, completed and reviewed; and a second one, pending. */
  completedOrderId: string;
  pendingOrderId: string;
  /** Alice's request to be verified, Carol's dispute about the completed order with one photo, a payment flag. */
  verificationId: string;
  disputeId: string;
  disputePhotoId: string;
  flagId: string;
  /** Tokens that were valid once: of a logged-out session, and of a closed account. */
  loggedOutToken: string;
  closedAccountToken: string;
};

/** The people and data the authorization and fuzzing tests run against, made through the API. */
export async function seedWorld(app: FastifyInstance, db: Database): Promise<World> {
  const { public: shown, private: hidden } = markers;
  const aliceSignup = await signUp(app, { name: shown.aliceName, email: hidden.aliceEmail, phone: null });
  const photo = pngFile(await pngImage());
  const becameSeller = await expectStatus(
    200,
    sendForm(app, 'POST', '/api/become-seller', aliceSignup.token, formData({ name: shown.aliceName, phone: shown.alicePhone, location: shown.aliceLocation, gender: 'female' }, { profilePhoto: photo })),
  );
  const aliceToken = becameSeller.accessToken as string;
  const profile = { name: shown.aliceName, email: hidden.aliceEmail, phone: shown.alicePhone, location: shown.aliceLocation, bio: shown.aliceBio, services: hidden.aliceSkills };
  await expectStatus(200, app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(aliceToken), payload: profile }));
  const aliceService = await addService(app, aliceToken, shown.serviceTitle, shown.offeringDescription);
  const aliceGallery = await expectStatus(201, sendForm(app, 'POST', '/api/me/gallery', aliceToken, formData({}, { photo })));

  const [carol, bob, daveSignup, erin, admin] = await Promise.all([
    signUp(app, { name: hidden.carolName, email: hidden.carolEmail, phone: null }),
    signUp(app, { name: 'Bob Stranger', email: 'bob.stranger@example.com', phone: null }),
    signUp(app, { name: 'Dave Otherseller', email: 'dave.otherseller@example.com', phone: null }),
    signUp(app, { name: 'Erin Gone', email: 'erin.gone@example.com', phone: null }),
    signUp(app, { name: 'Ada Administrator', email: 'ada.admin@example.com', phone: null }),
  ]);
  await setAdmin(db, 'ada.admin@example.com', true);
  // Adding the phone Carol logs in with needs her password.
  const carolsProfile = { name: hidden.carolName, email: hidden.carolEmail, phone: hidden.carolPhone, services: '', currentPassword: strongPassword };
  await expectStatus(200, app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(carol.token), payload: carolsProfile }));
  const daveAsSeller = await expectStatus(
    200,
    app.inject({ method: 'POST', url: '/api/become-seller', headers: bearer(daveSignup.token), payload: { name: 'Dave Otherseller', phone: '0712773103', location: 'Elsewhere', gender: 'male' } }),
  );
  const dave = { id: daveSignup.id, token: daveAsSeller.accessToken as string };
  const daveService = await addService(app, dave.token, 'Unrelated roof repair', 'Roofs');

  // Two bookings at once: each waits for the simulated payment provider.
  const booking = { serviceId: aliceService, sellerId: aliceSignup.id };
  const [completed, pending] = await Promise.all([
    expectStatus(201, book(app, carol.token, { ...booking, bookingDate: tomorrowInNairobi() })),
    expectStatus(201, book(app, carol.token, { ...booking, bookingDate: dayAfterTomorrowInNairobi() })),
  ]);
  const completedOrderId = completed.order.id as string;
  for (const action of ['accept', 'complete']) await expectStatus(200, act(app, aliceToken, completedOrderId, action));
  await expectStatus(201, app.inject({ method: 'POST', url: `/api/orders/${completedOrderId}/review`, headers: bearer(carol.token), payload: { rating: 5, comment: shown.reviewComment } }));
  await sendMessage(app, carol.token, aliceSignup.id, hidden.carolMessage);
  await sendMessage(app, aliceToken, carol.id, hidden.aliceReply);

  const trust = await seedTrust(app, db, { aliceId: aliceSignup.id, carolToken: carol.token, orderId: completedOrderId });

  const loggedOut = await logIn(app, hidden.aliceEmail);
  await expectStatus(204, app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(loggedOut.accessToken), payload: {} }));
  await expectStatus(200, app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(erin.token), payload: { reason: 'not-using' } }));

  return {
    alice: {
      id: aliceSignup.id,
      token: aliceToken,
      sessionId: String(decodeJwt(aliceToken).sid),
      serviceId: aliceService,
      photoFile: String(becameSeller.user.profilePhoto).replace('/uploads/', ''),
      galleryPhotoId: aliceGallery.gallery[0].id as string,
    },
    carol,
    bob,
    dave: { ...dave, serviceId: daveService },
    admin,
    completedOrderId,
    pendingOrderId: pending.order.id as string,
    ...trust,
    loggedOutToken: loggedOut.accessToken,
    closedAccountToken: erin.token,
  };
}

/**
 * The things of trust: Alice asked to be verified (her document number a private marker,
 * written straight to the database), Carol reported a problem with the completed job through
 * the API, with one photo (its payment DISPUTED, as the ledger would have it), and one payment flag.
 */
async function seedTrust(app: FastifyInstance, db: Database, { aliceId, carolToken, orderId }: { aliceId: string; carolToken: string; orderId: string }) {
  const photo = await pngImage();
  const verification = await db
    .insertInto('verification_requests')
    .values({ user_id: aliceId, document_type: 'national_id', document_number: markers.private.aliceDocumentNumber, document_photo: photo, selfie: photo })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = formData({ reason: 'poor_work', description: markers.private.disputeDescription }, { photos: pngFile(photo) });
  const { dispute } = await expectStatus(201, sendForm(app, 'POST', `/api/orders/${orderId}/dispute`, carolToken, report));
  const payment = await db.selectFrom('payments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const flag = await db.insertInto('payment_flags').values({ payment_id: payment.id, reason: 'A test flag' }).returning('id').executeTakeFirstOrThrow();
  return { verificationId: verification.id, disputeId: dispute.id as string, disputePhotoId: dispute.photos[0].id as string, flagId: String(flag.id) };
}

async function signUp(app: FastifyInstance, person: { name: string; email: string; phone: string | null }): Promise<Person> {
  const body = await expectStatus(201, app.inject({ method: 'POST', url: '/auth/signup', payload: { ...person, password: strongPassword } }));
  return { id: body.user.id as string, token: body.token as string };
}

async function addService(app: FastifyInstance, token: string, title: string, description: string): Promise<string> {
  const draft = { category: 'plumbing', title, description, price: 2500, experience: 3 };
  const body = await expectStatus(201, app.inject({ method: 'POST', url: '/api/services', headers: bearer(token), payload: draft }));
  return body.service.id as string;
}

async function sendMessage(app: FastifyInstance, token: string, receiverId: string, content: string) {
  await expectStatus(201, app.inject({ method: 'POST', url: '/api/messages', headers: bearer(token), payload: { receiverId, content } }));
}

function dayAfterTomorrowInNairobi(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + 2 * 86_400_000));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixture answers are read loosely; their contracts have their own tests
async function expectStatus(status: number, response: Promise<{ statusCode: number; body: string; json: () => any }>): Promise<any> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`seeding expected ${status}, got ${answer.statusCode}: ${answer.body}`);
  return answer.body ? answer.json() : undefined;
}
