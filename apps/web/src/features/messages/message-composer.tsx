import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { SendHorizontal, TriangleAlert } from 'lucide-react';
import { MAX_LENGTH } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { problemText } from '../../lib/error-text';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

export interface MessageComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  /** The box got the focus (the send rule starts downloading). */
  onFocus?: () => void;
  /** Disables the send button (docs/product.md §5: while blank or busy). */
  isBusy: boolean;
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * The text box and send button under a conversation. Enter sends, Shift+Enter starts a new
 * line; the box grows with the text up to a few lines. The error line is an alert, so a
 * refused message is announced.
 */
export function MessageComposer({ draft, onDraftChange, onSend, onFocus, isBusy, error, inputRef, className }: MessageComposerProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form onSubmit={submit} className={cn('flex w-full flex-col gap-2', className)}>
      {error && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {problemText(error)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.messageLabel')}</span>
          <textarea
            ref={inputRef}
            rows={1}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            placeholder={t('messagesPage.placeholder')}
            maxLength={MAX_LENGTH.chatMessage}
            enterKeyHint="send"
            autoComplete="off"
            className="block max-h-32 min-h-11 w-full resize-none rounded-control border border-stone-300 bg-white px-3 py-2.5 text-base leading-snug text-ink [field-sizing:content] placeholder:text-stone-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-200 focus:outline-none"
          />
        </label>
        <Button type="submit" disabled={!draft.trim() || isBusy} aria-label={t('chat.send')} className="w-12 px-0">
          <SendHorizontal className="size-5" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
