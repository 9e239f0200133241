import type { Language } from '@fundi/shared';
import { fillIn, mailTexts } from '../mail-texts';

/** Longer than any real first name; a longer "word" is somebody's sentence, not a name. */
const MAX_FIRST_NAME = 30;

/**
 * The greeting line of a Fundi e-mail, in the recipient's language. A name is whatever its
 * owner typed, so a full name can be a phishing line ("Amina, your account is locked, call
 * 0700..."), an address or a link in a mail that carries our name. Only a plain first name is
 * used: the first word, kept only if it is letters (with the apostrophes and hyphens names
 * have); anything else greets no one.
 */
export function mailGreeting(name: string | null | undefined, language: Language): string {
  const texts = mailTexts(language);
  const firstWord = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const isPlainName = firstWord.length <= MAX_FIRST_NAME && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(firstWord);
  return isPlainName ? fillIn(texts.greeting, { name: firstWord }) : texts.greetingWithoutName;
}

/** A mail's text: the greeting, `body`, and Fundi's name, each a paragraph of its own. */
export function mailBody(person: { name: string | null; language: Language }, body: string): string {
  return [mailGreeting(person.name, person.language), '', body, '', mailTexts(person.language).signature].join('\n');
}
