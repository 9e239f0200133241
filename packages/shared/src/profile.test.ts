import { describe, expect, it } from 'vitest';
import { formatOfferedServices, parseOfferedServices, updateProfileRequest } from './profile';
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
    });
  });

  it('requires a name and an e-mail, or a phone for phone-only accounts', () => {
    expect(issuesOf(updateProfileRequest, { ...valid, name: '' })).toEqual(['name: Name and email are required']);
    expect(issuesOf(updateProfileRequest, { ...valid, email: '', phone: '' })).toEqual([
      'email: Name and email are required',
    ]);
    expect(issuesOf(updateProfileRequest, { ...valid, email: '' })).toEqual([]);
  });

  it('checks the e-mail and phone formats', () => {
    expect(issuesOf(updateProfileRequest, { ...valid, email: 'njeri@example' })).toEqual([
      'email: Invalid email format',
    ]);
    expect(issuesOf(updateProfileRequest, { ...valid, phone: '12345' })).toEqual(['phone: Invalid phone number']);
  });

  it('limits the bio and the services list', () => {
    expect(issuesOf(updateProfileRequest, { ...valid, bio: 'a'.repeat(1001) })).toEqual([
      'bio: Bio must be at most 1000 characters',
    ]);
    const many = Array.from({ length: 21 }, (_, index) => `Service ${index}`).join(',');
    expect(issuesOf(updateProfileRequest, { ...valid, services: many })).toEqual(['services: List at most 20 services']);
    expect(issuesOf(updateProfileRequest, { ...valid, services: 'a'.repeat(101) })).toEqual([
      'services: Each service must be at most 100 characters',
    ]);
  });
});
