import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_DISPLAY_MS, REDIRECT_DELAY_MS, forgotPasswordForm, isPhone } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { paths } from '../../lib/paths';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useTimeout } from '../../lib/use-timeout';
import { requestPasswordReset, resetRequestFailureText } from './api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { IdentifierField } from './identifier-field';
import { BackToLogin } from './back-to-login';
import { ResetCodeStep } from './reset-code-step';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/**
 * docs/product.md §2/§5 Forgot password: one request at a time. An e-mail gets a link, and the
 * page goes back to /login after 3 s; a phone gets a 6-digit code by SMS, entered on this same
 * page with the new password (docs/product.md §10).
 */
export function ForgotPasswordPage() {
  const [identifier, setIdentifier] = useState('');
  const [isEnteringCode, setIsEnteringCode] = useState(false);
  if (isEnteringCode) return <ResetCodeStep phone={identifier} onChangeNumber={() => setIsEnteringCode(false)} />;
  return (
    <RequestReset
      identifier={identifier}
      onCodeSent={(phone) => {
        setIdentifier(phone);
        setIsEnteringCode(true);
      }}
    />
  );
}

function RequestReset({ identifier, onCodeSent }: { identifier: string; onCodeSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.notice);
  const { isSubmitting, submit } = useSubmission();
  const [hasSent, setHasSent] = useState(false);
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { identifier },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.notice);

  const onSubmit = handleSubmit((values) =>
    submit(async () => {
      flash.clear();
      try {
        await requestPasswordReset(values);
        if (isPhone(values.identifier)) {
          onCodeSent(values.identifier);
          return;
        }
        setHasSent(true);
        flash.showSuccess(t('auth.resetLinkSent'));
        schedule(() => void navigate(paths.login), REDIRECT_DELAY_MS.forgotPassword);
      } catch (error) {
        flash.showError(resetRequestFailureText(error));
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
