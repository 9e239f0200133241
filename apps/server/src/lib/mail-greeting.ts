/** Longer than any real first name; a longer "word" is somebody's sentence, not a name. */
const MAX_FIRST_NAME = 30;

/**
 * The greeting line of a Fundi e-mail. A name is whatever its owner typed, so a full name can
 * be a phishing line ("Amina, your account is locked, call 0700..."), an address or a link in
 * a mail that carries our name. Only a plain first name is used: the first word, kept only if
 * it is letters (with the apostrophes and hyphens names have); anything else greets no one.
 */
export function mailGreeting(name: string | null | undefined): string {
  const firstWord = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const isPlainName = firstWord.length <= MAX_FIRST_NAME && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(firstWord);
  return isPlainName ? `Hello ${firstWord},` : 'Hello,';
}
