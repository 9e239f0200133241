import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { redactUrl } from './log-redaction';

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

type Log = { info: (details: object, message: string) => void };

/**
 * Sends e-mail through SMTP_URL. Without it (a laptop, a demo) every message is written to
 * $DATA_DIR/outbox/<time>-<id>.eml and the log names the file and its links, so flows such as
 * password reset work out of the box. The links' one-time tokens are hidden even here: a
 * deployment that forgot SMTP_URL must not hand account takeovers to whoever reads its logs
 * (the full link is in the file). Nothing is logged when mail really leaves.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: { smtpUrl?: string; from: string; outboxDir: string; log: Log }): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = (await writer.sendMail({ from, ...mail })) as { message: Buffer };
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, message, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file, links: linksIn(mail.text).map(redactUrl) }, 'e-mail written to the outbox (no SMTP_URL set)');
    },
  };
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
