import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { openServerPage } from '../../lib/full-page';
import { i18n, useTranslation } from '../../lib/i18n';
import { returnPathFrom } from '../../lib/return-path';
import { noteGoogleSignInStarted } from './started-google-sign-in';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/** Where social sign-in starts on the server (docs/product.md §7: a full-page navigation). */
const GOOGLE_SIGN_IN_PATH = '/auth/google';

/**
 * The server gives a Google session 30 days with `rememberMe=true`, like the login form, and
 * hands `client` back with the session so the callback knows this tab asked for it. An account
 * the sign-in creates takes `language`, the one on screen.
 */
function googleSignInPath(rememberMe: boolean, client: string): string {
  const query = new URLSearchParams({ ...(rememberMe ? { rememberMe: 'true' } : {}), client, language: i18n.language });
  return `${GOOGLE_SIGN_IN_PATH}?${query}`;
}

export interface GoogleButtonProps {
  label: string;
  rememberMe?: boolean;
  isAuthenticating: boolean;
  onStart: () => void;
  onReturn: () => void;
}

/**
 * 'Continue with Google' / 'Sign up with Google'. A click leaves the app for the provider;
 * until the page goes, the button reads 'Authenticating...' and the form is disabled.
 * `onReturn` runs when the browser shows this page again from its back/forward cache.
 * The page's `?next=` waits in this tab for the callback, which leads there.
 */
export function GoogleButton({ label, rememberMe = false, isAuthenticating, onStart, onReturn }: GoogleButtonProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturn();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [onReturn]);

  return (
    <Button
      variant="secondary"
      isFullWidth
      isLoading={isAuthenticating}
      onClick={() => {
        onStart();
        openServerPage(googleSignInPath(rememberMe, noteGoogleSignInStarted(returnPathFrom(search))));
      }}
    >
      {!isAuthenticating && <GoogleLogo />}
      {isAuthenticating ? t('auth.authenticating') : label}
    </Button>
  );
}

/** Google's four-colour "G", as its brand guidelines ask for on sign-in buttons. */
function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
