import type { AccountErrorCode } from '@fundi/shared';

export const accountTexts: Record<AccountErrorCode, string> = {
  INVALID_CURRENT_PASSWORD: 'Incorrect current password',
  INVALID_PASSWORD: 'Invalid password',
  SIGN_IN_AGAIN: 'For your safety, log in again, then change your email within 10 minutes',
};
