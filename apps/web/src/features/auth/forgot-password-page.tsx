import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DISPLAY_MS, REDIRECT_DELAY_MS, forgotPasswordForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useTimeout } from '../../lib/use-timeout';
import { requestPasswordReset } from './api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { IdentifierField } from './identifier-field';
import { BackToLogin } from './back-to-login';

/** docs/product.md §2/§5 Forgot password: one request at a time, then back to /login after 3 s. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.notice);
  const { isSubmitting, submit } = useSubmission();
  const [hasSent, setHasSent] = useState(false);
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { identifier: '' },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.notice);

  const onSubmit = handleSubmit((values) =>
    submit(async () => {
      flash.clear();
      try {
        await requestPasswordReset(values);
        setHasSent(true);
        flash.showSuccess(t('auth.resetLinkSent'));
        schedule(() => void navigate(paths.login), REDIRECT_DELAY_MS.forgotPassword);
      } catch (error) {
        // docs/product.md §8 gives this page its own words for a limit reached.
        const isLimited = error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS';
        flash.showError(isLimited ? t('auth.forgotTooManyRequests') : errorText(error, t('auth.forgotFailed')));
      }
    }),
  );

  return (
    <AuthLayout title={t('auth.forgotTitle')} lead={t('auth.forgotLead')} footer={<BackToLogin />}>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting || hasSent} className="flex min-w-0 flex-col gap-4">
          <IdentifierField
            error={formState.errors.identifier?.message}
            {...register('identifier')}
          />
          <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
            {isSubmitting ? t('auth.sendingResetLink') : t('auth.sendResetLink')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
