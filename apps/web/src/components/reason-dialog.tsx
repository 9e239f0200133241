import { useState, type FormEvent, type ReactNode } from 'react';
import { adminActionRequest, TRUST_LIMITS } from '@fundi/shared';
import { Button, type ButtonVariant } from './ui/button';
import { TextareaField } from './ui/field';
import { FormMessage } from './ui/form-message';
import { Modal } from './ui/modal';
import { useElementId } from '../lib/element-id';

/**
 * Every action of the administrators' console asks why, in this dialog: the reason is recorded
 * with it (adminActionRequest, the server's rule: the same words either side). A refusal shows
 * here, so the reason typed is not lost. The words are the caller's.
 */
export function ReasonDialog({
  title,
  explanation,
  reasonLabel,
  reasonHint,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  explanation?: ReactNode;
  reasonLabel: string;
  reasonHint: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isPending: boolean;
  /** Why the server refused, in the reader's words. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const formId = useElementId();
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
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={confirmVariant} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormMessage message={error ? { tone: 'error', text: error } : null} className="mb-0" />
        {explanation && <p className="text-muted">{explanation}</p>}
        <TextareaField
          label={reasonLabel}
          hint={reasonHint}
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
