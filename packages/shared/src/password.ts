import { z } from 'zod';
import type { AccountErrorCode } from './error-codes';
import { newPasswordRuleError, resetPasswordRuleError } from './password-rules';

export * from './password-rules';

function ruleSchema(ruleError: (password: string) => AccountErrorCode | null) {
  return z.string({ error: 'INVALID_REQUEST' }).superRefine((password, ctx) => {
    const code = ruleError(password);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  });
}

/** A password that passes the reset rules; reports the single code the form shows. */
export const resetPasswordSchema = ruleSchema(resetPasswordRuleError);

/** A new password that passes the change-password rules; reports the one code shown. */
export const newPasswordSchema = ruleSchema(newPasswordRuleError);
