import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../../../test/fake-africas-talking';
import { createSmsSender } from './sms-sender';

let fake: FakeAfricasTalking;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());

const sms = { to: '+254712345678', message: 'Your booking with Juma is confirmed.' };

describe('createSmsSender', () => {
  it("sends through Africa's Talking when its settings are given, and writes nothing", async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'fundi-sms-')), 'outbox');
    const sender = createSmsSender({
      africasTalking: { username: fake.username, apiKey: fake.apiKey, baseUrl: fake.url },
      outboxDir,
      log: { info: () => {} },
    });
    expect(sender.name).toBe('africas-talking');
    await sender.send(sms);
    expect(fake.messagesTo(sms.to)).toEqual([sms.message]);
    expect(() => readdirSync(outboxDir)).toThrow();
  });

  it('writes to the outbox without them', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'fundi-sms-')), 'outbox');
    const sender = createSmsSender({ outboxDir, log: { info: () => {} } });
    expect(sender.name).toBe('outbox');
    const receipt = await sender.send(sms);
    expect(readdirSync(outboxDir)).toEqual([receipt.messageId]);
  });
});
