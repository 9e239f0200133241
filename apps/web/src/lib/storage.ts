// Browser storage can throw (private browsing, storage disabled, quota full). Callers then
// behave as if nothing were stored: the session lives in memory only for this visit.

/**
 * Where a session is saved (docs/product.md §3): other tabs, older builds and the inline start
 * script (apps/web/build/route-preloads.ts) read the same keys.
 */
export const sessionStorageKeys = { accessToken: 'authToken', refreshToken: 'refreshToken' } as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // see above: nothing else to do
  }
}
