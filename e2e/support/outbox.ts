import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The e2e server runs without SMTP or an SMS provider, so each e-mail it sends is an .eml file
 * in `$DATA_DIR/outbox/` and each SMS a .sms.txt file beside them (DATA_DIR as
 * playwright.config.ts sets it, from the port).
 */
function outboxDir(baseURL: string): string {
  return path.join(os.tmpdir(), `fundi-e2e-${new URL(baseURL).port}`, 'outbox');
}

/** Undoes quoted-printable: soft line breaks ('=' at a line's end) and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Base64 bodies (nodemailer's choice for some texts) decoded, so links in them can be found too. */
function decodeBase64Blocks(text: string): string {
  const blocks = text.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
}

/** The newest e-mail to `to` whose text holds a match of `pattern`; waits for it to arrive. */
export async function findInMail(baseURL: string, to: string, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const directory = outboxDir(baseURL);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(directory, file), 'utf8');
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) continue;
      const match = decodeQuotedPrintable(raw).match(pattern) ?? decodeBase64Blocks(raw).match(pattern);
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern} in ${directory}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The password-reset link the server e-mailed to `to`. */
export async function readResetLink(baseURL: string, to: string): Promise<string> {
  const [link] = await findInMail(baseURL, to, /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/);
  return link;
}

/** A Kenyan number as the server stores it (E.164): '0712 345 678' is '+254712345678'. */
function toE164(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  return digits.startsWith('0') ? `+254${digits.slice(1)}` : digits;
}

/**
 * The 6-digit password reset code in the newest SMS to `phone` written after `sentAfter` (ms
 * since the epoch; a code asked for again must not be mistaken for the one before). An SMS
 * file is `To: +254...`, a blank line, then the text. The server's worker sends within seconds,
 * so this waits for it.
 */
export async function readSmsCode(baseURL: string, phone: string, { sentAfter = 0, timeoutMs = 15_000 } = {}): Promise<string> {
  const directory = outboxDir(baseURL);
  const to = `To: ${toE164(phone)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.sms.txt'));
    const files = await Promise.all(names.map(async (name) => ({ name, writtenAt: (await stat(path.join(directory, name))).mtimeMs })));
    for (const { name } of files.filter(({ writtenAt }) => writtenAt >= sentAfter).sort((a, b) => b.writtenAt - a.writtenAt)) {
      const [head = '', ...text] = (await readFile(path.join(directory, name), 'utf8')).split(/\r?\n\r?\n/);
      if (!head.split(/\r?\n/).includes(to)) continue;
      const code = text.join('\n').match(/\b\d{6}\b/);
      if (code) return code[0];
    }
    if (Date.now() > deadline) throw new Error(`no SMS with a code to ${toE164(phone)} in ${directory}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
