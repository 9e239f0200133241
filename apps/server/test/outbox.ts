import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string };

/** Undoes quoted-printable: soft line breaks ('=' at a line's end) and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Every e-mail the app wrote to `outboxDir` (createTestContext's, without SMTP), oldest first. */
export function mailsIn(outboxDir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outboxDir, file), 'utf8');
    const split = raw.indexOf('\n\n');
    const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
    const body = raw.slice(split + 2);
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
    return { to: header('To'), subject: header('Subject'), text };
  });
}

/** The token of the first link to `page` (e.g. '/confirm-email') in a mail. */
export function linkTokenIn(mail: OutboxMail, page: string): string {
  const match = new RegExp(`${page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in the e-mail to ${mail.to}: ${mail.text}`);
  return match[1]!;
}
