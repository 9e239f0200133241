import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { RESET_CODE } from '@fundi/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isSignedIn, logIn, strongPassword } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { randomMobile, smsIn, valuesIn } from '../../../test/notifications';
import { notificationTexts } from '../../notification-texts';

// A phone-only account resets its password with a 6-digit code sent by SMS (docs/product.md
// §10): good for 10 minutes and 5 wrong tries, spent by its first right use. Without Africa's
// Talking settings, SMS are written to the outbox.
const { app, db, outboxDir, logFile } = await createTestContext();

const newPassword = 'Mombasa#2027y';
const codesSent = new Set<string>();
/** Each test from an address of its own: wrong codes count against the address (20 in 15 minutes). */
const ownAddress = () => `10.${randomBytes(3).join('.')}`;

async function phoneOnlyAccount() {
  const phone = randomMobile();
  const remoteAddress = ownAddress();
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Juma Hassan', email: null, phone: `0${phone.slice(4)}`, password: strongPassword }, remoteAddress });
  expect(signup.statusCode, signup.body).toBe(201);
  const forgot = () => app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: phone }, remoteAddress });
  const reset = (code: string, password = newPassword) => app.inject({ method: 'POST', url: '/auth/reset-password', payload: { identifier: phone, code, password }, remoteAddress });
  return { id: signup.json().user.id as string, phone, remoteAddress, forgot, reset };
}

/** Sends what is due, then reads the code of the newest SMS to `phone`. */
async function codeSentTo(phone: string): Promise<string> {
  await app.notificationWorkers.runOnce();
  const sms = smsIn(outboxDir).filter((each) => each.to === phone);
  const values = valuesIn(notificationTexts('en').events['reset-code'].sms, sms.at(-1)?.text ?? '');
  expect(values).toEqual({ code: expect.stringMatching(/^\d{6}$/), minutes: String(RESET_CODE.minutes) });
  codesSent.add(values!.code!);
  return values!.code!;
}

/** A code that is not `code`, of the right shape. */
const wrongCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

const refusal = (code: string) => ({ error: expect.any(String), code });

const canLogIn = async (phone: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: phone, password }, remoteAddress: ownAddress() })).statusCode === 200;

describe('resetting a phone-only account’s password with an SMS code', () => {
  it('sends a 6-digit code by SMS to the account’s number', async () => {
    const account = await phoneOnlyAccount();
    const asked = await account.forgot();
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'If an account exists, a reset code has been sent by SMS.' });
    await codeSentTo(account.phone);
    expect(smsIn(outboxDir).filter((sms) => sms.to === account.phone)).toHaveLength(1);
  });

  it('refuses a wrong code, then resets with the right one: the old password is refused, the new one works, other sessions end', async () => {
    const account = await phoneOnlyAccount();
    const otherDevice = await logIn(app, account.phone, strongPassword, false, ownAddress());
    await account.forgot();
    const code = await codeSentTo(account.phone);

    const wrong = await account.reset(wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'That code is not right. Check the SMS and try again.', code: 'RESET_CODE_INVALID' });
    expect(await canLogIn(account.phone, strongPassword)).toBe(true);

    const reset = await account.reset(code);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully' });
    expect(await canLogIn(account.phone, strongPassword)).toBe(false);
    expect(await canLogIn(account.phone, newPassword)).toBe(true);
    expect(await isSignedIn(app, otherDevice.accessToken)).toBe(false);

    const again = await account.reset(code, 'Another#2028z');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This code has expired. Ask for a new one.', code: 'RESET_CODE_EXPIRED' });
    expect(await canLogIn(account.phone, newPassword)).toBe(true);
  });

  it('refuses a code older than 10 minutes', async () => {
    const account = await phoneOnlyAccount();
    await account.forgot();
    const code = await codeSentTo(account.phone);
    const { expires_at: expiresAt } = await db.selectFrom('password_reset_codes').select('expires_at').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(Math.abs(expiresAt.getTime() - (Date.now() + RESET_CODE.minutes * 60_000))).toBeLessThan(60_000);

    await db.updateTable('password_reset_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', account.id).execute();
    expect((await account.reset(code)).json()).toEqual(refusal('RESET_CODE_EXPIRED'));
    expect(await canLogIn(account.phone, strongPassword)).toBe(true);
  });

  it('uses the code up at the 5th wrong try; after that even the right code fails', async () => {
    const account = await phoneOnlyAccount();
    await account.forgot();
    const code = await codeSentTo(account.phone);
    for (let attempt = 1; attempt < RESET_CODE.tries; attempt += 1) {
      expect((await account.reset(wrongCode(code, attempt))).json()).toEqual(refusal('RESET_CODE_INVALID'));
    }
    const last = await account.reset(wrongCode(code, RESET_CODE.tries));
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ error: 'Too many wrong codes. Ask for a new one.', code: 'RESET_CODE_USED_UP' });
    expect((await account.reset(code)).json()).toEqual(refusal('RESET_CODE_EXPIRED'));
    expect(await canLogIn(account.phone, strongPassword)).toBe(true);
  });

  it('counts 10 wrong guesses sent at once one by one: never more than 5 are compared', async () => {
    const account = await phoneOnlyAccount();
    await account.forgot();
    const code = await codeSentTo(account.phone);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => account.reset(wrongCode(code, index + 1))));
    const codes = answers.map((answer) => answer.json().code as string).sort();
    expect(codes).toEqual([
      ...Array<string>(RESET_CODE.tries - 1).fill('RESET_CODE_INVALID'),
      ...Array<string>(10 - RESET_CODE.tries).fill('RESET_CODE_EXPIRED'),
      'RESET_CODE_USED_UP',
    ].sort());
    expect((await account.reset(code)).json()).toEqual(refusal('RESET_CODE_EXPIRED'));
    expect(await canLogIn(account.phone, strongPassword)).toBe(true);
  });

  it('keeps the code sent within the last minute, and replaces it when asked again later', async () => {
    const account = await phoneOnlyAccount();
    await account.forgot();
    const earlier = await codeSentTo(account.phone);
    // Asked again at once, even twice in parallel: the code already sent stands, no SMS goes.
    await Promise.all([account.forgot(), account.forgot()]);
    await app.notificationWorkers.runOnce();
    expect(smsIn(outboxDir).filter((sms) => sms.to === account.phone)).toHaveLength(1);

    await db
      .updateTable('password_reset_codes')
      .set({ created_at: sql<Date>`now() - make_interval(secs => ${RESET_CODE.newCodeAfterSeconds + 1})` })
      .where('user_id', '=', account.id)
      .execute();
    await account.forgot();
    const later = await codeSentTo(account.phone);
    expect(smsIn(outboxDir).filter((sms) => sms.to === account.phone)).toHaveLength(2);
    // One in a million, two codes are the same: then the earlier one is the later one.
    if (earlier !== later) expect((await account.reset(earlier)).json()).toEqual(refusal('RESET_CODE_INVALID'));
    expect((await account.reset(later)).statusCode).toBe(200);
  });

  it('refuses a code that is not 6 digits without counting it as a try', async () => {
    const account = await phoneOnlyAccount();
    await account.forgot();
    const code = await codeSentTo(account.phone);
    for (const malformed of ['12ab', '12345', '1234567', ' ', `${code}0`]) {
      const refused = await account.reset(malformed);
      expect(refused.statusCode, malformed).toBe(400);
      expect(refused.json()).toEqual({ error: 'Enter the 6-digit code from the SMS', code: 'RESET_CODE_FORMAT' });
    }
    const { wrong_tries: wrongTries } = await db.selectFrom('password_reset_codes').select('wrong_tries').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(wrongTries).toBe(0);
    expect((await account.reset(code)).statusCode).toBe(200);
  });

  it('never writes a code into the log', async () => {
    expect(codesSent.size).toBeGreaterThan(5);
    // The log is written as it goes: a last request's line shows everything before it is in.
    const marker = `log-flushed-${randomBytes(4).toString('hex')}`;
    await app.inject({ method: 'GET', url: `/api/${marker}` });
    await expect.poll(() => readFileSync(logFile, 'utf8').includes(marker)).toBe(true);
    const log = readFileSync(logFile, 'utf8');
    for (const code of codesSent) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
