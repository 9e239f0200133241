import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers';
import { formData, pngFile, pngImage, randomKenyanPhone, sendForm } from '../forms';
import { createTestContext } from '../helpers';
import { createBuyer } from '../marketplace';
import { webDistDir } from '../security/route-paths';

const allowed = 'https://app.fundi.example';
const foreign = 'https://evil.example';
const { app } = await createTestContext({ webDistDir, allowedOrigins: [allowed, 'http://localhost:5173'] });

const preflight = (url: string, origin: string, method = 'POST', headers = 'content-type') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');

const corsHeaders = (response: LightMyRequestResponse) => Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

describe('preflights from an allowed origin', () => {
  it.each([
    ['/auth/login', 'POST', 'content-type'],
    ['/api/orders', 'POST', 'authorization, content-type, idempotency-key'],
    ['/api/orders/00000000-0000-4000-8000-000000000000/accept', 'PUT', 'authorization'],
    ['/api/services/00000000-0000-4000-8000-000000000000', 'DELETE', 'authorization'],
  ])('%s (%s) is answered with what the browser needs', async (url, method, requested) => {
    const response = await preflight(url, allowed, method, requested);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(listOf(response.headers['access-control-allow-methods'])).toEqual(['get', 'head', 'post', 'put', 'delete', 'options']);
    expect(listOf(response.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(listOf(requested)));
    expect(listOf(response.headers['access-control-allow-headers'])).toEqual(['authorization', 'content-type', 'idempotency-key', 'if-none-match']);
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(listOf(response.headers.vary)).toContain('origin');
    // Answered before any route: no token needed, and the usual security headers are on it.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('works for every allowed origin, each answered with its own', async () => {
    const response = await preflight('/auth/signup', 'http://localhost:5173');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

describe('an origin that is not allowed', () => {
  it.each([foreign, 'null', `${allowed}.evil.example`, 'http://app.fundi.example', `${allowed}:8443`, allowed.toUpperCase()])(
    'gets no allow header on a preflight (%s)',
    async (origin) => {
      const response = await preflight('/api/orders', origin);
      expect(response.statusCode).toBe(404);
      expect(corsHeaders(response)).toEqual([]);
    },
  );

  it('gets its answer without an allow header, so its page cannot read it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories', headers: { origin: foreign } });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    // A cache must not hand this answer to an allowed origin, nor the other way round.
    expect(listOf(response.headers.vary)).toContain('origin');
  });
});

describe('requests from an allowed origin', () => {
  it('a GET gets the allow header, the headers it may read, and varies by Origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/services', headers: { origin: allowed, 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(listOf(response.headers['access-control-expose-headers'])).toEqual(['retry-after', 'etag', 'x-request-id']);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    // The shared catalogue answer adds its own Vary to the Origin one instead of replacing it.
    expect(listOf(response.headers.vary)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('a refusal carries the allow header too, so the client can read the error', async () => {
    const login = await app.inject({ method: 'POST', url: '/auth/login', headers: { origin: allowed }, payload: { identifier: 'nobody@example.com', password: 'x' } });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.headers['access-control-allow-origin']).toBe(allowed);
    expect(login.json()).toHaveProperty('error');
    const orders = await app.inject({ method: 'GET', url: '/api/orders', headers: { origin: allowed } });
    expect(orders.statusCode).toBe(401);
    expect(orders.headers['access-control-allow-origin']).toBe(allowed);
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { origin: allowed } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['access-control-allow-origin']).toBe(allowed);
  });

  it('a signed-in call with its bearer token works across origins', async () => {
    const buyer = await createBuyer(app);
    const response = await app.inject({ method: 'GET', url: '/api/profile', headers: { origin: allowed, ...bearer(buyer.accessToken) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
  });

  it('M-Pesa’s callbacks (server to server) get no CORS', async () => {
    const response = await preflight('/api/mpesa/some-secret/stk', allowed);
    expect(corsHeaders(response)).toEqual([]);
  });
});

describe('the web app’s pages and files', () => {
  it.each(['/', '/dashboard', '/auth/google/callback', '/assets/app-test.js'])('%s gets no CORS header, even from an allowed origin', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: allowed } });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('a preflight to a page is not answered', async () => {
    const response = await preflight('/dashboard', allowed, 'GET');
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response)).toEqual([]);
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('lets any origin show the public photos, and keeps everything else same-origin', async () => {
    const buyer = await createBuyer(app);
    const form = formData({ name: 'Akinyi Photo', phone: randomKenyanPhone(), location: 'Kisumu', gender: 'female' }, { profilePhoto: pngFile(await pngImage()) });
    const seller = await sendForm(app, 'POST', '/api/become-seller', buyer.accessToken, form);
    expect(seller.statusCode, seller.body).toBe(200);
    const photo = (seller.json() as { user: { profilePhoto: string } }).user.profilePhoto;
    expect(photo).toMatch(/^\/uploads\/.+\.webp$/);

    const image = await app.inject({ method: 'GET', url: photo, headers: { origin: foreign } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // An <img> needs no CORS: the photo carries none.
    expect(corsHeaders(image)).toEqual([]);
    const missing = await app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp' });
    expect(missing.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const api = await app.inject({ method: 'GET', url: '/api/categories', headers: { origin: allowed } });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
