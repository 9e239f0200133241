import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps the app’s own signed-in pages and Become a Seller, with their query', () => {
    expect(safeReturnPath('/become-seller')).toBe('/become-seller');
    expect(safeReturnPath('/orders')).toBe('/orders');
    expect(safeReturnPath('/settings?section=change-password')).toBe('/settings?section=change-password');
    expect(safeReturnPath('/dashboard/services#top')).toBe('/dashboard/services');
  });

  it.each([
    '//evil.test',
    '//evil.test/dashboard',
    'https://evil.test',
    'https://evil.test/dashboard',
    'http:evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '/\\/evil.test',
    '/%2F%2Fevil.test',
    '%2F%2Fevil.test',
    '/%5Cevil.test',
    '/%2e%2e//evil.test',
    '/dashboard/..//evil.test',
    '/\t/evil.test',
    ' /dashboard',
    '/dashboard\n',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('refuses %j, which could lead off the site', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(['/login', '/signup', '/auth/google/callback', '/reset-password?token=abc', '/services', '/', '/Dashboard', '/%64ashboard'])(
    'refuses %j, which is not a page a sign-in leads to',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );

  it('refuses nothing at all and overlong values', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/orders?${'a'.repeat(600)}`)).toBeNull();
  });
});

describe('returnPathFrom', () => {
  it('reads ?next= as decoded, then judges it', () => {
    expect(returnPathFrom('?next=%2Fbecome-seller')).toBe('/become-seller');
    expect(returnPathFrom('?next=/orders')).toBe('/orders');
    expect(returnPathFrom('?next=%2F%2Fevil.test')).toBeNull();
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.test')).toBeNull();
    expect(returnPathFrom('?next=%2F%5Cevil.test')).toBeNull();
    expect(returnPathFrom('?next=%252F%252Fevil.test')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('puts an allowed target in the address, and leaves it plain for the dashboard or a refused one', () => {
    expect(withReturnPath('/login', '/become-seller')).toBe('/login?next=%2Fbecome-seller');
    expect(withReturnPath('/signup', '/settings?section=delete-account')).toBe('/signup?next=%2Fsettings%3Fsection%3Ddelete-account');
    expect(withReturnPath('/login', '/dashboard')).toBe('/login');
    expect(withReturnPath('/login', '//evil.test')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
