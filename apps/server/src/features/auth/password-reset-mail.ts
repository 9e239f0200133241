import type { Language } from '@fundi/shared';
import { mailBody } from '../../lib/mail-greeting';
import type { Mail } from '../../lib/mailer';
import { fillIn, mailTexts } from '../../mail-texts';

/** The reset link, in the account's language. */
export function passwordResetMail(person: { name: string; language: Language }, to: string, link: string): Mail {
  const texts = mailTexts(person.language).passwordReset;
  return { to, subject: texts.subject, text: mailBody(person, fillIn(texts.body, { link })) };
}
