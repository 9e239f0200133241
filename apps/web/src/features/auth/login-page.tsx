import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGE_DISPLAY_MS, REDIRECT_DELAY_MS } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { showAccountLanguage } from '../../lib/account-language';
import { ApiError, errorText } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { paths, type LoginPageState } from '../../lib/paths';
import { readRememberedIdentifier, rememberIdentifier } from '../../lib/remembered-identifier';
import { returnPathFrom, withReturnPath } from '../../lib/return-path';
import { setSession } from '../../lib/session';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { afterHydration, readOnDevice } from '../../lib/hydration';
import { hasPendingHandedOverSignIn, takeHandedOverSignIn } from '../../lib/sign-in-handover';
import { useSubmission } from '../../lib/use-submission';
import { useTimeout } from '../../lib/use-timeout';
import { logIn } from './api/log-in';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { IdentifierField } from './identifier-field';
import { ReturnNote } from './return-note';
import { SocialSignIn } from './social-sign-in';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

const loginResolver = lazyResolver(() => import('./login-validation').then((module) => module.loginResolver));

/**
 * docs/product.md §2 Login: e-mail or phone and password, Remember Me, Google (when on), links to reset and
 * sign up. After signing in: the page the person was going to (`?next=`), else /dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const schedule = useTimeout();
  const [handedOver] = useState(() => (location.state ?? {}) as LoginPageState);
  const [returnPath] = useState(() => returnPathFrom(location.search));
  const [remembered] = useState(() => readOnDevice(readRememberedIdentifier, null));
  // 'Not me' is offered for an identifier this device remembered, not for one just signed up with.
  const [isShowingRemembered, setIsShowingRemembered] = useState(remembered !== null && !handedOver.identifier);
  // A login sent as a plain form before the script ran, handed over at start (lib/sign-in-handover.ts).
  const [wasHandedOver] = useState(hasPendingHandedOverSignIn);
  const [handedOverError] = useState(() => handedOverErrorText(handedOver, t));
  const flash = useFlashMessage(
    MESSAGE_DISPLAY_MS.authError,
    wasHandedOver ? { tone: 'success', text: successText(returnPath, t) } : handedOverError ? { tone: 'error', text: handedOverError } : null,
  );
  const { isSubmitting, submit } = useSubmission();
  const [hasSignedIn, setHasSignedIn] = useState(wasHandedOver);
  const [isAuthenticating, setIsAuthenticating] = useState(false);
  const { register, handleSubmit, clearErrors, control, formState, setValue, setFocus } = useForm({
    resolver: loginResolver,
    defaultValues: { identifier: handedOver.identifier ?? remembered ?? '', password: '', rememberMe: remembered !== null },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.authError);
  const rememberMe = useWatch({ control, name: 'rememberMe' }) ?? false;

  // An error handed over by the previous route (the social callback, an expired session, the
  // server refusing a login sent before the script ran) is shown once; the router state is then
  // dropped so a reload does not show it again.
  const { pathname, search } = location;
  useEffect(() => {
    if (!handedOver.error && !handedOver.refusal && !handedOver.identifier) return;
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [handedOver, navigate, pathname, search]);

  useEffect(() => {
    if (!wasHandedOver) return;
    takeHandedOverSignIn();
    schedule(() => void navigate(returnPath ?? paths.dashboard, { replace: true }), REDIRECT_DELAY_MS.login);
  }, [wasHandedOver, schedule, navigate, returnPath]);

  // A remembered identifier the takeover of the server's page left out (lib/hydration.ts).
  useEffect(() => {
    if (remembered !== null || handedOver.identifier) return;
    return afterHydration(() => {
      const onDevice = readRememberedIdentifier();
      if (onDevice === null) return;
      setValue('identifier', onDevice);
      setValue('rememberMe', true);
      setIsShowingRemembered(true);
    });
  }, [remembered, handedOver, setValue]);

  // Someone else's remembered e-mail or phone (a shared phone, a closed account): forget it here.
  const forgetRemembered = () => {
    rememberIdentifier(null);
    setIsShowingRemembered(false);
    setValue('identifier', '');
    setValue('rememberMe', false);
    setFocus('identifier');
  };

  const onSubmit = handleSubmit((values) =>
    submit(async () => {
      flash.clear();
      try {
        const { accessToken, refreshToken, user, language } = await logIn(values);
        rememberIdentifier(values.rememberMe ? values.identifier : null);
        setSession({ accessToken, refreshToken, user }, { isFromServer: true });
        void showAccountLanguage(language);
        setHasSignedIn(true);
        flash.showSuccess(successText(returnPath, t));
        schedule(() => void navigate(returnPath ?? paths.dashboard, { replace: true }), REDIRECT_DELAY_MS.login);
      } catch (error) {
        flash.showError(loginErrorMessage(error, t));
      }
    }),
  );

  const stopAuthenticating = useCallback(() => setIsAuthenticating(false), []);
  const isBusy = isSubmitting || hasSignedIn || isAuthenticating;

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      lead={t('auth.loginLead')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={withReturnPath(paths.signup, returnPath)} className={authLinkClasses}>
            {t('auth.signupLink')}
          </Link>
        </>
      }
    >
      <ReturnNote returnPath={returnPath} page="login" />
      <FormMessage message={flash.message} />
      {/* A plain form too: sent before the script has run, the server signs in (docs/decisions/0056-pages-sent-as-html.md). */}
      <form noValidate method="post" action={`${paths.login}${search}`} onSubmit={onSubmit} onFocusCapture={loginResolver.preload}>
        <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-4">
          <IdentifierField
            // The server's HTML carries it too, before any script (a login it refused).
            defaultValue={handedOver.identifier ?? remembered ?? ''}
            error={formState.errors.identifier?.message}
            hint={
              isShowingRemembered && (
                <>
                  {t('auth.rememberedOnDevice')}{' '}
                  <button type="button" onClick={forgetRemembered} className={authLinkClasses}>
                    {t('auth.notMe')}
                  </button>
                </>
              )
            }
            {...register('identifier')}
          />
          <PasswordField
            label={t('auth.passwordLabel')}
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-x-4">
            <Checkbox
              label={t('auth.rememberMe')}
              {...register('rememberMe', {
                // Unticking forgets the identifier at once (a shared phone), not only at the next login.
                onChange: (event: { target: { checked: boolean } }) => {
                  if (!event.target.checked) rememberIdentifier(null);
                },
              })}
            />
            <Link to={paths.forgotPassword} className={`inline-flex min-h-11 items-center ${authLinkClasses}`}>
              {t('auth.forgotLink')}
            </Link>
          </div>
          <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
            {isSubmitting ? t('auth.loggingIn') : t('auth.logIn')}
          </Button>
          <SocialSignIn
            label={t('auth.continueWithGoogle')}
            rememberMe={rememberMe}
            isAuthenticating={isAuthenticating}
            onStart={() => setIsAuthenticating(true)}
            onReturn={stopAuthenticating}
          />
        </fieldset>
      </form>
    </AuthLayout>
  );
}

function successText(returnPath: string | null, t: TFunction): string {
  return returnPath ? t('auth.loginSuccessReturning') : t('auth.loginSuccess');
}

function handedOverErrorText({ error, refusal }: LoginPageState, t: TFunction): string | undefined {
  return refusal ? loginErrorMessage(new ApiError(refusal.status, refusal.body), t) : error;
}

/** docs/product.md §8: the words for the answer's code ('User not found!' reads 'Email or phone not registered...'); no answer at all is 'An unexpected error...'. */
function loginErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return t('auth.loginUnexpected');
  return errorText(error, t('auth.loginFailed'));
}
