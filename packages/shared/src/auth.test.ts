import { describe, expect, it } from 'vitest';
import { forgotPasswordRequest, loginRequest, signupForm, signupRequest, toSignupRequest } from './auth';
import { LEGAL_DOCUMENTS } from './legal';
import { issuesOf } from './test-helpers';

describe('loginRequest', () => {
  it('accepts an e-mail or phone with a password, defaulting rememberMe to false', () => {
    expect(loginRequest.parse({ identifier: ' 0712 345 678 ', password: ' secret ' })).toEqual({
      identifier: '0712 345 678',
      password: ' secret ',
      rememberMe: false,
    });
    expect(loginRequest.parse({ identifier: 'a@b.co', password: 'x', rememberMe: true }).rememberMe).toBe(true);
  });

  it('requires both fields first', () => {
    expect(issuesOf(loginRequest, { identifier: '', password: '' })).toEqual([
      'identifier: LOGIN_FIELDS_REQUIRED',
    ]);
    expect(issuesOf(loginRequest, { identifier: 'not valid' })).toEqual([
      'password: LOGIN_FIELDS_REQUIRED',
    ]);
    expect(issuesOf(loginRequest, { identifier: '   ', password: 'x' })).toEqual([
      'identifier: LOGIN_FIELDS_REQUIRED',
    ]);
  });

  it('then checks the identifier', () => {
    expect(issuesOf(loginRequest, { identifier: '071234567', password: 'x' })).toEqual([
      'identifier: INVALID_IDENTIFIER',
    ]);
  });

  it('limits the identifier and password lengths', () => {
    expect(issuesOf(loginRequest, { identifier: `${'a'.repeat(250)}@b.co`, password: 'x' })).toEqual(['identifier: IDENTIFIER_TOO_LONG']);
    expect(issuesOf(loginRequest, { identifier: 'a@b.co', password: 'x'.repeat(129) })).toEqual([
      'password: PASSWORD_TOO_LONG',
    ]);
  });
});

describe('signupForm', () => {
  const valid = { name: 'Wanjiku Kamau', identifier: 'wanjiku@example.com', password: 'Abc123', confirmPassword: 'Abc123', news: false, adult: true };

  it('accepts a complete form whose password scores Good, news and offers left unticked', () => {
    expect(issuesOf(signupForm, valid)).toEqual([]);
  });

  it('asks for the 18-or-over box last, once the fields above are right', () => {
    expect(issuesOf(signupForm, { ...valid, adult: false })).toEqual(['adult: ADULT_REQUIRED']);
    expect(issuesOf(signupForm, { ...valid, adult: false, confirmPassword: 'other' })).toEqual(['confirmPassword: PASSWORDS_DO_NOT_MATCH']);
  });

  it('checks in the spec’s order: required, identifier, match, strength', () => {
    expect(issuesOf(signupForm, { ...valid, name: ' ', identifier: 'bad', password: 'x' })).toEqual([
      'name: SIGNUP_FIELDS_REQUIRED',
    ]);
    expect(issuesOf(signupForm, { ...valid, identifier: 'bad', confirmPassword: 'other' })).toEqual([
      'identifier: INVALID_IDENTIFIER',
    ]);
    expect(issuesOf(signupForm, { ...valid, password: 'abc', confirmPassword: 'abd' })).toEqual([
      'confirmPassword: PASSWORDS_DO_NOT_MATCH',
    ]);
    expect(issuesOf(signupForm, { ...valid, password: 'abcdefghi', confirmPassword: 'abcdefghi' })).toEqual([
      'password: WEAK_PASSWORD',
    ]);
  });

  it('does not require the confirmation to be filled before comparing', () => {
    expect(issuesOf(signupForm, { ...valid, confirmPassword: '' })).toEqual(['confirmPassword: PASSWORDS_DO_NOT_MATCH']);
  });
});

describe('toSignupRequest', () => {
  const form = { name: 'Otieno', password: 'Abc123', confirmPassword: 'Abc123', news: false, adult: true };

  it('sends an e-mail identifier as email and a phone as phone', () => {
    expect(toSignupRequest({ ...form, identifier: 'otieno@example.com' })).toEqual({
      name: 'Otieno',
      password: 'Abc123',
      email: 'otieno@example.com',
      phone: null,
      acceptedTerms: LEGAL_DOCUMENTS.terms.version,
      adult: true,
      news: false,
    });
    expect(toSignupRequest({ ...form, identifier: '0712 345 678' })).toMatchObject({ email: null, phone: '0712 345 678' });
  });

  it('accepts the current terms and passes on the choice of news and offers, which the server takes', () => {
    const request = toSignupRequest({ ...form, identifier: 'otieno@example.com', news: true });
    expect(request).toMatchObject({ acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true, news: true });
    expect(signupRequest.parse(request)).toEqual(request);
  });
});

describe('signupRequest', () => {
  const valid = { name: 'Otieno', password: 'Abc123', email: 'otieno@example.com', phone: null };

  it('accepts exactly one identifier, blanks counting as null', () => {
    expect(signupRequest.parse(valid)).toEqual({ ...valid, acceptedTerms: null });
    expect(signupRequest.parse({ ...valid, email: '', phone: '+254712345678' })).toEqual({
      ...valid,
      email: null,
      phone: '+254712345678',
      acceptedTerms: null,
    });
  });

  it('takes the current terms’ version and an 18-or-over confirmation, or neither', () => {
    const agreed = { ...valid, acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true };
    expect(signupRequest.parse(agreed)).toEqual(agreed);
    expect(issuesOf(signupRequest, { ...valid, adult: false })).toEqual(['adult: ADULT_REQUIRED']);
    expect(issuesOf(signupRequest, { ...valid, adult: 'yes' })).toEqual(['adult: ADULT_REQUIRED']);
    expect(issuesOf(signupRequest, { ...valid, acceptedTerms: '2020-01-01' })).toEqual(['acceptedTerms: TERMS_VERSION_UNKNOWN']);
  });

  it('applies the form’s rules with the form’s codes', () => {
    expect(issuesOf(signupRequest, { ...valid, name: '' })).toEqual(['name: SIGNUP_FIELDS_REQUIRED']);
    expect(issuesOf(signupRequest, { name: 'Otieno', password: 'Abc123' })).toEqual(['email: SIGNUP_FIELDS_REQUIRED']);
    expect(issuesOf(signupRequest, { ...valid, email: 'otieno' })).toEqual([
      'email: INVALID_IDENTIFIER',
    ]);
    expect(issuesOf(signupRequest, { ...valid, email: null, phone: '12345' })).toEqual([
      'phone: INVALID_IDENTIFIER',
    ]);
    expect(issuesOf(signupRequest, { ...valid, password: 'abcdefghi' })).toEqual(['password: WEAK_PASSWORD']);
  });

  it('reports a code for a rememberMe that is not true or false', () => {
    expect(issuesOf(loginRequest, { identifier: 'a@b.co', password: 'x', rememberMe: 'yes' })).toEqual(['rememberMe: INVALID_REQUEST']);
  });

  it('refuses both identifiers at once', () => {
    expect(issuesOf(signupRequest, { ...valid, phone: '0712345678' })).toEqual([
      'phone: EMAIL_OR_PHONE_NOT_BOTH',
    ]);
  });
});

describe('forgotPasswordRequest', () => {
  it('requires an identifier, then a valid one', () => {
    expect(issuesOf(forgotPasswordRequest, {})).toEqual(['identifier: IDENTIFIER_REQUIRED']);
    expect(issuesOf(forgotPasswordRequest, { identifier: 'abc' })).toEqual([
      'identifier: INVALID_IDENTIFIER',
    ]);
    expect(forgotPasswordRequest.parse({ identifier: ' 0712-345-678 ' })).toEqual({ identifier: '0712-345-678' });
  });
});
