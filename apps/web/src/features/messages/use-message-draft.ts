import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

export interface MessageDraftOptions {
  /** Who the message is for. */
  receiverId: string;
  /** Sends the checked text (useThread's `send`, which posts through api/send-message); rejects when refused. */
  send: (content: string) => Promise<unknown>;
  /** A message is on its way: another Enter does nothing. */
  isSending: boolean;
  /** A signed-in user and someone to write to (docs/product.md §5); otherwise `cannotSendText` shows. */
  canSend: boolean;
  /** The conversation has loaded; until then sending waits, silently. */
  isLoaded: boolean;
  /** The surface's text for a blank message or a missing user or receiver (docs/product.md §8). */
  cannotSendText: string;
  /** The surface's text for a send the server refused or that never arrived. */
  failureText: (error: unknown) => string;
}

let loadingRules: Promise<typeof import('./message-rules')> | undefined;

/** The send rule, downloaded once; a failed download is tried again at the next send. */
function messageRules(): Promise<typeof import('./message-rules')> {
  loadingRules ??= import('./message-rules');
  loadingRules.catch(() => (loadingRules = undefined));
  return loadingRules;
}

/**
 * The text box under a conversation, for the chat dialog and the Messages page alike: the
 * draft, the check with the shared sendMessageRequest (so a refusal uses the server's words;
 * its code downloads on the box's first focus, `onFocus`),
 * sending, clearing on success, and on failure the draft restored with the reason and the
 * focus back in the box.
 */
export function useMessageDraft({ receiverId, send, isSending, canSend, isLoaded, cannotSendText, failureText }: MessageDraftOptions) {
  const [draft, setShownDraft] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The draft as typed so far, for a send that waited for the rule to download.
  const latestDraft = useRef('');
  const isChecking = useRef(false);
  const setDraft = (text: string) => {
    latestDraft.current = text;
    setShownDraft(text);
  };

  const submit = async () => {
    if (isSending || isChecking.current) return;
    const content = draft.trim();
    if (!content || !canSend) {
      setError(cannotSendText);
      return;
    }
    if (!isLoaded) return; // the conversation is still loading (or failed to)
    isChecking.current = true;
    let rules: Awaited<ReturnType<typeof messageRules>>;
    try {
      rules = await messageRules();
    } catch {
      setError(failureText(new ApiError(0)));
      return;
    } finally {
      isChecking.current = false;
    }
    // Typed on while the rule downloaded: still being written, so nothing is sent yet.
    if (latestDraft.current.trim() !== content) return;
    const parsed = rules.sendMessageRequest.safeParse({ receiverId, content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'MESSAGE_INVALID');
      return;
    }
    setError(undefined);
    setDraft('');
    send(parsed.data.content).catch((reason: unknown) => {
      setDraft(content);
      setError(failureText(reason));
      inputRef.current?.focus();
    });
  };

  const onFocus = () => void messageRules().catch(() => undefined);

  return { draft, setDraft, error, submit: () => void submit(), onFocus, inputRef };
}
