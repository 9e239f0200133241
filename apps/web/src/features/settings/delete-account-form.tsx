import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import {
  DELETION_CONFIRM_WORD,
  MESSAGE_DISPLAY_MS,
  REDIRECT_DELAY_MS,
  deleteAccountForm,
  deletionReasons,
  toDeleteAccountRequest,
} from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field, SelectField, TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { readRememberedIdentifier, rememberIdentifier } from '../../lib/remembered-identifier';
import { clearSession, holdSessionWhileClosing } from '../../lib/session';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { holdLiveConnection } from '../../lib/live-socket';
import { useTimeout } from '../../lib/use-timeout';
import { deleteAccount } from './api/delete-account';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * docs/product.md §2/§5 Delete Account: a reason (and its text when 'Other'), the word DELETE typed
 * out, then the call. Success: the message, and after 2 s the session is cleared and the
 * person goes to /login. Errors last 2 s.
 */
export function DeleteAccountForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.formError);
  const { isSubmitting, submit } = useSubmission();
  const [isDeleted, setIsDeleted] = useState(false);
  const { register, handleSubmit, clearErrors, control, formState } = useForm({
    resolver: zodResolver(deleteAccountForm),
    defaultValues: { reason: '', otherReason: '', confirmText: '' },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.formError);
  const reason = useWatch({ control, name: 'reason' });

  const onSubmit = handleSubmit((values) =>
    submit(async () => {
      flash.clear();
      // A closed account's e-mail or phone signs no one in: the login page must not offer it.
      // Forgotten before the call; put back if refused.
      const remembered = readRememberedIdentifier();
      rememberIdentifier(null);
      // The server also ends this session's live connection; closed here first, so its 4401
      // cannot sign the tab out before the success message has been shown.
      holdLiveConnection(true);
      // Likewise a background call or token refresh refused once the account is gone.
      holdSessionWhileClosing(true);
      try {
        await deleteAccount(toDeleteAccountRequest(values));
        setIsDeleted(true);
        flash.showSuccess(t('settings.accountDeleted'));
        schedule(() => {
          holdSessionWhileClosing(false);
          clearSession();
          void navigate(paths.login, { replace: true });
        }, REDIRECT_DELAY_MS.deleteAccount);
      } catch (error) {
        holdSessionWhileClosing(false);
        holdLiveConnection(false);
        rememberIdentifier(remembered);
        // The API's English refusal names the orders to settle first (#1a2b3c4d (Pending), ...);
        // another language says the catalogue's words, without them.
        const namesOrders = error instanceof ApiError && error.code === 'ACTIVE_ORDERS_BLOCK_CLOSING' && i18n.language === 'en';
        flash.showError(namesOrders && error.serverError ? error.serverError : errorText(error, t('settings.deleteAccountFailed')));
      }
    }),
  );

  return (
    <>
      <p className="mb-5 flex gap-2.5 rounded-control border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
        <TriangleAlert className="mt-px size-5 shrink-0" aria-hidden="true" />
        {t('settings.deleteWarning')}
      </p>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting || isDeleted} className="flex min-w-0 flex-col gap-4">
          <SelectField label={t('settings.reasonLabel')} error={formState.errors.reason?.message} {...register('reason')}>
            <option value="">{t('settings.reasonPlaceholder')}</option>
            {deletionReasons.map((value) => (
              <option key={value} value={value}>
                {t(`settings.reasons.${value}`)}
              </option>
            ))}
          </SelectField>
          {reason === 'other' && (
            <TextareaField
              label={t('settings.otherReasonLabel')}
              rows={3}
              error={formState.errors.otherReason?.message}
              {...register('otherReason')}
            />
          )}
          <Field
            label={t('settings.confirmLabel', { word: DELETION_CONFIRM_WORD })}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            error={formState.errors.confirmText?.message}
            {...register('confirmText')}
          />
          <Button type="submit" variant="danger" isLoading={isSubmitting} className="mt-1 self-start">
            {isSubmitting ? t('settings.deletingAccount') : t('settings.deleteAccount')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}
