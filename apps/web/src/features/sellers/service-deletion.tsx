import { useRef, useState } from 'react';
import type { UserService } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useDeleteService } from './api/delete-service';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * Deleting one of the seller's services after the spec's question 'Are you sure you want to
 * delete this service?', asked in an accessible dialog. The outcome is a toast: 'Service
 * deleted successfully!', or the server's text (active orders...), else 'Failed to delete
 * service'. Render `dialog` once; call `requestDelete(service)` from each Delete button.
 */
export function useServiceDeletion() {
  const { t } = useTranslation();
  const toast = useToast();
  const deleteService = useDeleteService();
  const [target, setTarget] = useState<UserService | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isDeleting = deleteService.isPending;

  const close = () => {
    if (!isDeleting) setTarget(null);
  };
  const confirm = () => {
    if (!target) return;
    deleteService.mutate(target.id, {
      onSuccess: () => toast.success(t('sellers.serviceDeleted')),
      onError: (error) => toast.error(errorText(error, t('sellers.deleteFailed'))),
      onSettled: () => setTarget(null),
    });
  };

  const dialog = (
    <Modal
      isOpen={target !== null}
      onClose={close}
      title={t('sellers.deleteConfirm')}
      width={440}
      // The safe choice has focus, so a stray Enter keeps the service.
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={isDeleting}>
            {t('sellers.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={isDeleting}>
            {isDeleting ? t('sellers.deleting') : t('sellers.delete')}
          </Button>
        </>
      }
    >
      <p className="text-muted">{target && t('sellers.deleteConsequence', { title: target.title })}</p>
    </Modal>
  );

  return { requestDelete: setTarget, dialog };
}
