import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a form's call once at a time: a second submit while one is in flight is ignored
 * (double taps on a slow connection), and `isSubmitting` lets the form disable itself.
 * Disabling the focused button drops focus to the page body, so once the form is enabled
 * again focus goes back to it, or to where the action asks: it may return a function
 * that moves focus (e.g. to the field a server error is about).
 */
export function useSubmission() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Counts finished submissions. A fast answer can end one before React has even shown
  // it as submitting, so the focus step keys on this, not on isSubmitting changing.
  const [finishedCount, setFinishedCount] = useState(0);
  const isInFlight = useRef(false);
  const focusedBefore = useRef<HTMLElement | null>(null);
  const moveFocus = useRef<(() => void) | null>(null);

  const submit = useCallback(async (action: () => Promise<void | (() => void)>) => {
    if (isInFlight.current) return;
    isInFlight.current = true;
    focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsSubmitting(true);
    try {
      moveFocus.current = (await action()) ?? null;
    } finally {
      isInFlight.current = false;
      setIsSubmitting(false);
      setFinishedCount((count) => count + 1);
    }
  }, []);

  useEffect(() => {
    if (finishedCount === 0) return;
    const element = focusedBefore.current;
    const focusTarget = moveFocus.current;
    focusedBefore.current = null;
    moveFocus.current = null;
    if (focusTarget) {
      focusTarget();
      return;
    }
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && isFocusLost && !element.matches(':disabled')) element.focus();
  }, [finishedCount]);

  return { isSubmitting, submit };
}
