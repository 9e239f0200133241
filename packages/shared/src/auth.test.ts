import { describe, expect, it } from 'vitest';
import { forgotPasswordRequest, loginRequest, signupForm, signupRequest, toSignupRequest } from './auth';
import { issuesOf } from './test-helpers';

const WEAK = 'Password is too weak. Use at least 8 characters with uppercase, numbers, and special characters.';

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
      'identifier: Email or phone and password are required',
    ]);
    expect(issuesOf(loginRequest, { identifier: 'not valid' })).toEqual([
      'password: Email or phone and password are required',
    ]);
    expect(issuesOf(loginRequest, { identifier: '   ', password: 'x' })).toEqual([
      'identifier: Email or phone and password are required',
    ]);
  });

  it('then checks the identifier', () => {
    expect(issuesOf(loginRequest, { identifier: '071234567', password: 'x' })).toEqual([
      'identifier: Please enter a valid email or phone number',
    ]);
  });

  it('limits the password length', () => {
    expect(issuesOf(loginRequest, { identifier: 'a@b.co', password: 'x'.repeat(129) })).toEqual([
      'password: Password must be at most 128 characters',
    ]);
  });
});

describe('signupForm', () => {
  const valid = { name: 'Wanjiku Kamau', identifier: 'wanjiku@example.com', password: 'Abc123', confirmPassword: 'Abc123' };

  it('accepts a complete form whose password scores Good', () => {
    expect(issuesOf(signupForm, valid)).toEqual([]);
  });

  it('checks in SPEC’s order: required, identifier, match, strength', () => {
    expect(issuesOf(signupForm, { ...valid, name: ' ', identifier: 'bad', password: 'x' })).toEqual([
      'name: All fields are required',
    ]);
    expect(issuesOf(signupForm, { ...valid, identifier: 'bad', confirmPassword: 'other' })).toEqual([
      'identifier: Please enter a valid email or phone number',
    ]);
    expect(issuesOf(signupForm, { ...valid, password: 'abc', confirmPassword: 'abd' })).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(issuesOf(signupForm, { ...valid, password: 'abcdefghi', confirmPassword: 'abcdefghi' })).toEqual([
      `password: ${WEAK}`,
    ]);
  });

  it('does not require the confirmation to be filled before comparing', () => {
    expect(issuesOf(signupForm, { ...valid, confirmPassword: '' })).toEqual(['confirmPassword: Passwords do not match']);
  });
});

describe('toSignupRequest', () => {
  it('sends an e-mail identifier as email and a phone as phone', () => {
    const form = { name: 'Otieno', password: 'Abc123', confirmPassword: 'Abc123' };
    expect(toSignupRequest({ ...form, identifier: 'otieno@example.com' })).toEqual({
      name: 'Otieno',
      password: 'Abc123',
      email: 'otieno@example.com',
      phone: null,
    });
    expect(toSignupRequest({ ...form, identifier: '0712 345 678' })).toMatchObject({ email: null, phone: '0712 345 678' });
  });
});

describe('signupRequest', () => {
  const valid = { name: 'Otieno', password: 'Abc123', email: 'otieno@example.com', phone: null };

  it('accepts exactly one identifier, blanks counting as null', () => {
    expect(signupRequest.parse(valid)).toEqual(valid);
    expect(signupRequest.parse({ ...valid, email: '', phone: '+254712345678' })).toEqual({
      ...valid,
      email: null,
      phone: '+254712345678',
    });
  });

  it('applies the form’s rules with the form’s messages', () => {
    expect(issuesOf(signupRequest, { ...valid, name: '' })).toEqual(['name: All fields are required']);
    expect(issuesOf(signupRequest, { name: 'Otieno', password: 'Abc123' })).toEqual(['email: All fields are required']);
    expect(issuesOf(signupRequest, { ...valid, email: 'otieno' })).toEqual([
      'email: Please enter a valid email or phone number',
    ]);
    expect(issuesOf(signupRequest, { ...valid, email: null, phone: '12345' })).toEqual([
      'phone: Please enter a valid email or phone number',
    ]);
    expect(issuesOf(signupRequest, { ...valid, password: 'abcdefghi' })).toEqual([`password: ${WEAK}`]);
  });

  it('refuses both identifiers at once', () => {
    expect(issuesOf(signupRequest, { ...valid, phone: '0712345678' })).toEqual([
      'phone: Please sign up with either an email or a phone number, not both',
    ]);
  });
});

describe('forgotPasswordRequest', () => {
  it('requires an identifier, then a valid one', () => {
    expect(issuesOf(forgotPasswordRequest, {})).toEqual(['identifier: Email or phone number is required']);
    expect(issuesOf(forgotPasswordRequest, { identifier: 'abc' })).toEqual([
      'identifier: Please enter a valid email or phone number',
    ]);
    expect(forgotPasswordRequest.parse({ identifier: ' 0712-345-678 ' })).toEqual({ identifier: '0712-345-678' });
  });
});
