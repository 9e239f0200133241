import { describe, expect, it } from 'vitest';
import { verificationRequest } from './trust';

const codeOf = (input: object) => {
  const parsed = verificationRequest.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('verificationRequest', () => {
  it.each([
    ['national_id', '12345678', '12345678'],
    ['national_id', '123 456', '123456'],
    ['passport', 'ak 012-3456', 'AK0123456'],
    ['passport', 'C12345678', 'C12345678'],
    ['alien_id', '1234567890', '1234567890'],
    ['Passport', 'AK0123456', 'AK0123456'],
  ])('takes a %s numbered “%s”, stored as %s', (documentType, documentNumber, stored) => {
    const parsed = verificationRequest.parse({ documentType, documentNumber });
    expect(parsed).toEqual({ documentType: documentType.toLowerCase(), documentNumber: stored });
  });

  it.each([
    [{ documentNumber: '12345678' }, 'VERIFICATION_DOCUMENT_TYPE_REQUIRED'],
    [{ documentType: 'driving_licence', documentNumber: '12345678' }, 'VERIFICATION_DOCUMENT_TYPE_REQUIRED'],
    [{ documentType: 'national_id' }, 'VERIFICATION_NUMBER_REQUIRED'],
    [{ documentType: 'national_id', documentNumber: '  ' }, 'VERIFICATION_NUMBER_REQUIRED'],
    [{ documentType: 'national_id', documentNumber: '12345' }, 'VERIFICATION_NUMBER_INVALID'],
    [{ documentType: 'national_id', documentNumber: '1234567890' }, 'VERIFICATION_NUMBER_INVALID'],
    [{ documentType: 'national_id', documentNumber: 'AK0123456' }, 'VERIFICATION_NUMBER_INVALID'],
    [{ documentType: 'passport', documentNumber: '0123456' }, 'VERIFICATION_NUMBER_INVALID'],
    [{ documentType: 'passport', documentNumber: 'ABC123456' }, 'VERIFICATION_NUMBER_INVALID'],
    [{ documentType: 'alien_id', documentNumber: '12345678901' }, 'VERIFICATION_NUMBER_INVALID'],
    [{ documentType: 'national_id', documentNumber: '1'.repeat(21) }, 'VERIFICATION_NUMBER_INVALID'],
  ])('refuses %o with %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });
});
