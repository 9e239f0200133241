import { describe, expect, it } from 'vitest';
import { contactRequest, newsletterForm } from './contact';
import { issuesOf } from './test-helpers';

describe('contactRequest', () => {
  const valid = { name: 'Achieng', email: 'achieng@example.com', message: 'Do you have fundis in Kisumu?' };

  it('accepts and trims a complete message', () => {
    expect(contactRequest.parse({ ...valid, name: '  Achieng ' })).toEqual(valid);
  });

  it('needs all three fields, then a valid e-mail', () => {
    expect(issuesOf(contactRequest, { ...valid, message: '  ' })).toEqual(['message: Please fill all fields']);
    expect(issuesOf(contactRequest, { name: 'A' })).toEqual(['email: Please fill all fields']);
    expect(issuesOf(contactRequest, { ...valid, email: 'achieng' })).toEqual([
      'email: Please enter a valid email address',
    ]);
  });

  it('limits the message to 5000 characters', () => {
    expect(issuesOf(contactRequest, { ...valid, message: 'a'.repeat(5000) })).toEqual([]);
    expect(issuesOf(contactRequest, { ...valid, message: 'a'.repeat(5001) })).toEqual([
      'message: Message must be at most 5000 characters',
    ]);
  });
});

describe('newsletterForm', () => {
  it('asks for an address, then a valid one', () => {
    expect(issuesOf(newsletterForm, { email: '' })).toEqual(['email: Please enter an email address']);
    expect(issuesOf(newsletterForm, { email: 'x@y' })).toEqual(['email: Please enter a valid email address']);
    expect(newsletterForm.parse({ email: ' x@y.ke ' })).toEqual({ email: 'x@y.ke' });
  });
});
