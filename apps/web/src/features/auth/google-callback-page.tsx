import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_TEXTS } from '@fundi/shared';
import { Spinner } from '../../components/ui/spinner';
import { paths, type LoginPageState } from '../../lib/paths';
import { clearSession, setSession, setTokens, useSession } from '../../lib/session';
import { loadSessionUser } from '../../lib/session-check';
import { AuthLayout } from './auth-layout';
import { googleCallbackParams, removeCallbackQueryFromAddressBar } from './google-callback-params';

/**
 * The social sign-in return point, SPEC §2's FIRST declaration: reads accessToken,
 * refreshToken (and userId, name, email, role, which the user loaded from
 * /auth/validate-token supersedes) or error from the query.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once only (React's strict mode runs effects twice in development).
    if (hasStarted.current) return;
    hasStarted.current = true;
    removeCallbackQueryFromAddressBar();
    void completeGoogleSignIn(googleCallbackParams(search)).then((error) => {
      if (error) {
        const state: LoginPageState = { error };
        void navigate(paths.login, { replace: true, state });
      } else {
        void navigate(paths.dashboard, { replace: true });
      }
    });
  }, [navigate, search]);

  return (
    <AuthLayout title={t('auth.callbackTitle')} lead={t('auth.callbackLead')}>
      <div className="flex justify-center py-4 text-brand-700">
        <Spinner label={t('common.loading')} className="size-8" />
      </div>
    </AuthLayout>
  );
}

/** Stores the session the provider handed back; resolves to the error to show on /login, or null. */
async function completeGoogleSignIn(params: URLSearchParams): Promise<string | null> {
  if (params.has('error')) return LOGIN_TEXTS.googleFailed;
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  // Both or nothing: keeping an older stored refresh token beside a new account's access
  // token would mix two sessions.
  if (!accessToken || !refreshToken) return LOGIN_TEXTS.invalidGoogleResponse;
  setTokens({ accessToken, refreshToken }, { isFromServer: true });
  try {
    const user = await loadSessionUser();
    const current = useSession.getState();
    if (!user || !current.accessToken) throw new Error('validate-token gave no user');
    setSession({ accessToken: current.accessToken, refreshToken: current.refreshToken, user });
    return null;
  } catch {
    clearSession();
    return LOGIN_TEXTS.googleFailed;
  }
}
