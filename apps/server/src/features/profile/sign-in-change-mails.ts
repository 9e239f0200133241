import type { Language } from '@fundi/shared';
import { AppError } from '../../lib/app-error';
import { mailBody } from '../../lib/mail-greeting';
import type { Mail, Mailer } from '../../lib/mailer';
import { fillIn, mailTexts } from '../../mail-texts';

// The mails about a change of the e-mail or sign-in phone. Whoever changed them may be an
// intruder, so the mails carry nothing they typed: no name beyond a plain first name
// (mailGreeting), neither the new address nor the new number (a text of their choosing in a
// mail that carries our name), and fixed subjects. They are written in the account's language
// as it was before the change. The links' `token` parameter is one the outbox log hides
// (lib/log-redaction.ts).

type Person = { name: string; language: Language };

/** To the new address: the link that makes it the account's address. */
export function confirmNewAddressMail(person: Person, to: string, link: string): Mail {
  const texts = mailTexts(person.language).confirmNewAddress;
  return { to, subject: texts.subject, text: mailBody(person, fillIn(texts.body, { link })) };
}

/** To the old address, once the new one is confirmed or the address removed: the way back. */
export function addressChangedMail(person: Person, to: string, { undoLink, isRemoved }: { undoLink: string; isRemoved: boolean }): Mail {
  const texts = mailTexts(person.language).addressChanged;
  return {
    to,
    subject: isRemoved ? texts.subjectRemoved : texts.subject,
    text: mailBody(person, [isRemoved ? texts.removed : texts.changed, fillIn(texts.undo, { link: undoLink })].join('\n')),
  };
}

/** To the e-mail on file when the phone an account logs in with changes. */
export function phoneChangedMail(person: Person, to: string, forgotPasswordLink: string): Mail {
  const texts = mailTexts(person.language).phoneChanged;
  return { to, subject: texts.subject, text: mailBody(person, fillIn(texts.body, { link: forgotPasswordLink })) };
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
    throw new AppError('unavailable', 'MAIL_UNAVAILABLE', { cause: error });
  }
}
