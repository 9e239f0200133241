import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isGoogleSignInErrorCode, type Language, type User } from '@fundi/shared';
import { Spinner } from '../../components/ui/spinner';
import { paths, type LoginPageState } from '../../lib/paths';
import { withReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { completeGoogleSignIn, revokeUnusedSession, switchToAccount, type CallbackTokens, type GoogleSignInOutcome } from './complete-google-sign-in';
import { ChooseAccountScreen, StillSignedInScreen } from './google-callback-screens';
import { googleCallbackParams, removeCallbackQueryFromAddressBar } from './google-callback-params';
import { takeGoogleSignInReturnPath, takeStartedGoogleSignIn } from './started-google-sign-in';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

type Screen =
  | { kind: 'working' }
  | { kind: 'choose-account'; current: User; next: User; language: Language; tokens: CallbackTokens; destination: string }
  | { kind: 'still-signed-in'; error: string; current: User };

/**
 * The social sign-in return point, docs/product.md §2's FIRST declaration: reads accessToken,
 * refreshToken (and userId, name, email, role, which the user loaded from
 * /auth/validate-token supersedes) or error from the query, and `client`, which must be the
 * value this tab kept when it left for Google
 * (docs/decisions/0014-google-sign-in-finishes-where-it-started.md). Signed in, it leads to the
 * page the login page was going to (kept in this tab), else /dashboard.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hasStarted = useRef(false);
  const [screen, setScreen] = useState<Screen>({ kind: 'working' });

  useEffect(() => {
    // Once only (React's strict mode runs effects twice in development).
    if (hasStarted.current) return;
    hasStarted.current = true;
    removeCallbackQueryFromAddressBar();
    const startedHere = takeStartedGoogleSignIn();
    const returnPath = takeGoogleSignInReturnPath();
    const destination = returnPath ?? paths.dashboard;
    void completeGoogleSignIn(googleCallbackParams(search), startedHere).then((outcome) => {
      if (outcome.kind === 'signed-in') {
        void navigate(destination, { replace: true });
        return;
      }
      if (outcome.kind === 'choose-account') {
        setScreen({ ...outcome, destination });
        return;
      }
      const error = outcome.reason === 'not-started-here' ? t('auth.googleNotStartedHere') : refusalText(outcome, t);
      const current = useSession.getState().user;
      if (current) {
        setScreen({ kind: 'still-signed-in', error, current });
      } else {
        // Back to the login page, still headed where the person was going.
        const state: LoginPageState = { error };
        void navigate(withReturnPath(paths.login, returnPath), { replace: true, state });
      }
    });
  }, [navigate, search, t]);

  if (screen.kind === 'choose-account') {
    const { current, next, language, tokens, destination } = screen;
    return (
      <ChooseAccountScreen
        current={current}
        next={next}
        onStay={() => {
          revokeUnusedSession(tokens);
          void navigate(destination, { replace: true });
        }}
        onSwitch={() => {
          switchToAccount(next, language, tokens);
          void navigate(destination, { replace: true });
        }}
      />
    );
  }
  if (screen.kind === 'still-signed-in') return <StillSignedInScreen error={screen.error} current={screen.current} />;
  return (
    <AuthLayout title={t('auth.callbackTitle')} lead={t('auth.callbackLead')}>
      <div className="flex justify-center py-4 text-brand-700">
        <Spinner label={t('common.loading')} className="size-8" />
      </div>
    </AuthLayout>
  );
}

/**
 * Why a sign-in failed: the words for the server's reason (cancelled at Google, expired, another
 * browser...) when its code is one of Google sign-in's, else the spec's general text, since anyone
 * can make up a callback link; the spec's text for one that came back malformed.
 */
function refusalText(outcome: Extract<GoogleSignInOutcome, { kind: 'refused' }>, t: TFunction): string {
  if (outcome.reason === 'invalid-response') return t('auth.googleInvalidResponse');
  return isGoogleSignInErrorCode(outcome.code) ? t(`errors.${outcome.code}`) : t('auth.googleFailed');
}
