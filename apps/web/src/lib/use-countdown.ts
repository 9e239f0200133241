import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait of `seconds` that starts now; `restart` waits again, `finish`
 * ends the wait at once. Each tick reads the clock rather than counting down, so a phone that
 * slept or a tab in the background shows the true time left when it wakes.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, [seconds]);

  const finish = useCallback(() => {
    setEndsAt(Date.now());
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, restart, finish };
}
