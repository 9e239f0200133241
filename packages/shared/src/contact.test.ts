import { describe, expect, it } from 'vitest';
import { contactRequest, newsletterForm } from './contact';
import { issuesOf } from './test-helpers';

describe('contactRequest', () => {
  const valid = { name: 'Achieng', email: 'achieng@example.com', message: 'Do you have fundis in Kisumu?' };

  it('accepts and trims a complete message', () => {
    expect(contactRequest.parse({ ...valid, name: '  Achieng ' })).toEqual(valid);
  });

  it('needs all three fields, then a valid e-mail', () => {
    expect(issuesOf(contactRequest, { ...valid, message: '  ' })).toEqual(['message: CONTACT_FIELDS_REQUIRED']);
    expect(issuesOf(contactRequest, { name: 'A' })).toEqual(['email: CONTACT_FIELDS_REQUIRED']);
    expect(issuesOf(contactRequest, { ...valid, email: 'achieng' })).toEqual([
      'email: CONTACT_EMAIL_INVALID',
    ]);
  });

  it('limits the message to 5000 characters', () => {
    expect(issuesOf(contactRequest, { ...valid, message: 'a'.repeat(5000) })).toEqual([]);
    expect(issuesOf(contactRequest, { ...valid, message: 'a'.repeat(5001) })).toEqual([
      'message: CONTACT_MESSAGE_TOO_LONG',
    ]);
  });
});

describe('newsletterForm', () => {
  it('asks for an address, then a valid one', () => {
    expect(issuesOf(newsletterForm, { email: '' })).toEqual(['email: NEWSLETTER_EMAIL_REQUIRED']);
    expect(issuesOf(newsletterForm, { email: 'x@y' })).toEqual(['email: CONTACT_EMAIL_INVALID']);
    expect(newsletterForm.parse({ email: ' x@y.ke ' })).toEqual({ email: 'x@y.ke' });
  });
});
