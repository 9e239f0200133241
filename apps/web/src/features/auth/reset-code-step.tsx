import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_DISPLAY_MS, REDIRECT_DELAY_MS, RESET_CODE, resetCodeForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, errorText } from '../../lib/api';
import { addNotificationWords } from '../../lib/notification-words';
import { paths, type LoginPageState } from '../../lib/paths';
import { useCountdown } from '../../lib/use-countdown';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useTimeout } from '../../lib/use-timeout';
import { requestPasswordReset, resetRequestFailureText } from './api/request-password-reset';
import { resetPassword } from './api/reset-password';
import { AuthLayout } from './auth-layout';
import { BackToLogin } from './back-to-login';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

addNotificationWords();


/** The code was mistyped: said under the code field, which gets the focus back. */
function isMistypedCode(error: unknown): error is ApiError & { code: 'RESET_CODE_INVALID' | 'RESET_CODE_FORMAT' } {
  return error instanceof ApiError && (error.code === 'RESET_CODE_INVALID' || error.code === 'RESET_CODE_FORMAT');
}

/** The code can no longer work: only a new one helps, so the wait for one ends. */
function isSpentCode(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'RESET_CODE_EXPIRED' || error.code === 'RESET_CODE_USED_UP');
}

/**
 * docs/product.md §10 Forgot password for a phone: the 6-digit code from the SMS and the new
 * password (the link's rules), then the same ending as the link's reset. 'Send a new code' asks
 * again after a minute; 'Use another number' returns to the first step.
 */
export function ResetCodeStep({ phone, onChangeNumber }: { phone: string; onChangeNumber: () => void }) {
  // The code step's own words, then the link's reset words it shares (main catalogue).
  const { t } = useTranslation(['notifications', 'translation']);
  const navigate = useNavigate();
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.notice);
  const reset = useSubmission();
  const newCode = useSubmission();
  const wait = useCountdown(RESET_CODE.newCodeAfterSeconds);
  const [hasReset, setHasReset] = useState(false);
  const { register, handleSubmit, clearErrors, setError, setFocus, formState } = useForm({
    resolver: zodResolver(resetCodeForm),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.notice);

  // The first step's form is gone with the focus it had: the code is what to type next.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(({ code, password }) =>
    reset.submit(async () => {
      flash.clear();
      try {
        await resetPassword({ identifier: phone, code, password });
        setHasReset(true);
        flash.showSuccess(t('translation:auth.passwordReset'));
        const state: LoginPageState = { identifier: phone };
        schedule(() => void navigate(paths.login, { replace: true, state }), REDIRECT_DELAY_MS.resetPassword);
      } catch (error) {
        if (isMistypedCode(error)) {
          setError('code', { message: error.code });
          return () => setFocus('code');
        }
        if (isSpentCode(error)) wait.finish();
        flash.showError(errorText(error, t('translation:auth.resetFailed')));
      }
    }),
  );

  const askForNewCode = () =>
    newCode.submit(async () => {
      flash.clear();
      try {
        await requestPasswordReset({ identifier: phone });
        wait.restart();
        flash.showSuccess(t('resetCode.newCodeSent'));
        return () => setFocus('code');
      } catch (error) {
        flash.showError(resetRequestFailureText(error));
      }
    });

  const isBusy = reset.isSubmitting || newCode.isSubmitting || hasReset;
  return (
    <AuthLayout title={t('resetCode.title')} lead={t('resetCode.lead', { phone, minutes: RESET_CODE.minutes })} footer={<BackToLogin />}>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-4">
          <Field
            label={t('resetCode.codeLabel')}
            hint={t('resetCode.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RESET_CODE.digits}
            inputClassName="text-lg tracking-[0.3em] tabular-nums"
            error={formState.errors.code?.message}
            {...register('code')}
          />
          <PasswordField
            label={t('translation:auth.newPasswordLabel')}
            autoComplete="new-password"
            hint={t('translation:auth.resetPasswordHint')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('translation:auth.confirmPasswordLabel')}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" isFullWidth isLoading={reset.isSubmitting} className="mt-1">
            {reset.isSubmitting ? t('translation:auth.resettingPassword') : t('translation:auth.resetPassword')}
          </Button>
        </fieldset>
      </form>
      <div className="mt-5 flex flex-col items-center gap-1 border-t border-line pt-4">
        <Button variant="ghost" size="sm" onClick={askForNewCode} disabled={isBusy || wait.secondsLeft > 0} isLoading={newCode.isSubmitting}>
          {newCode.isSubmitting ? t('resetCode.sendingNewCode') : t('resetCode.sendNewCode')}
        </Button>
        {wait.secondsLeft > 0 && !hasReset && (
          <p className="text-center text-sm text-muted tabular-nums">{t('resetCode.newCodeIn', { seconds: wait.secondsLeft })}</p>
        )}
        <Button variant="ghost" size="sm" onClick={onChangeNumber} disabled={isBusy}>
          {t('resetCode.changeNumber')}
        </Button>
      </div>
    </AuthLayout>
  );
}
