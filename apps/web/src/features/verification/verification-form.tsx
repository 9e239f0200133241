import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { MESSAGE_DISPLAY_MS, VERIFICATION_PHOTOS_KEPT_DAYS, documentTypes, isErrorCode, verificationRequest, type ErrorCode } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Field, SelectField } from '../../components/ui/field';
import { PhotoField } from '../../components/ui/photo-field';
import { useToast } from '../../components/ui/toast';
import { ApiError, errorText } from '../../lib/api';
import { problemText } from '../../lib/error-text';
import { usePhotoSelection, type PhotoSelection } from '../../lib/use-photo-selection';
import { useRequestVerification } from './api/request-verification';
import { verificationKeys } from './api/verification-keys';
import { useTranslation } from '../../lib/i18n';

type MissingPhotos = { documentPhoto?: ErrorCode; selfie?: ErrorCode };

/** Server refusals about one text field: said under it. */
const fieldOfCode: Partial<Record<ErrorCode, 'documentType' | 'documentNumber'>> = {
  VERIFICATION_DOCUMENT_TYPE_REQUIRED: 'documentType',
  VERIFICATION_NUMBER_REQUIRED: 'documentNumber',
  VERIFICATION_NUMBER_INVALID: 'documentNumber',
};

/**
 * What a seller sends to be verified: the document (national ID, passport or alien ID), its
 * number (checked for its shape with the shared rule), a photo of it and a selfie. The two
 * photos are checked when picked (type and size) and required on sending; the page says who
 * sees them and for how long.
 */
export function VerificationForm({ sellerName, onCancel }: { sellerName: string; onCancel?: () => void }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const queryClient = useQueryClient();
  const documentPhoto = usePhotoSelection();
  const selfie = usePhotoSelection();
  const [missing, setMissing] = useState<MissingPhotos>({});
  const request = useRequestVerification();
  const { register, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(verificationRequest),
    defaultValues: { documentType: '', documentNumber: '' },
  });
  const { errors } = formState;

  // Asking again after a refusal opens the form on purpose: start at its first field.
  useEffect(() => {
    if (onCancel) setFocus('documentType');
  }, [onCancel, setFocus]);

  const missingPhotos = (): MissingPhotos => ({
    ...(documentPhoto.file ? {} : { documentPhoto: 'VERIFICATION_DOCUMENT_PHOTO_REQUIRED' }),
    ...(selfie.file ? {} : { selfie: 'VERIFICATION_SELFIE_REQUIRED' }),
  });
  const showFixErrors = () => toast.error(t('verification.form.fixErrors'), { durationMs: MESSAGE_DISPLAY_MS.formErrorToast });

  const onSubmit = handleSubmit(
    async (fields) => {
      const stillMissing = missingPhotos();
      setMissing(stillMissing);
      if (!documentPhoto.file || !selfie.file) {
        (stillMissing.documentPhoto ? documentPhoto : selfie).focus();
        showFixErrors();
        return;
      }
      // Awaited rather than given callbacks: the pending state replaces this form before a
      // per-call onSuccess would run, and the toast must still say the documents went.
      try {
        await request.mutateAsync({ ...fields, documentPhoto: documentPhoto.file, selfie: selfie.file });
        toast.success(t('verification.form.sent'));
      } catch (error) {
        const code = error instanceof ApiError && isErrorCode(error.code) ? error.code : undefined;
        const field = code && fieldOfCode[code];
        if (field) setError(field, { message: code }, { shouldFocus: true });
        // Already waiting or already verified (another tab, a double tap): show what is true now.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: verificationKeys.mine });
        toast.error(errorText(error, t('verification.form.failed')));
      }
    },
    () => {
      setMissing(missingPhotos());
      showFixErrors();
    },
  );

  const isBusy = request.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5">
      <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-5">
        <SelectField label={t('verification.form.documentType')} error={errors.documentType?.message} {...register('documentType')}>
          <option value="">{t('verification.form.documentTypePlaceholder')}</option>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`verification.form.documentTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('verification.form.documentNumber')}
          hint={t('verification.form.documentNumberHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.documentNumber?.message}
          {...register('documentNumber')}
        />
        <RequiredPhoto label={t('verification.form.documentPhoto')} name={sellerName} photo={documentPhoto} missing={missing.documentPhoto} disabled={isBusy} />
        <RequiredPhoto label={t('verification.form.selfie')} name={sellerName} photo={selfie} missing={missing.selfie} disabled={isBusy} />
        <p className="flex items-start gap-2 rounded-control bg-surface p-3 text-sm text-muted">
          <LockKeyhole className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('verification.form.privacy', { days: VERIFICATION_PHOTOS_KEPT_DAYS })}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('verification.form.cancel')}
            </Button>
          )}
          <Button type="submit" isLoading={isBusy}>
            {isBusy ? t('verification.form.sending') : t('verification.form.submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** A PhotoField the form cannot be sent without: why, under it, while no photo is picked. */
function RequiredPhoto({ label, name, photo, missing, disabled }: { label: string; name: string; photo: PhotoSelection; missing: ErrorCode | undefined; disabled: boolean }) {
  return (
    <div className="flex flex-col gap-1.5">
      <PhotoField label={label} name={name} photo={photo} disabled={disabled} />
      {missing && !photo.file && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problemText(missing)}
        </p>
      )}
    </div>
  );
}
