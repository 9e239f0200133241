import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { redactUrl } from './log-redaction';

/**
 * A Reply-To is a name and an address kept apart: joined into one string, a name such as
 * `Eve <eve@evil.test>, Boss` would be read by the mail library as a second address.
 */
type MailAddress = { name: string; address: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** Extra headers, e.g. a news e-mail's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};
export type Mailer = { send: (mail: Mail) => Promise<void> };

type Log = { info: (details: object, message: string) => void };

/**
 * Sends e-mail through SMTP_URL. Without it (a laptop, a demo) every message is written to
 * $DATA_DIR/outbox/<time>-<id>.eml, its plain text to a .txt beside it, and the log names both
 * files and the links, so flows such as
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
      const name = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`);
      await writeFile(`${name}.eml`, message, { mode: 0o600 });
      // The .eml is quoted-printable (a long link is cut with '=' at line ends), so a link
      // copied from it is wrong; the .txt beside it holds the text as sent.
      await writeFile(`${name}.txt`, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      log.info(
        { to: mail.to, subject: mail.subject, file: `${name}.eml`, text: `${name}.txt`, links: linksIn(mail.text).map(redactUrl) },
        'e-mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
