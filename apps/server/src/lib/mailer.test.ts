import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createMailer } from './mailer';

const mail = {
  to: 'wanjiku@example.com',
  subject: 'Reset your Fundi password',
  text: 'Open http://localhost:3000/reset-password?token=abc123 within an hour.',
};

describe('mailer', () => {
  const inboxStarted = startSmtpInbox();
  afterAll(async () => (await inboxStarted).close());

  it('delivers through the SMTP server of SMTP_URL and logs nothing about the link', async () => {
    const inbox = await inboxStarted;
    const received = inbox.messages;
    const logged: object[] = [];
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Fundi <no-reply@fundi.co.ke>',
      outboxDir: '/nonexistent',
      log: { info: (details) => logged.push(details) },
    });
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Reset your Fundi password');
    expect(received[0]).toContain('token=abc123');
    expect(logged).toEqual([]);
  });

  it('writes an .eml file to the outbox and logs its links, tokens hidden, when there is no SMTP server', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'fundi-outbox-')), 'outbox');
    const logged: Array<{ links?: string[] }> = [];
    const mailer = createMailer({ from: 'Fundi <no-reply@fundi.co.ke>', outboxDir, log: { info: (details) => logged.push(details) } });
    await mailer.send(mail);
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\.eml$/);
    expect(files[1]).toBe(files[0]!.replace(/\.eml$/, '.txt'));
    // The text as sent: a link in it can be copied as it is (the .eml cuts long lines).
    expect(readFileSync(path.join(outboxDir, files[1]!), 'utf8')).toBe(`To: wanjiku@example.com\nSubject: Reset your Fundi password\n\n${mail.text}\n`);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: wanjiku@example.com');
    expect(eml).toContain('Subject: Reset your Fundi password');
    expect(eml).toContain('token=abc123');
    expect(logged[0]?.links).toEqual(['http://localhost:3000/reset-password?token=[redacted]']);
  });
});
