import { useEffect, useState } from 'react';
import { accessTokenForCall } from './session-refresh';

/**
 * A photo only its people may see (an identity document, a dispute's evidence): the server
 * answers it only with the caller's token, which an <img src> cannot send. So it is fetched
 * with the token and shown from a blob: URL, released when the component goes or the path
 * changes. `undefined` while loading, `null` when there is none or it could not be read (the
 * caller shows a placeholder). The token never appears in an address
 * (docs/decisions/0049-trust-and-administrators.md).
 */
export function usePrivatePhoto(path: string | null): string | null | undefined {
  const [loaded, setLoaded] = useState<{ path: string; url: string | null }>();
  useEffect(() => {
    if (!path) return undefined;
    const abort = new AbortController();
    let objectUrl: string | undefined;
    void (async () => {
      try {
        const token = await accessTokenForCall();
        const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal, credentials: 'same-origin' });
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        if (!abort.signal.aborted) setLoaded({ path, url: objectUrl });
      } catch {
        if (!abort.signal.aborted) setLoaded({ path, url: null });
      }
    })();
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  if (!path) return null;
  return loaded?.path === path ? loaded.url : undefined;
}
