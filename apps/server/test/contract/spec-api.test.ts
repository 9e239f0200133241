import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formData, pngFile, pngImage, randomKenyanPhone } from '../forms';
import { createTestContext } from '../helpers';
import { tomorrowInNairobi } from '../marketplace';
import { linkTokenIn, mailsIn } from '../outbox';

// The API as the spec's client calls it (docs/product.md §7, from the spec's table of the calls it
// makes): its bodies, its multipart forms, its capitals, and nothing more (no Idempotency-Key,
// no M-Pesa phone, no `client` value), in the order a person would make them, each answer
// checked for the fields the spec says the client reads, by name and type. The shapes below are
// written from the spec, not taken from our own schemas, so that the API cannot drift from it.
// The spec's client counts statuses 200-299 as success and reads `error` otherwise.

const { app, outboxDir } = await createTestContext();

// ---- What the spec's client reads (its entities, and the table's "What the product reads") ----

const date = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'a date');
const person = z.object({ id: z.string(), name: z.string() });
const sellerProfile = z.object({
  profilePhoto: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  services: z.array(z.string()),
  ratings: z.array(z.number().int().min(1).max(5)),
  isComplete: z.boolean(),
});
const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['buyer', 'seller', 'both']),
  isSeller: z.boolean(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  sellerProfile: sellerProfile.nullable(),
});
const offering = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  rating: z.number(),
  ratings: z.array(z.number()),
  reviewsCount: z.number().int(),
  description: z.string(),
  experience: z.number(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});
const service = z.object({ id: z.string(), title: z.string(), category: z.string(), price: z.number(), sellers: z.array(offering) });
const orderStatus = z.enum(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED', 'CANCELLED']);
const order = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  service: z.object({ id: z.string(), title: z.string() }),
  status: orderStatus,
  role: z.enum(['buyer', 'seller']),
  createdAt: date,
  bookingDate: date,
  sellerId: z.string(),
  sellerName: z.string(),
  sellerImage: z.string().nullable(),
  buyer: z.object({ name: z.string() }),
  seller: z.object({ name: z.string() }),
});
const message = z.object({
  id: z.string(),
  sender: person,
  receiver: person,
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  createdAt: date,
  isRead: z.boolean(),
});
const conversation = z.object({ id: z.string(), name: z.string(), unreadCount: z.number().int() });
const errorField = z.object({ error: z.string().min(1) });

// ---- The spec's request client ----

type Body = { json?: unknown; form?: FormData };

/** One call as the spec's client makes it: JSON or a multipart form, and the bearer token on data calls. */
function call(method: InjectOptions['method'], url: string, token?: string, { json, form }: Body = {}) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(form ? { payload: form } : json === undefined ? {} : { payload: json as InjectOptions['payload'] }),
  });
}

/** A success (200-299) whose body has what the spec's client reads. */
function reads<Shape extends z.ZodType>(response: LightMyRequestResponse, shape: Shape): z.infer<Shape> {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
  expect(response.statusCode, response.body).toBeLessThan(300);
  const parsed = shape.safeParse(response.json());
  if (!parsed.success) throw new Error(`The spec's client reads what is not there:\n${z.prettifyError(parsed.error)}\nin ${response.body}`);
  return parsed.data;
}

/** A failure (outside 200-299) whose body has what the spec's client shows: `error`, unless said otherwise. */
function refuses(response: LightMyRequestResponse): z.infer<typeof errorField>;
function refuses<Shape extends z.ZodType>(response: LightMyRequestResponse, shape: Shape): z.infer<Shape>;
function refuses(response: LightMyRequestResponse, shape: z.ZodType = errorField): unknown {
  expect(response.statusCode < 200 || response.statusCode >= 300, response.body).toBe(true);
  const parsed = shape.safeParse(response.json());
  if (!parsed.success) throw new Error(`The spec's client reads what is not there:\n${z.prettifyError(parsed.error)}\nin ${response.body}`);
  return parsed.data;
}

// ---- A buyer and a seller, going through the product ----

const password = 'Nairobi#2026a';
const unique = randomBytes(4).toString('hex');
const buyer = { name: 'Wanjiku Kamau', email: `wanjiku-${unique}@example.com`, token: '', refreshToken: '', id: '' };
const seller = { name: 'Otieno Ouma', email: `otieno-${unique}@example.com`, phone: randomKenyanPhone(), token: '', refreshToken: '', id: '' };
let serviceId = '';
const orderIds: string[] = [];
const serviceTitle = `Geyser installation ${unique}`;

describe('the spec’s client, call by call', () => {
  it('signs up (POST /auth/signup): name, password, and email with phone null', async () => {
    for (const person of [buyer, seller]) {
      const answer = reads(await call('POST', '/auth/signup', undefined, { json: { name: person.name, password, email: person.email, phone: null } }), z.object({ token: z.string() }));
      expect(answer.token.length).toBeGreaterThan(0);
    }
    refuses(await call('POST', '/auth/signup', undefined, { json: { name: buyer.name, password, email: buyer.email, phone: null } }));
    refuses(await call('POST', '/auth/signup', undefined, { json: { name: 'Weak', password: 'weak', email: `weak-${unique}@example.com`, phone: null } }));
  });

  it('logs in (POST /auth/login): identifier, password, rememberMe', async () => {
    refuses(await call('POST', '/auth/login', undefined, { json: { identifier: buyer.email, password: 'Wrong#2026a', rememberMe: false } }));
    refuses(await call('POST', '/auth/login', undefined, { json: { identifier: `nobody-${unique}@example.com`, password, rememberMe: false } }));
    for (const [person, rememberMe] of [[buyer, true], [seller, false]] as const) {
      const answer = reads(
        await call('POST', '/auth/login', undefined, { json: { identifier: person.email.toUpperCase(), password, rememberMe } }),
        z.object({ accessToken: z.string(), refreshToken: z.string(), user }),
      );
      Object.assign(person, { token: answer.accessToken, refreshToken: answer.refreshToken, id: answer.user.id });
      expect(answer.user).toMatchObject({ name: person.name, email: person.email, role: 'buyer', isSeller: false });
    }
  });

  it('checks the saved session (GET /auth/validate-token) and refreshes it (POST /auth/refresh)', async () => {
    const check = reads(await call('GET', '/auth/validate-token', buyer.token), z.object({ valid: z.literal(true), user }));
    expect(check.user.id).toBe(buyer.id);
    refuses(await call('GET', '/auth/validate-token', 'null'));
    const refreshed = reads(await call('POST', '/auth/refresh', undefined, { json: { refreshToken: buyer.refreshToken } }), z.object({ accessToken: z.string(), refreshToken: z.string() }));
    Object.assign(buyer, { token: refreshed.accessToken, refreshToken: refreshed.refreshToken });
    expect((await call('GET', '/auth/validate-token', buyer.token)).statusCode).toBe(200);
  });

  it('starts Google sign-in with a full-page navigation (GET /auth/google), which always lands on the callback route', async () => {
    // Without Google configured here (and without the one-time value our web app adds, which
    // the spec's client does not send), the navigation ends on the spec's callback with an error it shows.
    const response = await call('GET', '/auth/google');
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/google/callback');
    expect(location.searchParams.get('error')).toEqual(expect.any(String));
  });

  it('loads the profile (GET /api/profile): the user with sellerProfile', async () => {
    const answer = reads(await call('GET', '/api/profile', buyer.token), z.object({ user }));
    expect(answer.user).toMatchObject({ id: buyer.id, role: 'buyer', sellerProfile: null });
  });

  it('becomes a seller (POST /api/become-seller): a multipart form, gender as the form shows it, with a photo', async () => {
    const form = formData({ name: seller.name, phone: seller.phone, location: 'South B, Nairobi', gender: 'Male' }, { profilePhoto: pngFile(await pngImage()) });
    const answer = reads(await call('POST', '/api/become-seller', seller.token, { form }), z.object({ accessToken: z.string(), user }));
    expect(answer.user).toMatchObject({ id: seller.id, role: 'both', isSeller: true, location: 'South B, Nairobi' });
    expect(answer.user.profilePhoto).toMatch(/^\/uploads\//);
    // The token is stored beside the stored refresh token, then the user is refreshed.
    seller.token = answer.accessToken;
    expect(reads(await call('GET', '/auth/validate-token', seller.token), z.object({ valid: z.literal(true), user })).user.isSeller).toBe(true);
    const refreshed = reads(await call('POST', '/auth/refresh', undefined, { json: { refreshToken: seller.refreshToken } }), z.object({ accessToken: z.string(), refreshToken: z.string() }));
    Object.assign(seller, { token: refreshed.accessToken, refreshToken: refreshed.refreshToken });

    const noGender = formData({ name: 'No Gender', phone: randomKenyanPhone(), location: 'Thika' });
    expect(refuses(await call('POST', '/api/become-seller', buyer.token, { form: noGender })).error).toBe('Gender is required');
  });

  it('adds a service (POST /api/services): the service draft as a multipart form', async () => {
    const form = formData({ category: 'plumbing', title: serviceTitle, description: 'Installation and repair of electric and solar geysers', experience: '6', price: '3500.50' });
    const answer = reads(
      await call('POST', '/api/services', seller.token, { form }),
      z.object({ service: z.object({ id: z.string(), title: z.string(), category: z.string() }), serviceSeller: z.object({ description: z.string(), price: z.number(), experience: z.number() }) }),
    );
    expect(answer.service).toMatchObject({ title: serviceTitle, category: 'plumbing' });
    expect(answer.serviceSeller).toEqual({ description: 'Installation and repair of electric and solar geysers', price: 3500.5, experience: 6 });
    serviceId = answer.service.id;
    refuses(await call('POST', '/api/services', seller.token, { form: formData({ category: '', title: '', description: '', price: '-1' }) }));

    const own = reads(await call('GET', '/api/services/user', seller.token), z.object({ services: z.array(z.object({ id: z.string(), title: z.string() })) }));
    expect(own.services.map((entry) => entry.id)).toContain(serviceId);
  });

  it('browses the services (GET /api/services): each with its sellers', async () => {
    const answer = reads(await call('GET', '/api/services', buyer.token), z.object({ services: z.array(service) }));
    const listed = answer.services.find((entry) => entry.id === serviceId);
    expect(listed).toMatchObject({ title: serviceTitle, category: 'plumbing', price: 3500.5 });
    expect(listed?.sellers).toEqual([expect.objectContaining({ id: seller.id, name: seller.name, price: 3500.5, experience: 6, rating: 0, ratings: [], reviewsCount: 0 })]);
  });

  it('books it three times (POST /api/orders): serviceId, sellerId, bookingDate, nothing else', async () => {
    for (let booking = 0; booking < 3; booking += 1) {
      const answer = reads(await call('POST', '/api/orders', buyer.token, { json: { serviceId, sellerId: seller.id, bookingDate: tomorrowInNairobi() } }), z.object({ message: z.string() }));
      expect(answer.message).toBe('Order placed successfully');
    }
    refuses(await call('POST', '/api/orders', buyer.token, { json: { serviceId, sellerId: seller.id, bookingDate: '2020-01-01' } }));
    refuses(await call('POST', '/api/orders', seller.token, { json: { serviceId, sellerId: seller.id, bookingDate: tomorrowInNairobi() } }));
  });

  it('lists the buyer’s orders (GET /api/orders?limit=5)', async () => {
    const answer = reads(await call('GET', '/api/orders?limit=5', buyer.token), z.object({ orders: z.array(order) }));
    expect(answer.orders).toHaveLength(3);
    for (const entry of answer.orders) {
      expect(entry).toMatchObject({ role: 'buyer', status: 'PENDING', serviceId, serviceTitle, sellerId: seller.id, sellerName: seller.name, buyer: { name: buyer.name }, seller: { name: seller.name } });
      orderIds.push(entry.id);
    }
  });

  it('lists the seller’s orders (GET /api/seller-orders?limit=5)', async () => {
    const answer = reads(
      await call('GET', '/api/seller-orders?limit=5', seller.token),
      z.object({ newOrders: z.array(order), orderHistory: z.array(order), newOrdersCount: z.number().int() }),
    );
    expect(answer.newOrdersCount).toBe(3);
    expect(answer.newOrders.map((entry) => entry.id).sort()).toEqual([...orderIds].sort());
    expect(answer.newOrders.every((entry) => entry.role === 'seller' && entry.buyer.name === buyer.name)).toBe(true);
    expect(answer.orderHistory).toEqual([]);
  });

  it('moves the orders on (PUT /api/orders/{id}/accept, /complete, /reject, /cancel), each with an empty body', async () => {
    const [done, declined, cancelled] = orderIds as [string, string, string];
    const act = (token: string, id: string, action: string) =>
      app.inject({ method: 'PUT', url: `/api/orders/${id}/${action}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '' });
    reads(await act(seller.token, done, 'accept'), z.object({}));
    reads(await act(seller.token, done, 'complete'), z.object({}));
    reads(await act(seller.token, declined, 'reject'), z.object({}));
    reads(await act(buyer.token, cancelled, 'cancel'), z.object({}));
    // A step the order's state or the caller's side does not allow: the error field.
    refuses(await act(seller.token, done, 'accept'));
    refuses(await act(buyer.token, declined, 'accept'));

    const answer = reads(await call('GET', '/api/orders?limit=5', buyer.token), z.object({ orders: z.array(order) }));
    const statusOf = (id: string) => answer.orders.find((entry) => entry.id === id)?.status;
    expect([statusOf(done), statusOf(declined), statusOf(cancelled)]).toEqual(['COMPLETED', 'REJECTED', 'CANCELLED']);
    const sellers = reads(await call('GET', '/api/seller-orders?limit=5', seller.token), z.object({ newOrders: z.array(order), orderHistory: z.array(order), newOrdersCount: z.number().int() }));
    expect([sellers.newOrdersCount, sellers.orderHistory.length]).toEqual([0, 3]);
  });

  it('reviews the completed order (POST /api/orders/{id}/review): rating and comment, with the store’s orderId and serviceId', async () => {
    const [done, declined] = orderIds as [string, string];
    reads(await call('POST', `/api/orders/${done}/review`, buyer.token, { json: { rating: 5, comment: 'Fast and tidy work', orderId: done, serviceId } }), z.object({}));
    refuses(await call('POST', `/api/orders/${done}/review`, buyer.token, { json: { rating: 4, comment: 'Again', orderId: done, serviceId } }));
    refuses(await call('POST', `/api/orders/${declined}/review`, buyer.token, { json: { rating: 5, comment: '', orderId: declined, serviceId } }));

    const answer = reads(await call('GET', '/api/services', buyer.token), z.object({ services: z.array(service) }));
    const listed = answer.services.find((entry) => entry.id === serviceId);
    expect(listed?.sellers[0]).toMatchObject({ rating: 5, ratings: [5], reviewsCount: 1 });
  });

  it('chats (POST /api/messages, GET /api/conversations?limit=5, GET /api/messages/{userId})', async () => {
    const sent = reads(await call('POST', '/api/messages', buyer.token, { json: { receiverId: seller.id, content: 'Habari! Are you free on Saturday?' } }), z.object({ message }));
    expect(sent.message).toMatchObject({ senderId: buyer.id, receiverId: seller.id, sender: { id: buyer.id, name: buyer.name }, receiver: { id: seller.id, name: seller.name }, isRead: false });
    refuses(await call('POST', '/api/messages', buyer.token, { json: { receiverId: seller.id, content: '   ' } }));

    const before = reads(await call('GET', '/api/conversations?limit=5', seller.token), z.object({ conversations: z.array(conversation) }));
    expect(before.conversations).toEqual([expect.objectContaining({ id: buyer.id, name: buyer.name, unreadCount: 1 })]);
    const thread = reads(await call('GET', `/api/messages/${buyer.id}`, seller.token), z.object({ messages: z.array(message) }));
    expect(thread.messages.map((entry) => entry.content)).toEqual(['Habari! Are you free on Saturday?']);
    const after = reads(await call('GET', '/api/conversations', seller.token), z.object({ conversations: z.array(conversation) }));
    expect(after.conversations[0]?.unreadCount).toBe(0);
    const buyers = reads(await call('GET', `/api/messages/${seller.id}`, buyer.token), z.object({ messages: z.array(message) }));
    expect(buyers.messages[0]?.isRead).toBe(true);
  });

  it('writes to support (POST /api/contact-us): name, email, message, answered with status 200', async () => {
    const response = await call('POST', '/api/contact-us', undefined, { json: { name: buyer.name, email: buyer.email, message: 'How do I pay with M-Pesa?' } });
    expect(response.statusCode).toBe(200);
    refuses(await call('POST', '/api/contact-us', undefined, { json: { name: '', email: 'not an address', message: '' } }));
  });

  it('edits the profile (PUT /api/profile): a multipart form, services only for sellers, the photo only when picked', async () => {
    const current = reads(await call('GET', '/api/profile', seller.token), z.object({ user })).user;
    const sellerForm = formData(
      { name: 'Otieno O. Ouma', email: current.email!, phone: current.phone!, location: 'Langata, Nairobi', bio: 'Licensed plumber, 10 years', services: 'Geysers, Boreholes' },
      { profilePhoto: pngFile(await pngImage({ width: 120, height: 120 })) },
    );
    reads(await call('PUT', '/api/profile', seller.token, { form: sellerForm }), z.object({}));
    const saved = reads(await call('GET', '/api/profile', seller.token), z.object({ user })).user;
    expect(saved).toMatchObject({ name: 'Otieno O. Ouma', location: 'Langata, Nairobi', bio: 'Licensed plumber, 10 years' });
    expect(saved.sellerProfile?.services).toEqual(['Geysers', 'Boreholes']);
    expect(saved.sellerProfile?.ratings).toEqual([5]);

    const buyerForm = formData({ name: buyer.name, email: buyer.email, phone: '', location: 'Kilimani', bio: '' });
    reads(await call('PUT', '/api/profile', buyer.token, { form: buyerForm }), z.object({}));
    // A failed save is read from `message`.
    const failed = refuses(await call('PUT', '/api/profile', buyer.token, { form: formData({ name: '', email: buyer.email }) }), z.object({ message: z.string().min(1) }));
    expect(failed.message).toEqual(expect.any(String));
  });

  it('changes the password (POST /auth/change-password): currentPassword, newPassword; failures with error and code', async () => {
    const wrong = refuses(await call('POST', '/auth/change-password', buyer.token, { json: { currentPassword: 'Wrong#2026a', newPassword: 'Mombasa#2027b' } }), z.object({ error: z.string(), code: z.string() }));
    expect(wrong.code).toBe('INVALID_CURRENT_PASSWORD');
    const weak = refuses(await call('POST', '/auth/change-password', buyer.token, { json: { currentPassword: password, newPassword: 'short' } }), z.object({ error: z.string(), code: z.string() }));
    expect(weak.code).toBe('INVALID_PASSWORD');
    reads(await call('POST', '/auth/change-password', buyer.token, { json: { currentPassword: password, newPassword: 'Mombasa#2027b' } }), z.object({}));
    // The new password is the one that logs in.
    const login = reads(await call('POST', '/auth/login', undefined, { json: { identifier: buyer.email, password: 'Mombasa#2027b', rememberMe: false } }), z.object({ accessToken: z.string(), refreshToken: z.string(), user }));
    Object.assign(buyer, { token: login.accessToken, refreshToken: login.refreshToken });
  });

  it('forgets and resets the password (POST /auth/forgot-password: identifier; POST /auth/reset-password: token, password)', async () => {
    refuses(await call('POST', '/auth/forgot-password', undefined, { json: { identifier: `nobody-${unique}@example.com` } }));
    reads(await call('POST', '/auth/forgot-password', undefined, { json: { identifier: seller.email } }), z.object({}));
    const mail = mailsIn(outboxDir).findLast((entry) => entry.to.includes(seller.email));
    const token = linkTokenIn(mail!, '/reset-password');
    refuses(await call('POST', '/auth/reset-password', undefined, { json: { token: 'not-a-token', password: 'Kisumu#2028c' } }));
    reads(await call('POST', '/auth/reset-password', undefined, { json: { token, password: 'Kisumu#2028c' } }), z.object({}));
    const login = reads(await call('POST', '/auth/login', undefined, { json: { identifier: seller.email, password: 'Kisumu#2028c', rememberMe: true } }), z.object({ accessToken: z.string(), refreshToken: z.string(), user }));
    Object.assign(seller, { token: login.accessToken, refreshToken: login.refreshToken });
  });

  it('deletes the service (DELETE /api/services/{id})', async () => {
    refuses(await call('DELETE', '/api/services/00000000-0000-4000-8000-000000000000', seller.token));
    reads(await call('DELETE', `/api/services/${serviceId}`, seller.token), z.object({}));
    const own = reads(await call('GET', '/api/services/user', seller.token), z.object({ services: z.array(z.object({ id: z.string() })) }));
    expect(own.services).toEqual([]);
  });

  it('closes both accounts (DELETE /auth/users): reason, and otherReason only when the reason is other', async () => {
    // Money still held for the completed job binds both accounts. Beyond the spec's table, the buyer
    // confirms the job (PUT /api/orders/{id}/confirm), which pays the seller now; without it the
    // payout goes when RELEASE_AFTER_HOURS have passed.
    refuses(await call('DELETE', '/auth/users', buyer.token, { json: { reason: 'not-using' } }));
    reads(await call('PUT', `/api/orders/${orderIds[0]}/confirm`, buyer.token), z.object({ order }));
    refuses(await call('DELETE', '/auth/users', buyer.token, { json: { reason: 'other' } }));
    reads(await call('DELETE', '/auth/users', buyer.token, { json: { reason: 'other', otherReason: 'Moving to Mombasa' } }), z.object({}));
    reads(await call('DELETE', '/auth/users', seller.token, { json: { reason: 'not-using' } }), z.object({}));
    refuses(await call('POST', '/auth/login', undefined, { json: { identifier: buyer.email, password: 'Mombasa#2027b', rememberMe: false } }));
    refuses(await call('GET', '/auth/validate-token', seller.token));
  });
});
