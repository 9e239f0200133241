import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSmsOutbox } from './sms-outbox';

const sms = { to: '+254712345678', message: 'Your Fundi password reset code is 482913. It expires in 15 minutes.' };

function newOutboxDir(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'fundi-sms-outbox-')), 'outbox');
}

describe('the SMS outbox', () => {
  it('writes the number, a blank line and the text to a .sms.txt only its owner can read', async () => {
    const outboxDir = newOutboxDir();
    const receipt = await createSmsOutbox({ outboxDir, log: { info: () => {} } }).send(sms);

    const files = readdirSync(outboxDir);
    expect(files).toEqual([receipt.messageId]);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.sms\.txt$/);
    const file = path.join(outboxDir, files[0]!);
    expect(readFileSync(file, 'utf8')).toBe(`To: +254712345678\n\n${sms.message}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(receipt).toEqual({ messageId: files[0], status: 'Written', statusCode: null, cost: null });
  });

  it('logs the file name but never the text, which may hold a reset code', async () => {
    const outboxDir = newOutboxDir();
    const logged: Array<{ details: object; message: string }> = [];
    const receipt = await createSmsOutbox({ outboxDir, log: { info: (details, message) => logged.push({ details, message }) } }).send(sms);

    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toEqual({ to: sms.to, file: path.join(outboxDir, receipt.messageId!) });
    expect(JSON.stringify(logged)).not.toContain('482913');
  });

  it('gives each SMS its own file', async () => {
    const outboxDir = newOutboxDir();
    const outbox = createSmsOutbox({ outboxDir, log: { info: () => {} } });
    await Promise.all([outbox.send(sms), outbox.send(sms), outbox.send({ ...sms, to: '+254798765432' })]);
    expect(readdirSync(outboxDir)).toHaveLength(3);
  });
});
