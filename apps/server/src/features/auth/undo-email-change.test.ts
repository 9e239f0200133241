import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedIn, logIn, strongPassword } from '../../../test/auth-helpers';
import { e164, formData, randomKenyanPhone, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';
import { linkTokenIn, mailsIn } from '../../../test/outbox';

const { app, db, outboxDir } = await createTestContext();

type Fields = Record<string, string | undefined>;
type Account = { id: string; email: string; accessToken: string };
const putProfile = (token: string, fields: Fields) =>
  sendForm(app, 'PUT', '/api/profile', token, formData({ name: 'Wanjiku Kamau', phone: '', location: 'Thika', bio: '', ...fields }));
const confirm = (token: string) => app.inject({ method: 'POST', url: '/auth/confirm-email', payload: { token } });
const undo = (token: string) => app.inject({ method: 'POST', url: '/auth/undo-email-change', payload: { token } });
const logInAs = (identifier: string, password = strongPassword) => app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password } });
const newAddress = () => `new-${randomBytes(5).toString('hex')}@example.com`;
const mailsTo = (address: string) => mailsIn(outboxDir).filter((mail) => mail.to === address);
const accountRow = (id: string) => db.selectFrom('users').select(['email', 'email_verified', 'google_subject', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();

/** Moves the account from `from` to `to` (asked with the password, then confirmed); returns the undo token mailed to `from`. */
async function changeEmail(account: Account, from: string, to: string): Promise<string> {
  const asked = await putProfile(account.accessToken, { email: to, currentPassword: strongPassword });
  expect(asked.statusCode, asked.body).toBe(200);
  expect((await confirm(linkTokenIn(mailsTo(to).at(-1)!, '/confirm-email'))).statusCode).toBe(200);
  return linkTokenIn(mailsTo(from).at(-1)!, '/undo-email-change');
}

describe('undoing a change of e-mail address from the old address', () => {
  it('puts the old address back, signs every device out and locks out whoever knew the password', async () => {
    const owner = await createBuyer(app);
    const otherDevice = await logIn(app, owner.email);
    const intruderAddress = newAddress();
    const undoToken = await changeEmail(owner, owner.email, intruderAddress);
    const intruder = await logIn(app, intruderAddress);
    expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: intruderAddress } })).statusCode).toBe(200);
    const intrudersReset = linkTokenIn(mailsTo(intruderAddress).at(-1)!, '/reset-password');

    const undone = await undo(undoToken);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({
      message: 'Your previous email address is back and every device has been signed out. Set a new password now: whoever made the change may know the old one.',
    });
    expect(await accountRow(owner.id)).toMatchObject({ email: owner.email, email_verified: true });
    for (const session of [owner, otherDevice, intruder]) expect(await isSignedIn(app, session.accessToken)).toBe(false);
    // The password the intruder used no longer works, and neither does their reset link.
    expect((await logInAs(owner.email)).json()).toEqual({ error: 'Wrong password!', code: 'WRONG_PASSWORD' });
    expect((await logInAs(intruderAddress)).json()).toEqual({ error: 'User not found!', code: 'ACCOUNT_NOT_FOUND' });
    const reset = await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: intrudersReset, password: 'Kisumu#2027q' } });
    expect(reset.statusCode).toBe(400);
    // The owner sets a new password through the restored address.
    expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: owner.email } })).statusCode).toBe(200);

    const again = await undo(undoToken);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 400, body: { error: 'This link has already been used.', code: 'EMAIL_LINK_USED' } });
  });

  it('works for 7 days only', async () => {
    const owner = await createBuyer(app);
    const moved = newAddress();
    const undoToken = await changeEmail(owner, owner.email, moved);
    await db.updateTable('email_changes').set({ undo_expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', owner.id).execute();
    const late = await undo(undoToken);
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 400,
      body: { error: 'This link has expired: a change can be undone for 7 days. Please contact support.', code: 'EMAIL_UNDO_LINK_EXPIRED' },
    });
    expect(await accountRow(owner.id)).toMatchObject({ email: moved });
    expect(await isSignedIn(app, owner.accessToken)).toBe(true);
  });

  it('beats the changes made after it: their undo links, which went to the intruder, stop working', async () => {
    const owner = await createBuyer(app);
    const [second, third] = [newAddress(), newAddress()];
    const ownersUndo = await changeEmail(owner, owner.email, second);
    const relogged = await logIn(app, second);
    const intrudersUndo = await changeEmail({ ...owner, accessToken: relogged.accessToken }, second, third);

    // The intruder's own undo cannot spend the owner's (it was made earlier) ...
    expect((await undo(intrudersUndo)).statusCode).toBe(200);
    expect(await accountRow(owner.id)).toMatchObject({ email: second });
    // ... and the owner's spends every later one.
    expect((await undo(ownersUndo)).statusCode).toBe(200);
    expect(await accountRow(owner.id)).toMatchObject({ email: owner.email });
    expect((await undo(intrudersUndo)).json()).toEqual({ error: 'This link has already been used.', code: 'EMAIL_LINK_USED' });
  });

  it('unlinks a Google identity linked after the change', async () => {
    const owner = await createBuyer(app);
    const moved = newAddress();
    const undoToken = await changeEmail(owner, owner.email, moved);
    // Google links an account by its verified e-mail: an intruder who confirmed theirs could link it.
    await db.updateTable('users').set({ google_subject: `google-${randomBytes(4).toString('hex')}` }).where('id', '=', owner.id).execute();
    expect((await undo(undoToken)).statusCode).toBe(200);
    expect(await accountRow(owner.id)).toMatchObject({ google_subject: null });
  });

  it('answers 409 when another account took the old address meanwhile, and changes nothing', async () => {
    const owner = await createBuyer(app);
    const moved = newAddress();
    const undoToken = await changeEmail(owner, owner.email, moved);
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Taker', email: owner.email, phone: null, password: strongPassword } });
    expect(signup.statusCode).toBe(201);
    const taken = await undo(undoToken);
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 409, body: { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' } });
    expect(await accountRow(owner.id)).toMatchObject({ email: moved });
    expect(await isSignedIn(app, owner.accessToken)).toBe(true);
  });

  it('refuses a made-up token', async () => {
    const refused = await undo(randomBytes(32).toString('base64url'));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: 'This link is not valid. Please open the whole link from the email.', code: 'EMAIL_LINK_INVALID' },
    });
  });
});

describe('removing the e-mail address', () => {
  it('needs the password, happens at once, and the old address can undo it', async () => {
    const owner = await createBuyer(app);
    const phone = randomKenyanPhone();
    const refused = await putProfile(owner.accessToken, { email: '', phone });
    expect(refused.json().error).toBe('Enter your current password to change your email or phone');

    const removed = await putProfile(owner.accessToken, { email: '', phone, currentPassword: strongPassword });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ user: { email: null, phone: e164(phone) }, signIn: { pendingEmail: null } });
    // The phone it now logs in with is new too, so both are told.
    const told = mailsTo(owner.email);
    expect(told.map((mail) => mail.subject).sort()).toEqual(['The phone number of your Fundi account was changed', 'Your email address was removed from your Fundi account']);
    const removal = told.find((mail) => mail.subject.startsWith('Your email address was removed'))!;

    expect((await undo(linkTokenIn(removal, '/undo-email-change'))).statusCode).toBe(200);
    expect(await accountRow(owner.id)).toMatchObject({ email: owner.email, email_verified: true });
  });
});
