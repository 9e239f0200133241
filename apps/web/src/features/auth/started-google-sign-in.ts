import { safeReturnPath } from '../../lib/return-path';

// Login CSRF: the callback route accepts any tokens put in its address, so someone could send a
// link (or a return from the provider) carrying a session of THEIR account, and whoever opens it
// would go on working in the sender's account. So the page keeps a one-time random value when it
// leaves for Google; the server hands it back with the session, and the callback stores a
// session only when the value it brings is the one kept here
// (docs/decisions/0014-google-sign-in-finishes-where-it-started.md). sessionStorage: it belongs to
// this tab, survives the trip to Google and back, and is gone with the tab. The page the person was
// going to (a `?next=` of the login page) waits there too.

const STARTED_KEY = 'googleSignInStarted';
const RETURN_PATH_KEY = 'googleSignInReturnPath';

/**
 * Keeps a new one-time value for the sign-in this tab is about to start, and returns it; with
 * the page to go to once signed in, when there is one.
 */
export function noteGoogleSignInStarted(returnPath: string | null = null): string {
  const value = randomUrlSafeValue();
  try {
    window.sessionStorage.setItem(STARTED_KEY, value);
    if (returnPath) window.sessionStorage.setItem(RETURN_PATH_KEY, returnPath);
    else window.sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // Storage disabled: the callback will find nothing kept and refuse, which is the safe side.
  }
  return value;
}

/** The value kept for the sign-in this tab started, forgotten as it is read (it works once). */
export function takeStartedGoogleSignIn(): string | null {
  try {
    const value = window.sessionStorage.getItem(STARTED_KEY);
    window.sessionStorage.removeItem(STARTED_KEY);
    return value;
  } catch {
    return null;
  }
}

/** The page to go to after the sign-in this tab started, forgotten as it is read; judged again. */
export function takeGoogleSignInReturnPath(): string | null {
  try {
    const value = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}

/** 128 random bits as 22 url-safe characters (the server accepts 22 to 64 of them). */
function randomUrlSafeValue(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
