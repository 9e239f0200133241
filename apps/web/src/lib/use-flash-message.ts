import { useCallback, useEffect, useMemo, useState } from 'react';

export interface FlashMessage {
  tone: 'error' | 'success';
  text: string;
}

/**
 * A form's one message line. Errors disappear after `errorDurationMs` (docs/product.md §9: 3 s on
 * login, signup, forgot and reset; 2 s in settings); a success line stays until replaced.
 * `initial` is a message the page opens with (drawn by the server too).
 */
export function useFlashMessage(errorDurationMs: number, initial: FlashMessage | null = null) {
  const [message, setMessage] = useState<FlashMessage | null>(initial);

  useEffect(() => {
    if (message?.tone !== 'error') return;
    const timer = window.setTimeout(() => setMessage(null), errorDurationMs);
    return () => window.clearTimeout(timer);
  }, [message, errorDurationMs]);

  const actions = useMemo(
    () => ({
      showError: (text: string) => setMessage({ tone: 'error', text }),
      showSuccess: (text: string) => setMessage({ tone: 'success', text }),
      clear: () => setMessage(null),
    }),
    [],
  );
  return { message, ...actions };
}

/**
 * Field messages fade like the form's line does: `clearErrors` runs `durationMs` after the
 * set of messages last changed. Typing again re-validates and brings a message back.
 */
export function useFadingFieldErrors(
  errors: Partial<Record<string, { message?: unknown } | undefined>>,
  clearErrors: () => void,
  durationMs: number,
): void {
  const signature = Object.entries(errors)
    .map(([name, error]) => `${name}:${String(error?.message ?? '')}`)
    .join('\n');
  const clear = useCallback(() => clearErrors(), [clearErrors]);
  useEffect(() => {
    if (!signature) return;
    const timer = window.setTimeout(clear, durationMs);
    return () => window.clearTimeout(timer);
  }, [signature, clear, durationMs]);
}
