// Browser storage can throw (private browsing, storage disabled, quota full). Callers then
// behave as if nothing were stored: the session lives in memory only for this visit.

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
