import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { startSmtpInbox } from '../../../test/smtp-inbox';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, db } = await createTestContext({ smtpUrl: inbox.url });
const send = (payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/contact-us', payload, remoteAddress });

describe('POST /api/contact-us', () => {
  it('stores the message and e-mails it to support with the sender as reply-to', async () => {
    const response = await send({ name: 'Grace Achieng', email: 'grace@example.com', message: 'My plumber did not show up on Tuesday.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    const stored = await db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Grace Achieng', email: 'grace@example.com', message: 'My plumber did not show up on Tuesday.' });
    expect(stored[0]!.emailed_at).not.toBeNull();
    const mail = inbox.messages.at(-1)!;
    expect(mail).toContain('To: support@fundi.test');
    expect(mail).toContain('Reply-To: Grace Achieng <grace@example.com>');
    expect(mail).toContain('My plumber did not show up on Tuesday.');
  });

  it('keeps a name that looks like addresses out of the Reply-To and the subject', async () => {
    const name = 'Eve <eve@evil.test>, Boss';
    expect((await send({ name, email: 'eve.real@example.com', message: 'Please call me.' }, '10.4.1.1')).statusCode).toBe(200);
    const mail = inbox.messages.at(-1)!;
    // Read as a mail client reads it: one address, the one the form gave, under the whole name.
    expect(addressparser(headerOf(mail, 'Reply-To'), { flatten: true })).toEqual([{ name, address: 'eve.real@example.com' }]);
    expect(headerOf(mail, 'Subject')).not.toContain('Eve');
  });

  it.each([
    [{ name: '', email: 'grace@example.com', message: 'Hi' }, 'Please fill all fields', 'CONTACT_FIELDS_REQUIRED'],
    [{ name: 'Grace', email: 'grace@example.com', message: '   ' }, 'Please fill all fields', 'CONTACT_FIELDS_REQUIRED'],
    [{ name: 'Grace', email: 'not-an-email', message: 'Hi' }, 'Please enter a valid email address', 'CONTACT_EMAIL_INVALID'],
    [{}, 'Please fill all fields', 'CONTACT_FIELDS_REQUIRED'],
  ])('refuses %o with "%s" and stores nothing', async (payload, text, code) => {
    const before = (await db.selectFrom('contact_messages').select('id').execute()).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: text, code });
    expect(await db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before);
  });

  it('keeps the message when e-mail cannot be sent', async () => {
    const offline = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1' });
    const response = await offline.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Otieno', email: 'otieno@example.com', message: 'Still here?' },
    });
    expect(response.statusCode).toBe(200);
    const stored = await offline.db.selectFrom('contact_messages').select(['message', 'emailed_at']).execute();
    expect(stored).toEqual([{ message: 'Still here?', emailed_at: null }]);
  });

  it('limits one address to 10 messages an hour', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await send({ name: 'Spam', email: 'spam@example.com', message: `Hello ${index}` }, '10.4.0.1')).statusCode).toBe(200);
    }
    expect((await send({ name: 'Spam', email: 'spam@example.com', message: 'Hello again' }, '10.4.0.1')).statusCode).toBe(429);
  });
});

/** A header's value, its folded lines joined. */
function headerOf(mail: string, name: string): string {
  const head = mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

describe('GET /api/support-contact', () => {
  it('tells anyone the support e-mail and phone the server is configured with, cacheable for an hour', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/support-contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'support@fundi.test', phone: '+254 20 111 2222' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
