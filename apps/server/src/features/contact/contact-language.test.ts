import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { startSmtpInbox } from '../../../test/smtp-inbox';

// A contact message keeps the language of the page that sent it, so support answers in it
// (docs/decisions/0047-two-languages.md).

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, db } = await createTestContext({ smtpUrl: inbox.url });

let sender = 0;
async function send(fields: { language?: string }, headers: Record<string, string> = {}) {
  sender += 1;
  const message = `Fundi hakufika Jumanne, nambari ${sender}.`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: { name: 'Baraka Otieno', email: `baraka${sender}@example.com`, message, ...fields },
    headers,
    remoteAddress: `10.7.0.${sender}`,
  });
  const stored = await db.selectFrom('contact_messages').select('language').where('message', '=', message).executeTakeFirst();
  const mail = inbox.messages.find((raw) => raw.replace(/=\r?\n/g, '').includes(message))?.replace(/=\r?\n/g, '');
  return { response, stored, mail };
}

describe('the language of a contact message', () => {
  it('is the page’s, in any case, and the mail tells support to answer in it', async () => {
    const { response, stored, mail } = await send({ language: 'SW' }, { 'accept-language': 'en-GB' });
    expect(response.statusCode, response.body).toBe(200);
    expect(stored).toEqual({ language: 'sw' });
    expect(mail).toContain('Answer in Kiswahili');
  });

  it('is the browser’s when the client does not say', async () => {
    const { stored, mail } = await send({}, { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(stored).toEqual({ language: 'sw' });
    expect(mail).toContain('Answer in Kiswahili');
  });

  it('is English when neither says', async () => {
    const { stored, mail } = await send({}, { 'accept-language': 'fr-FR' });
    expect(stored).toEqual({ language: 'en' });
    expect(mail).toContain('Answer in English');
  });

  it('refuses a language Fundi does not speak, storing nothing', async () => {
    const { response, stored } = await send({ language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_LANGUAGE' });
    expect(stored).toBeUndefined();
  });
});
