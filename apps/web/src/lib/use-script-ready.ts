import { useEffect, useState } from 'react';
import { afterHydration, readOnDevice } from './hydration';

/**
 * False in a page the server rendered until the script has taken it over, then true. A form the
 * server cannot take as a plain form (sign-up, the newsletter) keeps its button off until then:
 * sent before, it would go out as a GET with what was typed in the address.
 */
export function useScriptReady(): boolean {
  const [isReady, setIsReady] = useState(() => readOnDevice(() => true, false));
  useEffect(() => {
    if (!isReady) return afterHydration(() => setIsReady(true));
  }, [isReady]);
  return isReady;
}
