import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a form's call once at a time: a second submit while one is in flight is ignored
 * (double taps on a slow connection), and `isSubmitting` lets the form disable itself.
 * Disabling the focused button drops focus to the page body, so focus goes back to it
 * (or to whatever had it) once the form is enabled again.
 */
export function useSubmission() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isInFlight = useRef(false);
  const focusedBefore = useRef<HTMLElement | null>(null);

  const submit = useCallback(async (action: () => Promise<void>) => {
    if (isInFlight.current) return;
    isInFlight.current = true;
    focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsSubmitting(true);
    try {
      await action();
    } finally {
      isInFlight.current = false;
      setIsSubmitting(false);
    }
  }, []);

  useEffect(() => {
    if (isSubmitting) return;
    const element = focusedBefore.current;
    focusedBefore.current = null;
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && isFocusLost && !element.matches(':disabled')) element.focus();
  }, [isSubmitting]);

  return { isSubmitting, submit };
}
