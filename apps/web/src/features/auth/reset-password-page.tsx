import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_DISPLAY_MS, REDIRECT_DELAY_MS, resetPasswordForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useTimeout } from '../../lib/use-timeout';
import { resetPassword } from './api/reset-password';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { BackToLogin } from './back-to-login';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/** docs/product.md §2/§5 Reset password: the token comes from the e-mailed link's query. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthLayout title={t('auth.resetTitle')} lead={t('auth.resetLead')} footer={<BackToLogin />}>
      {token ? <ResetPasswordForm token={token} /> : <MissingToken />}
    </AuthLayout>
  );
}

/** docs/product.md §5: 'Invalid or missing reset token', then /forgot-password after 3 s. */
function MissingToken() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(paths.forgotPassword, { replace: true }), REDIRECT_DELAY_MS.missingResetToken);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <FormMessage message={{ tone: 'error', text: t('errors.RESET_TOKEN_MISSING') }} />
      <Link to={paths.forgotPassword} className={authLinkClasses}>
        {t('auth.requestNewLink')}
      </Link>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.notice);
  const { isSubmitting, submit } = useSubmission();
  const [hasReset, setHasReset] = useState(false);
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.notice);

  const onSubmit = handleSubmit(({ password }) =>
    submit(async () => {
      flash.clear();
      try {
        await resetPassword({ token, password });
        setHasReset(true);
        flash.showSuccess(t('auth.passwordReset'));
        schedule(() => void navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS.resetPassword);
      } catch (error) {
        flash.showError(errorText(error, t('auth.resetFailed')));
      }
    }),
  );

  return (
    <>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting || hasReset} className="flex min-w-0 flex-col gap-4">
          <PasswordField
            label={t('auth.newPasswordLabel')}
            autoComplete="new-password"
            hint={t('auth.resetPasswordHint')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.confirmPasswordLabel')}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} className="mt-1">
            {isSubmitting ? t('auth.resettingPassword') : t('auth.resetPassword')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}
