import { ALL_ERROR_CODES } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { API_TEXTS } from '../lib/api-texts';

const { app } = await createTestContext();

// docs/decisions/0048-error-codes-and-texts.md
describe('error codes', () => {
  it('gives every code English words, and no code twice', () => {
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    for (const code of ALL_ERROR_CODES) expect(API_TEXTS[code], code).toMatch(/\S/);
  });

  it("sends the code beside the English text of the framework's own refusals", async () => {
    const unknownRoute = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });

    const brokenJson = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"identifier":' });
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json()).toEqual({ error: 'The request body is not valid JSON', code: 'INVALID_JSON_BODY' });

    const notAnObject = await app.inject({ method: 'POST', url: '/auth/login', payload: [1, 2] });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ error: 'Invalid request', code: 'INVALID_REQUEST' });
  });

  it("answers a broken form field with the shared schema's code and the table's words for it", async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact-us', payload: { name: 'Amina', email: 'amina@example.com', message: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; code: keyof typeof API_TEXTS }>();
    expect(ALL_ERROR_CODES).toContain(body.code);
    expect(body.error).toBe(API_TEXTS[body.code]);
  });
});
