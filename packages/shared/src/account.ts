import { z } from 'zod';
import { DELETION_CONFIRM_WORD, MAX_LENGTH } from './constants';
import { RESET_CODE } from './notifications';
import type { ErrorCode } from './error-codes';
import { newPasswordRuleError, resetPasswordRuleError } from './password';
import {
  type Problem,
  exactTextInput,
  firstProblem,
  lengthProblem,
  reportProblem,
  requiredProblem,
  textInput,
} from './validation';

// Resetting and changing a password, and deleting the account (docs/product.md §5). Like auth.ts,
// each schema reports the single code of the message the spec's form shows.

/** Reset tokens are short random strings; anything longer is not one of ours. */
const MAX_RESET_TOKEN_LENGTH = 512;

const passwordTooLong = (field: string, code: ErrorCode, password: string) =>
  lengthProblem(field, code, password, MAX_LENGTH.password);

function ruleProblem(field: string, code: ErrorCode | null): Problem | null {
  return code === null ? null : { field, code };
}

function mismatchProblem(password: string, confirmPassword: string): Problem | null {
  return password === confirmPassword ? null : { field: 'confirmPassword', code: 'PASSWORDS_DO_NOT_MATCH' };
}

// ---- Reset password ----

export const resetPasswordForm = z
  .object({ password: exactTextInput(), confirmPassword: exactTextInput() })
  .superRefine(({ password, confirmPassword }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('BOTH_PASSWORDS_REQUIRED', { password, confirmPassword }),
        () => ruleProblem('password', resetPasswordRuleError(password)),
        () => mismatchProblem(password, confirmPassword),
        () => passwordTooLong('password', 'PASSWORD_TOO_LONG', password),
      ),
    ),
  );

const resetCodePattern = new RegExp(`^\\d{${RESET_CODE.digits}}$`);

function codeProblem(code: string): Problem | null {
  return resetCodePattern.test(code) ? null : { field: 'code', code: 'RESET_CODE_FORMAT' };
}

/**
 * POST /auth/reset-password: the e-mailed link's `token`, or, for a phone, the `identifier` and
 * the 6-digit `code` sent to it by SMS (docs/product.md §10); with the new password either way.
 */
export const resetPasswordRequest = z
  .object({ token: textInput(), identifier: textInput(), code: textInput(), password: exactTextInput() })
  .superRefine(({ token, identifier, code, password }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => {
          if (token === '' && identifier !== '') return codeProblem(code);
          return token === '' || token.length > MAX_RESET_TOKEN_LENGTH ? { field: 'token', code: 'RESET_TOKEN_MISSING' } : null;
        },
        () => ruleProblem('password', resetPasswordRuleError(password)),
        () => passwordTooLong('password', 'PASSWORD_TOO_LONG', password),
      ),
    ),
  );
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** The phone reset's form: the SMS code, then the new password twice, as the link's form. */
export const resetCodeForm = z
  .object({ code: textInput(), password: exactTextInput(), confirmPassword: exactTextInput() })
  .superRefine(({ code, password, confirmPassword }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => codeProblem(code),
        () => requiredProblem('BOTH_PASSWORDS_REQUIRED', { password, confirmPassword }),
        () => ruleProblem('password', resetPasswordRuleError(password)),
        () => mismatchProblem(password, confirmPassword),
        () => passwordTooLong('password', 'PASSWORD_TOO_LONG', password),
      ),
    ),
  );

// ---- Change password ----

function changePasswordProblem(currentPassword: string, newPassword: string): Problem | null {
  return firstProblem(
    () => requiredProblem('CURRENT_PASSWORD_REQUIRED', { currentPassword }),
    () => requiredProblem('NEW_PASSWORD_REQUIRED', { newPassword }),
    () => ruleProblem('newPassword', newPasswordRuleError(newPassword)),
    () => passwordTooLong('currentPassword', 'CURRENT_PASSWORD_TOO_LONG', currentPassword),
    () => passwordTooLong('newPassword', 'NEW_PASSWORD_TOO_LONG', newPassword),
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

/** Why a person closes their account, in the form's order; the web has the words for each. */
export const deletionReasons = ['not-using', 'privacy-concerns', 'better-alternative', 'too-expensive', 'other'] as const;
export type DeletionReason = (typeof deletionReasons)[number];

function isDeletionReason(value: string): value is DeletionReason {
  return (deletionReasons as readonly string[]).includes(value);
}

function deletionReasonProblem(reason: string, otherReason: string): Problem | null {
  return firstProblem(
    () => (isDeletionReason(reason) ? null : { field: 'reason', code: 'DELETION_REASON_REQUIRED' }),
    () => (reason === 'other' ? requiredProblem('OTHER_REASON_REQUIRED', { otherReason }) : null),
    () => (reason === 'other' ? lengthProblem('otherReason', 'OTHER_REASON_TOO_LONG', otherReason, MAX_LENGTH.deletionReason) : null),
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
      reportProblem(ctx, problem ?? { field: 'reason', code: 'DELETION_REASON_REQUIRED' });
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
        () => (confirmText === DELETION_CONFIRM_WORD ? null : { field: 'confirmText', code: 'DELETION_NOT_CONFIRMED' }),
        () => deletionReasonProblem(reason, otherReason),
      ),
    ),
  );
export type DeleteAccountForm = z.infer<typeof deleteAccountForm>;

/** The request a valid deletion form sends. */
export function toDeleteAccountRequest(form: DeleteAccountForm): DeleteAccountRequest {
  return deleteAccountRequest.parse(form);
}
