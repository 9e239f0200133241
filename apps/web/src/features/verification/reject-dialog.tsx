import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectVerificationRequest, TRUST_LIMITS, type AdminVerification } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useRejectVerification } from './api/reject-verification';

/**
 * Rejecting asks why: the seller reads the reason on their profile (and it is recorded with the
 * decision). A refusal (another administrator decided first) shows here, the reason kept.
 */
export function RejectDialog({ verification, onClose }: { verification: AdminVerification; onClose: () => void }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const formId = useId();
  const reject = useRejectVerification();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const name = verification.seller.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reject.isPending) return;
    const parsed = rejectVerificationRequest.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    reject.mutate(
      { id: verification.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(t('verification.queue.rejected', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      onClose={() => !reject.isPending && onClose()}
      title={t('verification.queue.rejectTitle', { name })}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            {t('verification.queue.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={reject.isPending}>
            {t('verification.queue.reject')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormMessage message={reject.isError ? { tone: 'error', text: errorText(reject.error, t('verification.queue.decisionFailed')) } : null} className="mb-0" />
        <TextareaField
          label={t('verification.queue.rejectReason')}
          hint={t('verification.queue.rejectHint')}
          error={problem}
          value={reason}
          maxLength={TRUST_LIMITS.adminReason}
          onChange={(event) => setReason(event.target.value)}
          required
          rows={3}
        />
      </form>
    </Modal>
  );
}
