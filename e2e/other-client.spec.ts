import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { baseURL } from './playwright.config';
import { otherClientPort, strangerPort, urlOf } from './support/servers';

// A web client written by someone else, served from its own address (named in the shop's
// ALLOWED_ORIGINS), calling Fundi's API from the browser exactly as docs/product.md §7 lists it:
// JSON bodies, a multipart become-seller with a photo, tokens in the Authorization header.

// The pages listen on fixed ports (named in ALLOWED_ORIGINS): one worker runs this file's tests.
test.describe.configure({ mode: 'serial' });

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = await Promise.all(
    [otherClientPort, strangerPort].map(
      (clientPort) =>
        new Promise<Server>((resolve) => {
          const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another client</title>'));
          server.listen(clientPort, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
});
test.afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** Runs `fetch` in the client's page against the shop; the answer's status and JSON. */
function callFrom(page: Page) {
  return (method: string, path: string, { token, json, form }: { token?: string; json?: unknown; form?: Record<string, string> } = {}) =>
    page.evaluate(
      async ({ api, method, path, token, json, form }) => {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        let body: BodyInit | undefined;
        if (form) {
          const data = new FormData();
          for (const [name, value] of Object.entries(form)) data.append(name, value);
          // A real photo, drawn here: the server re-encodes it and serves it as WebP.
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 64;
          canvas.getContext('2d')!.fillRect(0, 0, 32, 32);
          data.append('profilePhoto', await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png')), 'me.png');
          body = data;
        } else if (json !== undefined) {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(json);
        }
        const answer = await fetch(`${api}${path}`, { method, headers, body });
        const text = await answer.text();
        return { status: answer.status, json: text ? JSON.parse(text) : null };
      },
      { api: baseURL, method, path, token, json, form },
    );
}

test('a client on an allowed origin signs up, becomes a seller with a photo, books, and reviews, and its photos show', async ({ page }) => {
  test.slow();
  await page.goto(urlOf(otherClientPort));
  const call = callFrom(page);
  const unique = randomBytes(4).toString('hex');
  const people = { seller: `seller-${unique}@example.com`, buyer: `buyer-${unique}@example.com` };
  const tokens: Record<string, string> = {};
  for (const [who, email] of Object.entries(people)) {
    expect((await call('POST', '/auth/signup', { json: { name: `Other ${who}`, email, phone: null, password: 'Nairobi#2026x' } })).status).toBe(201);
    const login = await call('POST', '/auth/login', { json: { identifier: email, password: 'Nairobi#2026x', rememberMe: false } });
    tokens[who] = login.json.accessToken;
  }

  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const seller = await call('POST', '/api/become-seller', { token: tokens.seller, form: { name: 'Other Seller', phone, location: 'Kisumu', gender: 'Female' } });
  expect(seller.status).toBe(200);
  tokens.seller = seller.json.accessToken;
  const photo: string = seller.json.user.profilePhoto;
  expect(photo).toMatch(/^\/uploads\/.+\.webp$/);
  // The photo shows in the other client's page (Cross-Origin-Resource-Policy: cross-origin).
  const photoWidth = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = src;
        document.body.append(image);
      }),
    `${baseURL}${photo}`,
  );
  expect(photoWidth).toBeGreaterThan(0);

  const title = `Other client repairs ${unique}`;
  const added = await call('POST', '/api/services', { token: tokens.seller, json: { category: 'Plumbing', title, description: 'Taps and pipes, from another client', experience: 4, price: 1200 } });
  expect(added.status).toBe(201);
  const serviceId: string = added.json.service.id;
  const sellerId: string = seller.json.user.id;
  const catalogue = await call('GET', '/api/services?category=Plumbing');
  expect(catalogue.json.services.some((entry: { id: string }) => entry.id === serviceId)).toBe(true);

  const bookingDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const booked = await call('POST', '/api/orders', { token: tokens.buyer, json: { serviceId, sellerId, bookingDate } });
  expect(booked.status).toBe(201);
  const orderId = booked.json.order.id;
  for (const action of ['accept', 'complete']) expect((await call('PUT', `/api/orders/${orderId}/${action}`, { token: tokens.seller })).status).toBe(200);
  expect((await call('PUT', `/api/orders/${orderId}/confirm`, { token: tokens.buyer })).status).toBe(200);
  const review = await call('POST', `/api/orders/${orderId}/review`, { token: tokens.buyer, json: { rating: 5, comment: 'Came on time' } });
  expect(review.status).toBe(201);
  const orders = await call('GET', '/api/orders', { token: tokens.buyer });
  expect(orders.json.orders[0]).toMatchObject({ id: orderId, status: 'COMPLETED', reviewed: true });
});

test('a page on an origin the shop does not name cannot read its answers', async ({ page }) => {
  await page.goto(urlOf(strangerPort));
  const outcome = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/categories`);
      return 'read';
    } catch (error) {
      return (error as Error).name;
    }
  }, baseURL);
  expect(outcome).toBe('TypeError');
});
