import { RATE_LIMITS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { RateLimitError } from './app-error';
import type { Mail } from './mailer';
import { limitMailsPerAddress } from './mail-limits';

const { app } = await createTestContext();

describe('mails per address', () => {
  it(`sends ${RATE_LIMITS.mailsPerAddress.max} mails to one address an hour, however it is written, and refuses the next`, async () => {
    const sent: Mail[] = [];
    const mailer = limitMailsPerAddress({ send: async (mail) => void sent.push(mail) }, app.createRateLimit('mail-to-test', RATE_LIMITS.mailsPerAddress));
    const mail = (to: string): Mail => ({ to, subject: 'Reset your Fundi password', text: 'Hello,' });
    for (let index = 0; index < RATE_LIMITS.mailsPerAddress.max; index += 1) {
      await mailer.send(mail(index % 2 ? 'Wanjiku@Example.com' : 'wanjiku@example.com'));
    }
    await expect(mailer.send(mail(' WANJIKU@example.com'))).rejects.toBeInstanceOf(RateLimitError);
    expect(sent).toHaveLength(RATE_LIMITS.mailsPerAddress.max);
    await mailer.send(mail('otieno@example.com'));
    expect(sent).toHaveLength(RATE_LIMITS.mailsPerAddress.max + 1);
  });
});
