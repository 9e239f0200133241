import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActionRequest, TRUST_LIMITS } from '@fundi/shared';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { Modal } from '../../components/ui/modal';

/**
 * Every action of the console asks why, in this dialog: the reason is recorded with it
 * (adminActionRequest, the server's rule). A refusal shows here, so the reason is not lost.
 */
export function ReasonDialog({
  title,
  explanation,
  confirmLabel,
  confirmVariant = 'primary',
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  explanation: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isPending: boolean;
  /** Why the server refused, in the reader's words. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('trust');
  const formId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = adminActionRequest.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onConfirm(parsed.data.reason);
  };

  return (
    <Modal
      isOpen
      onClose={() => !isPending && onClose()}
      title={title}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('admin.reason.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={confirmVariant} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormMessage message={error ? { tone: 'error', text: error } : null} className="mb-0" />
        <p className="text-muted">{explanation}</p>
        <TextareaField
          label={t('admin.reason.label')}
          hint={t('admin.reason.hint')}
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
