import { isErrorCode } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { accountTexts } from './accounts';

describe('the API’s words for the accounts codes', () => {
  // The table's type makes it hold every code of the accounts list (a missing one does not compile).
  it('has a non-empty English text for every code of the accounts list', () => {
    const codes = Object.keys(accountTexts);
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) {
      expect(isErrorCode(code), code).toBe(true);
      expect(accountTexts[code as keyof typeof accountTexts].trim(), code).not.toBe('');
    }
  });

  // Clients written against docs/product.md §5 and §8 compare these texts: changing one changes the API.
  it.each([
    ['ACCOUNT_NOT_FOUND', 'User not found!'],
    ['WRONG_PASSWORD', 'Wrong password!'],
    ['SOCIAL_LOGIN_ACCOUNT', 'This account uses social login'],
    ['TOO_MANY_LOGIN_ATTEMPTS', 'Too many login attempts, please try again later'],
    ['EMAIL_TAKEN', 'An account with this email already exists'],
    ['PHONE_ALREADY_REGISTERED', 'An account with this phone number already exists'],
    ['PHONE_TAKEN', 'This phone number is used by another account'],
    ['RESET_ACCOUNT_NOT_FOUND', 'User not found'],
    ['RESET_CODE_INVALID', 'That code is not right. Check the SMS and try again.'],
    ['RESET_LINK_INVALID', 'Invalid token'],
    ['RESET_LINK_EXPIRED', 'Reset link expired'],
    ['INVALID_CURRENT_PASSWORD', 'Incorrect current password'],
    ['SIGN_IN_AGAIN', 'For your safety, log in again, then change your email within 10 minutes'],
    ['INVALID_IDENTIFIER', 'Please enter a valid email or phone number'],
    ['WEAK_PASSWORD', 'Password is too weak. Use at least 8 characters with uppercase, numbers, and special characters.'],
    ['PASSWORD_TOO_SHORT', 'Password must be at least 8 characters'],
    ['NEW_PASSWORD_TOO_SHORT', 'New password must be at least 8 characters'],
    ['NAME_TOO_LONG', 'Name must be at most 100 characters'],
    ['OTHER_REASON_TOO_LONG', 'Reason must be at most 500 characters'],
    ['DELETION_NOT_CONFIRMED', "Please type 'DELETE' to confirm"],
    ['TOO_MANY_OFFERED_SERVICES', 'List at most 20 services'],
    ['EMAIL_LINK_INVALID', 'This link is not valid. Please open the whole link from the email.'],
    ['GOOGLE_SIGN_IN_CANCELLED', 'Google sign-in was cancelled'],
    ['GOOGLE_SIGN_IN_OTHER_BROWSER', 'This Google sign-in was not started in this browser, please try again'],
  ] as const)('%s is “%s”', (code, text) => {
    expect(accountTexts[code]).toBe(text);
  });
});
