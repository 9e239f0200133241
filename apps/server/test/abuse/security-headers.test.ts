import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { formData, jpegFile, phoneJpeg, sendForm } from '../forms';
import { createTestContext } from '../helpers';
import { createBuyer } from '../marketplace';

const { app, db } = await createTestContext({ webDistDir: path.join(import.meta.dirname, '..', 'fixtures', 'web-dist') });

/** The CSP as directive -> sources, so a test can look at script-src alone. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer must carry, whatever its status or content type. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = directivesOf(String(headers['content-security-policy'] ?? ''));
  // Our origin, and the one inline script of the built index.html by its hash: never 'unsafe-inline'.
  expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it.each([
    ['the web app at /', { method: 'GET', url: '/' }, 200, 'text/html'],
    ['a deep link into the web app', { method: 'GET', url: '/reset-password?token=abc' }, 200, 'text/html'],
    ['a script of the web app', { method: 'GET', url: '/assets/app-test.js' }, 200, 'javascript'],
    ['API JSON', { method: 'GET', url: '/api/services' }, 200, 'application/json'],
    ['an unknown API route (404)', { method: 'GET', url: '/api/no-such-thing' }, 404, 'application/json'],
    ['a missing photo (404)', { method: 'GET', url: '/uploads/00000000-0000-0000-0000-000000000000.webp' }, 404, 'application/json'],
    ['a malformed body (400)', { method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"identifier":' }, 400, 'application/json'],
    ['no token (401)', { method: 'GET', url: '/api/profile' }, 401, 'application/json'],
    ['a body over 1 MB (413)', { method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(1_100_000)}"` }, 413, 'application/json'],
  ] as const)('are on %s', async (_name, request, status, type) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toContain(type);
    expectSecurityHeaders(response.headers);
  });

  it('are on an address that does not decode, answered in our words without echoing it', async () => {
    // Fastify answers this before any hook runs, so it takes a handler of its own (app.ts).
    const response = await app.inject({ method: 'GET', url: '/api/orders/%E0%A4%A%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid address', code: 'INVALID_ADDRESS' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expectSecurityHeaders(response.headers);
  });

  it('are on a served photo, which is always image/webp whatever was uploaded', async () => {
    const buyer = await createBuyer(app);
    const fields = { name: 'Neema Atieno', phone: '0712 555 010', location: 'Nyeri', gender: 'female' };
    const file = { ...jpegFile(await phoneJpeg({ width: 200, height: 200 })), filename: 'me.html', type: 'text/html' };
    const upload = await sendForm(app, 'POST', '/api/become-seller', buyer.accessToken, formData(fields, { profilePhoto: file }));
    const photo = await app.inject({ method: 'GET', url: upload.json().user.profilePhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(photo.headers);
  });

  it('are on a server error (500), which says nothing of its cause', async () => {
    // A missing table is a fault no request can cause: the generic 500 path, for real.
    await sql`ALTER TABLE offerings RENAME TO offerings_hidden`.execute(db);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/services' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Server error, please try again later', code: 'SERVER_ERROR' });
      expectSecurityHeaders(response.headers);
    } finally {
      await sql`ALTER TABLE offerings_hidden RENAME TO offerings`.execute(db);
    }
  });
});
