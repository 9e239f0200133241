import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers';

// Without ALLOWED_ORIGINS (the default) no page on another origin may call the API.
const { app } = await createTestContext();

describe('with no ALLOWED_ORIGINS', () => {
  it.each(['http://localhost:5173', 'https://app.fundi.example'])('a preflight from %s is not answered, and no answer carries an allow header', async (origin) => {
    const preflight = await app.inject({ method: 'OPTIONS', url: '/auth/login', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/categories', headers: { origin } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a return address is never followed', async () => {
    const start = await app.inject({ method: 'GET', url: `/auth/google?redirect=${encodeURIComponent('http://localhost:5173/cb')}` });
    expect(start.headers.location).toMatch(/^\/auth\/google\/callback\?error=/);
  });
});
