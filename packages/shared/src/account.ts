import { z } from 'zod';
import { DELETION_CONFIRM_WORD, MAX_LENGTH } from './constants';
import { newPasswordRuleError, resetPasswordRuleError } from './password';
import { type Problem, exactTextInput, firstProblem, lengthProblem, reportProblem, textInput } from './validation';

// Resetting and changing a password, and deleting the account (docs/product.md §5). Like auth.ts,
// each schema reports the single message the SPEC form shows.

export const ACCOUNT_MESSAGES = {
  bothPasswordsRequired: 'Both password fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  /** SPEC's text for a reset page opened without a token; also the server's answer to one. */
  missingResetToken: 'Invalid or missing reset token',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmDeletion: "Please type 'DELETE' to confirm",
  deletionReasonRequired: 'Please select a reason for deletion',
  otherReasonRequired: 'Please specify a reason',
  /** Followed by the orders, e.g. `#1a2b3c4d (Pending)`. */
  activeOrdersBlockClosing: 'Finish, cancel or decline your active orders before closing your account:',
} as const;

/** Reset tokens are short random strings; anything longer is not one of ours. */
const MAX_RESET_TOKEN_LENGTH = 512;

const passwordTooLong = (field: string, label: string, password: string) =>
  lengthProblem(field, label, password, MAX_LENGTH.password);

function ruleProblem(field: string, message: string | null): Problem | null {
  return message === null ? null : { field, message };
}

function mismatchProblem(password: string, confirmPassword: string): Problem | null {
  return password === confirmPassword
    ? null
    : { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsDoNotMatch };
}

// ---- Reset password ----

export const resetPasswordForm = z
  .object({ password: exactTextInput(), confirmPassword: exactTextInput() })
  .superRefine(({ password, confirmPassword }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => (password === '' ? { field: 'password', message: ACCOUNT_MESSAGES.bothPasswordsRequired } : null),
        () =>
          confirmPassword === ''
            ? { field: 'confirmPassword', message: ACCOUNT_MESSAGES.bothPasswordsRequired }
            : null,
        () => ruleProblem('password', resetPasswordRuleError(password)),
        () => mismatchProblem(password, confirmPassword),
        () => passwordTooLong('password', 'Password', password),
      ),
    ),
  );

export const resetPasswordRequest = z
  .object({ token: textInput(), password: exactTextInput() })
  .superRefine(({ token, password }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () =>
          token === '' || token.length > MAX_RESET_TOKEN_LENGTH
            ? { field: 'token', message: ACCOUNT_MESSAGES.missingResetToken }
            : null,
        () => ruleProblem('password', resetPasswordRuleError(password)),
        () => passwordTooLong('password', 'Password', password),
      ),
    ),
  );
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

// ---- Change password ----

function changePasswordProblem(currentPassword: string, newPassword: string): Problem | null {
  return firstProblem(
    () =>
      currentPassword === ''
        ? { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired }
        : null,
    () => (newPassword === '' ? { field: 'newPassword', message: ACCOUNT_MESSAGES.newPasswordRequired } : null),
    () => ruleProblem('newPassword', newPasswordRuleError(newPassword)),
    () => passwordTooLong('currentPassword', 'Current password', currentPassword),
    () => passwordTooLong('newPassword', 'New password', newPassword),
  );
}

export const changePasswordForm = z
  .object({
    currentPassword: exactTextInput(),
    newPassword: exactTextInput(),
    confirmPassword: exactTextInput(),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => changePasswordProblem(currentPassword, newPassword),
        () => mismatchProblem(newPassword, confirmPassword),
      ),
    ),
  );

/** confirmPassword is client-side only (docs/product.md §3); the server checks the rest again. */
export const changePasswordRequest = z
  .object({ currentPassword: exactTextInput(), newPassword: exactTextInput() })
  .superRefine(({ currentPassword, newPassword }, ctx) =>
    reportProblem(ctx, changePasswordProblem(currentPassword, newPassword)),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

// ---- Delete account ----

export const deletionReasons = [
  { value: 'not-using', label: 'Not using the service' },
  { value: 'privacy-concerns', label: 'Privacy concerns' },
  { value: 'better-alternative', label: 'Found a better alternative' },
  { value: 'too-expensive', label: 'Too expensive' },
  { value: 'other', label: 'Other' },
] as const;
export type DeletionReason = (typeof deletionReasons)[number]['value'];

function isDeletionReason(value: string): value is DeletionReason {
  return deletionReasons.some((reason) => reason.value === value);
}

function deletionReasonProblem(reason: string, otherReason: string): Problem | null {
  return firstProblem(
    () => (isDeletionReason(reason) ? null : { field: 'reason', message: ACCOUNT_MESSAGES.deletionReasonRequired }),
    () =>
      reason === 'other' && otherReason === ''
        ? { field: 'otherReason', message: ACCOUNT_MESSAGES.otherReasonRequired }
        : null,
    () => (reason === 'other' ? lengthProblem('otherReason', 'Reason', otherReason, MAX_LENGTH.deletionReason) : null),
  );
}

/**
 * otherReason is carried only when the reason is `other` (docs/product.md §7) and dropped otherwise,
 * so the server never stores text the user did not mean to send. The reason is taken in any case
 * (`Other`, `NOT-USING`) and kept as its value.
 */
export const deleteAccountRequest = z
  .object({ reason: textInput().transform((value) => value.toLowerCase()), otherReason: textInput() })
  .transform(({ reason, otherReason }, ctx) => {
    const problem = deletionReasonProblem(reason, otherReason);
    if (problem || !isDeletionReason(reason)) {
      reportProblem(ctx, problem ?? { field: 'reason', message: ACCOUNT_MESSAGES.deletionReasonRequired });
      return z.NEVER;
    }
    return reason === 'other' ? { reason, otherReason } : { reason };
  });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const deleteAccountForm = z
  .object({ reason: textInput(), otherReason: textInput(), confirmText: exactTextInput() })
  .superRefine(({ reason, otherReason, confirmText }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        // Exactly the word: no trimming, no case folding, so the user means it.
        () =>
          confirmText === DELETION_CONFIRM_WORD
            ? null
            : { field: 'confirmText', message: ACCOUNT_MESSAGES.confirmDeletion },
        () => deletionReasonProblem(reason, otherReason),
      ),
    ),
  );
export type DeleteAccountForm = z.infer<typeof deleteAccountForm>;

/** The request a valid deletion form sends. */
export function toDeleteAccountRequest(form: DeleteAccountForm): DeleteAccountRequest {
  return deleteAccountRequest.parse(form);
}
