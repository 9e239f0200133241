import { describe, expect, it } from 'vitest';
import { changesSignIn, formatOfferedServices, parseOfferedServices, profileFormRequest, updateProfileRequest } from './profile';
import { issuesOf } from './test-helpers';

const valid = {
  name: ' Njeri ',
  email: ' njeri@example.com ',
  phone: '0712 345 678',
  location: ' Nakuru ',
  bio: '',
  services: 'Plumbing, geyser repair, , plumbing',
};

describe('parseOfferedServices', () => {
  it('splits on commas, trims, and drops blanks and repeats', () => {
    expect(parseOfferedServices(' Plumbing, geyser repair,, plumbing ,')).toEqual(['Plumbing', 'geyser repair']);
    expect(parseOfferedServices('')).toEqual([]);
  });

  it('round-trips through the edit form', () => {
    expect(parseOfferedServices(formatOfferedServices(['Painting', 'Roofing']))).toEqual(['Painting', 'Roofing']);
  });
});

describe('updateProfileRequest', () => {
  it('trims values, clears blanks and lists the services', () => {
    expect(updateProfileRequest.parse(valid)).toEqual({
      name: 'Njeri',
      email: 'njeri@example.com',
      phone: '0712 345 678',
      location: 'Nakuru',
      bio: null,
      services: ['Plumbing', 'geyser repair'],
      currentPassword: '',
    });
  });

  it('requires a name and an e-mail, or a phone for phone-only accounts', () => {
    expect(issuesOf(updateProfileRequest, { ...valid, name: '' })).toEqual(['name: NAME_AND_EMAIL_REQUIRED']);
    expect(issuesOf(updateProfileRequest, { ...valid, email: '', phone: '' })).toEqual([
      'email: NAME_AND_EMAIL_REQUIRED',
    ]);
    expect(issuesOf(updateProfileRequest, { ...valid, email: '' })).toEqual([]);
  });

  it('checks the e-mail and phone formats', () => {
    expect(issuesOf(updateProfileRequest, { ...valid, email: 'njeri@example' })).toEqual([
      'email: INVALID_EMAIL',
    ]);
    expect(issuesOf(updateProfileRequest, { ...valid, phone: '12345' })).toEqual(['phone: INVALID_PHONE']);
  });

  it('limits the bio and the services list', () => {
    expect(issuesOf(updateProfileRequest, { ...valid, bio: 'a'.repeat(1001) })).toEqual([
      'bio: BIO_TOO_LONG',
    ]);
    const many = Array.from({ length: 21 }, (_, index) => `Service ${index}`).join(',');
    expect(issuesOf(updateProfileRequest, { ...valid, services: many })).toEqual(['services: TOO_MANY_OFFERED_SERVICES']);
    expect(issuesOf(updateProfileRequest, { ...valid, services: 'a'.repeat(101) })).toEqual([
      'services: OFFERED_SERVICE_TOO_LONG',
    ]);
  });
});

describe('changesSignIn', () => {
  const saved = { email: 'njeri@example.com', phone: '+254712345678', hasPassword: true };

  it('sees a new e-mail, whatever its case, and a removed one', () => {
    expect(changesSignIn(saved, { email: ' NJERI@example.com ', phone: saved.phone })).toBe(false);
    expect(changesSignIn(saved, { email: 'njeri@example.org', phone: saved.phone })).toBe(true);
    expect(changesSignIn(saved, { email: null, phone: saved.phone })).toBe(true);
  });

  it('sees a changed phone only where it signs in with a password', () => {
    expect(changesSignIn(saved, { email: saved.email, phone: '+254 712-345-678' })).toBe(false);
    expect(changesSignIn(saved, { email: saved.email, phone: '+254799000111' })).toBe(true);
    expect(changesSignIn(saved, { email: saved.email, phone: null })).toBe(true);
    expect(changesSignIn({ ...saved, hasPassword: false }, { email: saved.email, phone: '+254799000111' })).toBe(false);
  });
});

describe('profileFormRequest', () => {
  const saved = { email: 'njeri@example.com', phone: null, hasPassword: true };
  const form = { ...valid, phone: '' };

  it('asks for the current password only when the e-mail or sign-in phone changes', () => {
    expect(issuesOf(profileFormRequest(saved), form)).toEqual([]);
    expect(issuesOf(profileFormRequest(saved), { ...form, email: 'wanjiru@example.com' })).toEqual([
      'currentPassword: CURRENT_PASSWORD_NEEDED',
    ]);
    expect(issuesOf(profileFormRequest(saved), { ...form, phone: '0712 345 678' })).toEqual([
      'currentPassword: CURRENT_PASSWORD_NEEDED',
    ]);
    expect(issuesOf(profileFormRequest(saved), { ...form, email: 'wanjiru@example.com', currentPassword: ' my pass ' })).toEqual([]);
  });

  it('never asks an account without a password for one', () => {
    expect(issuesOf(profileFormRequest({ ...saved, hasPassword: false }), { ...form, email: 'wanjiru@example.com' })).toEqual([]);
  });

  it('keeps the password exactly as typed', () => {
    expect(profileFormRequest(saved).parse({ ...form, currentPassword: ' my pass ' }).currentPassword).toBe(' my pass ');
  });
});
