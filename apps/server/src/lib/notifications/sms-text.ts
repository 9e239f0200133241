// An SMS in the GSM 03.38 alphabet fits 160 characters in one message; a single character
// outside it (a curly apostrophe in a name, an emoji) sends the whole text as UCS-2, where one
// message holds 70. So every SMS is written in that alphabet, and what people typed is
// transliterated into it before it goes in.

/** GSM 03.38's basic set: one septet each. */
const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** Its extension table: each is sent as an escape and the character, two septets. */
const EXTENSION = new Set('\f^{}\\[~]|€');

const LOOK_ALIKES: [RegExp, string][] = [
  [/[‘’‚‛′`´]/gu, "'"],
  [/[“”„‟″«»]/gu, '"'],
  [/[‐‑‒–—―−]/gu, '-'],
  [/…/gu, '...'],
  // Every space-like character (U+00A0, the narrow U+202F Intl puts in times, tabs); line
  // breaks and the form feed are in the alphabet and stay.
  [/[^\S\n\r\f]/gu, ' '],
];

/**
 * `text` in the GSM-7 alphabet: quotes, dashes, ellipses and spaces become their plain forms,
 * letters the alphabet lacks lose their accents (Zoë is Zoe; é and ü stay, the alphabet has
 * them) and anything else is '?'. Text already in the alphabet comes back unchanged.
 */
export function toGsm7(text: string): string {
  const plain = LOOK_ALIKES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text.normalize('NFC'));
  return Array.from(plain, (character) => (isGsm7Character(character) ? character : withoutAccents(character))).join('');
}

function withoutAccents(character: string): string {
  const letters = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return Array.from(letters, (letter) => (isGsm7Character(letter) ? letter : '?')).join('');
}

function isGsm7Character(character: string): boolean {
  return BASIC.has(character) || EXTENSION.has(character);
}

/** Whether `text` can be sent in the GSM-7 alphabet as it is. */
export function isGsm7(text: string): boolean {
  return Array.from(text).every(isGsm7Character);
}

/**
 * The characters `text` takes in a GSM-7 SMS, the count SMS_MAX_LENGTH is measured in: an
 * extension character (`{ } [ ] ~ \ | ^ €`) takes two. Meant for GSM-7 text (toGsm7's); any
 * other character is counted as one.
 */
export function smsLength(text: string): number {
  return Array.from(text).reduce((length, character) => length + (EXTENSION.has(character) ? 2 : 1), 0);
}
