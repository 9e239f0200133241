// While the browser takes over a page the server rendered (main.tsx), the first render must
// draw what the server drew. The server knows nothing kept on this device (a remembered e-mail),
// so such values are read only once that render is over.
let isHydrating = false;

/** Runs `hydrate` (synchronous) with the flag up. */
export function whileHydrating(hydrate: () => void): void {
  isHydrating = true;
  try {
    hydrate();
  } finally {
    isHydrating = false;
  }
}

let isResuming = false;

/**
 * A part of the page taken over in a later task (components/hydrate-later.tsx) renders as the
 * first pass did, and so do the parts inside it: the flag stays up until the tasks already
 * waiting have run.
 */
export function resumeTakeover(): void {
  if (isResuming) return;
  isResuming = true;
  setTimeout(() => (isResuming = false), 0);
}

/**
 * True during the takeover. Stores read then give their first state (zustand hands React its
 * initial state as the "server snapshot"), which is how the server drew the page: signed out.
 */
export function isTakingOverServerPage(): boolean {
  return isHydrating || isResuming;
}

/** What this device keeps, or `asOnServer` during the takeover of a server-rendered page. */
export function readOnDevice<T>(read: () => T, asOnServer: T): T {
  return isTakingOverServerPage() || typeof window === 'undefined' ? asOnServer : read();
}

/**
 * Calls `callback` once the takeover is over (at the latest in a microtask), for a value left
 * out of it; returns a cancel function for an effect's cleanup.
 */
export function afterHydration(callback: () => void): () => void {
  let isCancelled = false;
  queueMicrotask(() => {
    if (!isCancelled) callback();
  });
  return () => {
    isCancelled = true;
  };
}

/**
 * Resolves in a later task. The takeover's steps each run in a task of their own, so a tap
 * between two of them is answered (docs/decisions/0057-code-after-the-content.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
