import type { AdminVerification } from '@fundi/shared';
import { ReasonDialog } from '../../components/reason-dialog';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useRejectVerification } from './api/reject-verification';
import { useTranslation } from '../../lib/i18n';

/**
 * Rejecting asks why: the seller reads the reason on their profile (and it is recorded with the
 * decision). A refusal (another administrator decided first) shows in the dialog, the reason kept.
 */
export function RejectDialog({ verification, onClose }: { verification: AdminVerification; onClose: () => void }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const reject = useRejectVerification();
  const name = verification.seller.name;

  return (
    <ReasonDialog
      title={t('verification.queue.rejectTitle', { name })}
      reasonLabel={t('verification.queue.rejectReason')}
      reasonHint={t('verification.queue.rejectHint')}
      cancelLabel={t('verification.queue.cancel')}
      confirmLabel={t('verification.queue.reject')}
      confirmVariant="danger"
      isPending={reject.isPending}
      error={reject.isError ? errorText(reject.error, t('verification.queue.decisionFailed')) : null}
      onClose={onClose}
      onConfirm={(reason) =>
        reject.mutate(
          { id: verification.id, reason },
          {
            onSuccess: () => {
              toast.success(t('verification.queue.rejected', { name }));
              onClose();
            },
          },
        )
      }
    />
  );
}
