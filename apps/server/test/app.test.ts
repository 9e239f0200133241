import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './helpers';

const { app } = await createTestContext({ webDistDir: path.join(import.meta.dirname, 'fixtures', 'web-dist') });

describe('errors are JSON with a readable text', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers an unknown /auth route and an unknown POST with a JSON 404, not the web app', async () => {
    expect((await app.inject({ method: 'GET', url: '/auth/nope' })).json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with a JSON 400 and creates nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amina", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON', code: 'INVALID_JSON_BODY' });
  });

  it('answers a body of the wrong shape with a 400, never a 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('answers a plain-text body with a 400 and an unknown content type with a 415', async () => {
    const text = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'Invalid request', code: 'INVALID_REQUEST' });
    const xml = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'Unsupported content type', code: 'UNSUPPORTED_CONTENT_TYPE' });
  });
});

describe('the web app is served with client-side routing', () => {
  it('returns the app shell for any other GET, uncached', async () => {
    for (const url of ['/', '/services/plumbing', '/dashboard', '/reset-password?token=abc', '/auth/google/callback?error=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('Fundi test shell');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-test.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not let a path climb out of the build folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(response.body).not.toContain('"name"');
  });
});

describe('security and operations', () => {
  it('sends a Content Security Policy that allows scripts only from our origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets the web app's own inline script run by its hash, and no other inline script", async () => {
    const policy = String((await app.inject({ method: 'GET', url: '/services' })).headers['content-security-policy']);
    const ownScript = `'sha256-${createHash('sha256').update('window.routePreloads=[]').digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${ownScript};`);
    expect(policy.match(/script-src [^;]*/)![0]).toBe(`script-src 'self' ${ownScript}`);
  });

  it('tags every response with a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health including the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document generated from the shared schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/services', '/auth/signup', '/auth/login', '/api/health']));
    const signupBody = document.paths['/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(signupBody.properties)).toEqual(expect.arrayContaining(['name', 'password', 'email', 'phone']));
  });

  it('serves the API documentation page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
