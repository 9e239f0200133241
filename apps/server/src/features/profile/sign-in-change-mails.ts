import { AppError } from '../../lib/app-error';
import { mailGreeting } from '../../lib/mail-greeting';
import type { Mail, Mailer } from '../../lib/mailer';

// The mails about a change of the e-mail or sign-in phone. Whoever changed them may be an
// intruder, so the mails carry nothing they typed: no name beyond a plain first name
// (mailGreeting), neither the new address nor the new number (a text of their choosing in a
// mail that carries our name), and fixed subjects. The links' `token` parameter is one the
// outbox log hides (lib/log-redaction.ts).

type Person = { name: string };

/** To the new address: the link that makes it the account's address. */
export function confirmNewAddressMail(person: Person, to: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your new Fundi email address',
    text: [
      mailGreeting(person.name),
      '',
      'This address was entered as the new email address of a Fundi account.',
      'Open this link within 24 hours to confirm it:',
      '',
      link,
      '',
      'Until then the account keeps its current address for logging in and password resets.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
      '',
      'Fundi',
    ].join('\n'),
  };
}

/** To the old address, once the new one is confirmed or the address removed: the way back. */
export function addressChangedMail(person: Person, to: string, { undoLink, isRemoved }: { undoLink: string; isRemoved: boolean }): Mail {
  return {
    to,
    subject: isRemoved ? 'Your email address was removed from your Fundi account' : 'Your Fundi email address was changed',
    text: [
      mailGreeting(person.name),
      '',
      isRemoved
        ? 'This email address was removed from your Fundi account.'
        : 'Your Fundi account now uses a new email address: logging in and password resets go there.',
      'If you made this change, there is nothing to do.',
      '',
      'If you did not, open this link within 7 days. It puts this address back, signs out every',
      'device and locks out whoever made the change; then you choose a new password:',
      '',
      undoLink,
      '',
      'Fundi',
    ].join('\n'),
  };
}

/** To the e-mail on file when the phone an account logs in with changes. */
export function phoneChangedMail(person: Person, to: string, forgotPasswordLink: string): Mail {
  return {
    to,
    subject: 'The phone number of your Fundi account was changed',
    text: [
      mailGreeting(person.name),
      '',
      'The phone number you log in to Fundi with was changed or removed.',
      'If you made this change, there is nothing to do.',
      '',
      'If you did not, someone knows your password: set a new one now, which also signs out',
      'every device, and put your number back on your profile:',
      '',
      forgotPasswordLink,
      '',
      'Fundi',
    ].join('\n'),
  };
}

/**
 * Sends one of these mails. They are sent inside the transaction that makes the change, so a
 * mail that cannot go leaves nothing changed (a change nobody was told of is what an intruder
 * wants); a refusal of ours (too many mails to one address) keeps its own words.
 */
export async function sendSignInChangeMail(mailer: Mailer, mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable', 'We could not send the e-mail right now. Please try again in a few minutes.', undefined, error);
  }
}
