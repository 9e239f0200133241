import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

const { app } = await createTestContext();

describe('GET /api/legal', () => {
  it('tells anyone the version and date of the Terms, Privacy and Cookies pages, cacheable for five minutes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/legal' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      terms: { version: LEGAL_DOCUMENTS.terms.version, date: LEGAL_DOCUMENTS.terms.date },
      privacy: { version: LEGAL_DOCUMENTS.privacy.version, date: LEGAL_DOCUMENTS.privacy.date },
      cookies: { version: LEGAL_DOCUMENTS.cookies.version, date: LEGAL_DOCUMENTS.cookies.date },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
