import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './sms-sender';

export type OutboxLog = { info(details: object, message: string): void };

/**
 * Writes each SMS to `<outboxDir>/<time>-<id>.sms.txt` (`To: +2547...`, a blank line, the text),
 * named and protected like the mailer's outbox files. The log names the file but never holds
 * the text: it may carry a one-time password reset code, and logs travel further than the disk.
 */
export function createSmsOutbox({ outboxDir, log }: { outboxDir: string; log: OutboxLog }): SmsSender {
  return {
    name: 'outbox',
    async send(sms) {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const fileName = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.sms.txt`;
      const file = path.join(outboxDir, fileName);
      await writeFile(file, `To: ${sms.to}\n\n${sms.message}\n`, { mode: 0o600, flag: 'wx' });
      log.info({ to: sms.to, file }, "SMS written to the outbox (no Africa's Talking settings)");
      return { messageId: fileName, status: 'Written', statusCode: null, cost: null };
    },
  };
}
