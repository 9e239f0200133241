import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_DISPLAY_MS, changePasswordForm } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, errorText } from '../../lib/api';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { changePassword } from './api/change-password';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * docs/product.md §2/§5 Change Password. A wrong current password or a refused new one is shown
 * beside its field (and focused); other failures on the form's line. Errors last 2 s.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.formError);
  const { isSubmitting, submit } = useSubmission();
  const { register, handleSubmit, clearErrors, setError, setFocus, reset, formState } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.formError);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    submit(async () => {
      flash.clear();
      try {
        await changePassword({ currentPassword, newPassword });
        reset();
        flash.showSuccess(t('settings.passwordChanged'));
      } catch (error) {
        const code = error instanceof ApiError ? error.code : undefined;
        const field = code === 'INVALID_CURRENT_PASSWORD' ? 'currentPassword' : code === 'INVALID_PASSWORD' ? 'newPassword' : null;
        // INVALID_PASSWORD names no rule, and this form already checked the shared ones: the server
        // has a rule of its own, which its English text names (docs/product.md §8); another
        // language says the catalogue's general words.
        const serverRule = error instanceof ApiError && i18n.language === 'en' ? error.serverError : undefined;
        const text =
          code === 'INVALID_PASSWORD' ? (serverRule ?? t('errors.INVALID_PASSWORD')) : errorText(error, t('settings.changePasswordFailed'));
        if (!field) {
          flash.showError(text);
          return;
        }
        setError(field, { message: text });
        return () => setFocus(field);
      }
    }),
  );

  return (
    <>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
          <PasswordField
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            error={formState.errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('settings.newPassword')}
            autoComplete="new-password"
            hint={t('settings.newPasswordHint')}
            error={formState.errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('settings.confirmNewPassword')}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" isLoading={isSubmitting} className="mt-1 self-start">
            {isSubmitting ? t('settings.changingPassword') : t('settings.changePassword')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}
