import { paths } from '../../lib/paths';

// The social sign-in callback arrives with the tokens in its query string. They must not
// stay in the address bar (shoulder surfing, screenshots, history, a shared link), so the
// query is taken out of it at boot, before anything else runs, and kept here in memory.
let capturedQuery: string | null = null;

/** Boot step: on the callback route, moves the query from the address bar into memory. */
export function takeGoogleCallbackQuery(): void {
  if (window.location.pathname !== paths.googleCallback || !window.location.search) return;
  capturedQuery = window.location.search;
  removeCallbackQueryFromAddressBar();
}

/** Replaces the address with the bare callback path (keeping the router's history state). */
export function removeCallbackQueryFromAddressBar(): void {
  if (window.location.pathname === paths.googleCallback && window.location.search) {
    window.history.replaceState(window.history.state, '', paths.googleCallback);
  }
}

/** The callback's query: the one taken at boot, else the router's (an in-app visit). */
export function googleCallbackParams(routerSearch: string): URLSearchParams {
  return new URLSearchParams(capturedQuery ?? routerSearch);
}
