import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Inbox = { url: string; messages: string[]; close: () => Promise<void> };

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, raw. */
export async function startSmtpInbox(): Promise<Inbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        messages.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The reset token from a raw e-mail (quoted-printable may wrap lines and encode '='). */
export function resetTokenIn(rawMessage: string): string {
  const decoded = rawMessage.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded);
  if (!match) throw new Error('no reset link in the e-mail');
  return match[1]!;
}
