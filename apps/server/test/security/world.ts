import type { FastifyInstance } from 'fastify';
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
  },
  private: {
    aliceEmail: 'alice.quokka7731@example.com',
    aliceSkills: 'Skill-quokka-7731',
    carolName: 'Carol Wombatson',
    carolEmail: 'carol.wombat7731@example.com',
    carolPhone: '+254712773102',
    carolMessage: 'Message-quokka-7731 the gate code is 4412',
    aliceReply: 'Reply-quokka-7731 see you at nine',
    reviewComment: 'Review-quokka-7731 great work',
  },
};

type Person = { id: string; token: string };

export type World = {
  /** User A: a seller with a service, orders, a review, a chat and a photo. */
  alice: Person & { sessionId: string; serviceId: string; photoFile: string };
  /** Alice's buyer: party to her orders and her chat. */
  carol: Person;
  /** Strangers to Alice: a buyer, and a seller with a service of his own. */
  bob: Person;
  dave: Person & { serviceId: string };
  /** Carol's booking of Alice's service, completed and reviewed; and a second one, pending. */
  completedOrderId: string;
  pendingOrderId: string;
  /** Tokens that were valid once: of a logged-out session, and of a closed account. */
  loggedOutToken: string;
  closedAccountToken: string;
};

/** The people and data the authorization and fuzzing tests run against, made through the API. */
export async function seedWorld(app: FastifyInstance): Promise<World> {
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

  const [carol, bob, daveSignup, erin] = await Promise.all([
    signUp(app, { name: hidden.carolName, email: hidden.carolEmail, phone: null }),
    signUp(app, { name: 'Bob Stranger', email: 'bob.stranger@example.com', phone: null }),
    signUp(app, { name: 'Dave Otherseller', email: 'dave.otherseller@example.com', phone: null }),
    signUp(app, { name: 'Erin Gone', email: 'erin.gone@example.com', phone: null }),
  ]);
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
  await expectStatus(201, app.inject({ method: 'POST', url: `/api/orders/${completedOrderId}/review`, headers: bearer(carol.token), payload: { rating: 5, comment: hidden.reviewComment } }));
  await sendMessage(app, carol.token, aliceSignup.id, hidden.carolMessage);
  await sendMessage(app, aliceToken, carol.id, hidden.aliceReply);

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
    },
    carol,
    bob,
    dave: { ...dave, serviceId: daveService },
    completedOrderId,
    pendingOrderId: pending.order.id as string,
    loggedOutToken: loggedOut.accessToken,
    closedAccountToken: erin.token,
  };
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
