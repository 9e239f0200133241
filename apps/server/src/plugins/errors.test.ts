import { describe, expect, it } from 'vitest';
import { bearer, signUpBuyer } from '../../test/auth-helpers';
import { formData, sendForm } from '../../test/forms';
import { createTestContext } from '../../test/helpers';
import { createBuyer } from '../../test/marketplace';

const { app, db } = await createTestContext();

// Found by fuzzing (test/security): PostgreSQL refuses a NUL character in text, which used to be a 500.
describe('text with a NUL character', () => {
  it('is a 400 with a readable text wherever it would reach the database, and stores nothing', async () => {
    const buyer = await createBuyer(app);
    const seller = await signUpBuyer(app);
    const countRows = async () => {
      const [messages, contacts, users] = await Promise.all([
        db.selectFrom('messages').select('id').execute(),
        db.selectFrom('contact_messages').select('id').execute(),
        db.selectFrom('users').select('id').execute(),
      ]);
      return { messages: messages.length, contacts: contacts.length, users: users.length };
    };
    const before = await countRows();
    const attempts = [
      app.inject({ method: 'POST', url: '/api/messages', headers: bearer(buyer.accessToken), payload: { receiverId: seller.id, content: 'gate\u0000code' } }),
      app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Nul\u0000Person', email: 'nul@example.com', phone: null, password: 'Kenya#2026x' } }),
      app.inject({ method: 'POST', url: '/api/contact-us', payload: { name: 'Amina', email: 'amina@example.com', message: 'Hi\u0000' } }),
      app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: '\u0000amina@example.com', password: 'Kenya#2026x' } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: 'Text cannot contain the NUL character', code: 'NUL_CHARACTER' });
    }
    expect(await countRows()).toEqual(before);
  });

  it('in a multipart form is a 400 too, in the shape PUT /api/profile answers with', async () => {
    const buyer = await createBuyer(app);
    const form = formData({ name: 'Wanjiru', email: buyer.email, location: 'Thika\u0000', services: '' });
    const response = await sendForm(app, 'PUT', '/api/profile', buyer.accessToken, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Text cannot contain the NUL character', code: 'NUL_CHARACTER', message: 'Text cannot contain the NUL character' });
  });
});
