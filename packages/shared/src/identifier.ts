import { z } from 'zod';
import { PHONE_MIN_DIGITS } from './constants';

// The spec: "text, an at sign, a domain with a dot". Deliberately loose: the only real test
// of an address is mail reaching it, and a strict pattern rejects valid addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},}$`);

// Kenyans write numbers grouped ("0712 345 678", "0712-345-678"); the grouping carries no
// meaning, so it is dropped before the digits are counted.
const PHONE_SEPARATORS = /[\s-]/g;

export type IdentifierKind = 'email' | 'phone';

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** An optional plus, then at least 10 digits; spaces and dashes between them are tolerated. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(stripPhoneSeparators(value));
}

export function isIdentifier(value: string): boolean {
  return isEmail(value) || isPhone(value);
}

/** The spec: the identifier is an e-mail when it contains an at sign, otherwise a phone. */
export function identifierKind(value: string): IdentifierKind {
  return value.includes('@') ? 'email' : 'phone';
}

/**
 * E-mails are stored lower-cased (docs/decisions/0005-identifiers-and-login-answers.md), so lookups
 * compare that form.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Phones are normalised to E.164 on the server (libphonenumber-js, Kenya by default): the
// metadata is too heavy to ship to phones, and only the server needs the stored form.

function stripPhoneSeparators(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, '');
}

/** A trimmed e-mail or phone; INVALID_IDENTIFIER when it is neither. */
export const identifierSchema = z
  .string({ error: 'INVALID_IDENTIFIER' })
  .trim()
  .refine(isIdentifier, { error: 'INVALID_IDENTIFIER' });
