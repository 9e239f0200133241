import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { disputeReasons, formatKsh, openDisputeRequest, TRUST_LIMITS, type Order } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useOpenDispute } from './api/open-dispute';
import { EvidencePhotosField } from './evidence-photos-field';
import { useEvidencePhotos } from './use-evidence-photos';
import { useTranslation } from '../../lib/i18n';

/**
 * 'Report a problem' (the buyer of a completed job whose money is still held): what went
 * wrong, a description and up to 3 photos, checked with the shared rules. A refusal (the job
 * was confirmed meanwhile, a report already came) shows above the form, which keeps what was
 * typed; once sent, the page shows the dispute.
 */
export function ReportForm({ order }: { order: Order }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const evidence = useEvidencePhotos();
  const openDispute = useOpenDispute();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(openDisputeRequest),
    defaultValues: { reason: '', description: '' },
  });
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' }) ?? '';

  // Awaited rather than given callbacks: the reported dispute replaces this form before a
  // per-call onSuccess would run, and the toast must still say it was sent.
  const submit = handleSubmit(async (report) => {
    setAlert(null);
    try {
      await openDispute.mutateAsync({ orderId: order.id, report, photos: evidence.photos.map((photo) => photo.file) });
      toast.success(t('disputes.report.sent'));
    } catch (error) {
      setAlert(errorText(error, t('disputes.report.failed')));
    }
  });

  const amount = formatKsh(order.payment?.amount ?? order.price);
  return (
    <form noValidate onSubmit={submit}>
      <p className="mb-5 text-ink">{t('disputes.report.lead', { amount, name: order.sellerName || order.seller.name })}</p>
      <FormMessage message={alert ? { tone: 'error', text: alert } : null} />
      <fieldset disabled={openDispute.isPending} className="flex min-w-0 flex-col gap-5">
        <SelectField label={t('disputes.report.reason')} error={errors.reason?.message} {...register('reason')}>
          <option value="">{t('disputes.report.reasonPlaceholder')}</option>
          {disputeReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`disputes.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={t('disputes.report.description')}
          rows={5}
          maxLength={TRUST_LIMITS.disputeDescription}
          hint={`${description.length}/${TRUST_LIMITS.disputeDescription}`}
          error={errors.description?.message}
          {...register('description')}
        />
        <EvidencePhotosField evidence={evidence} disabled={openDispute.isPending} />
        <Button type="submit" isLoading={openDispute.isPending} className="self-start max-sm:w-full">
          {t('disputes.report.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
