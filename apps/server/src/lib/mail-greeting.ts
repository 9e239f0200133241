import type { Language } from '@fundi/shared';
import { fillIn, mailTexts } from '../mail-texts';

/** Longer than any real first name; a longer "word" is somebody's sentence, not a name. */
const MAX_FIRST_NAME = 30;

/**
 * `name`'s first word if it is a plain first name, else null. A name is whatever its owner
 * typed, so a full name can be a phishing line ("Amina, your account is locked, call
 * 0700..."), an address or a link in a message that carries our name. Only the first word is
 * kept, and only if it is letters (with the apostrophes and hyphens names have).
 */
export function plainFirstName(name: string | null | undefined): string | null {
  const firstWord = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const isPlainName = firstWord.length <= MAX_FIRST_NAME && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(firstWord);
  return isPlainName ? firstWord : null;
}

/** The greeting line of a Fundi e-mail, in the recipient's language; without a plain first name it greets no one. */
export function mailGreeting(name: string | null | undefined, language: Language): string {
  const texts = mailTexts(language);
  const firstName = plainFirstName(name);
  return firstName ? fillIn(texts.greeting, { name: firstName }) : texts.greetingWithoutName;
}

/** A mail's text: the greeting, `body`, and Fundi's name, each a paragraph of its own. */
export function mailBody(person: { name: string | null; language: Language }, body: string): string {
  return [mailGreeting(person.name, person.language), '', body, '', mailTexts(person.language).signature].join('\n');
}
