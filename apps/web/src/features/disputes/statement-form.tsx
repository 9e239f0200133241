import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { disputeStatementRequest, TRUST_LIMITS } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useAddStatement } from './api/add-statement';
import { EvidencePhotosField } from './evidence-photos-field';
import { useEvidencePhotos } from './use-evidence-photos';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/** Either side adds its account of what happened, with up to 3 photos, while the dispute is open. */
export function StatementForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const headingId = useElementId();
  const evidence = useEvidencePhotos();
  const addStatement = useAddStatement();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, formState } = useForm({
    resolver: zodResolver(disputeStatementRequest),
    defaultValues: { text: '' },
  });
  const text = useWatch({ control, name: 'text' }) ?? '';

  const submit = handleSubmit(({ text: statement }) => {
    setAlert(null);
    addStatement.mutate(
      { orderId, text: statement, photos: evidence.photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          reset();
          evidence.clear();
          toast.success(t('disputes.statement.sent'));
        },
        onError: (error) => setAlert(errorText(error, t('disputes.statement.failed'))),
      },
    );
  });

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <h2 id={headingId} className="mb-4 text-lg font-bold text-ink">
        {t('disputes.statement.title')}
      </h2>
      <form noValidate onSubmit={submit}>
        <FormMessage message={alert ? { tone: 'error', text: alert } : null} />
        <fieldset disabled={addStatement.isPending} className="flex min-w-0 flex-col gap-4">
          <TextareaField
            label={t('disputes.statement.text')}
            rows={4}
            maxLength={TRUST_LIMITS.disputeStatement}
            hint={`${text.length}/${TRUST_LIMITS.disputeStatement}`}
            error={formState.errors.text?.message}
            {...register('text')}
          />
          <EvidencePhotosField evidence={evidence} disabled={addStatement.isPending} />
          <Button type="submit" isLoading={addStatement.isPending} className="self-start max-sm:w-full">
            {t('disputes.statement.submit')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
