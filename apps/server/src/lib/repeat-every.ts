/**
 * Runs `run` every `intervalMs` (after each run ends, so runs never overlap), the first time
 * after `firstAfterMs` (the interval by default). A run that throws is given to `onError` and
 * the next one still comes. `stop` cancels the next run and waits for the one under way, so an
 * app closing never leaves a query running on a destroyed pool. Every instance runs its own:
 * the jobs given to it are safe to run in several at once.
 */
export function repeatEvery(
  intervalMs: number | undefined,
  run: () => Promise<unknown>,
  { firstAfterMs = intervalMs, onError }: { firstAfterMs?: number; onError: (error: unknown) => void },
): { isStopped: () => boolean; stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (!stopped && intervalMs) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  if (intervalMs) timer = setTimeout(tick, firstAfterMs).unref();
  return {
    isStopped: () => stopped,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
