import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGE_DISPLAY_MS, REDIRECT_DELAY_MS } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, errorText } from '../../lib/api';
import { paths, type LoginPageState } from '../../lib/paths';
import { returnPathFrom, withReturnPath } from '../../lib/return-path';
import { useFadingFieldErrors, useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useScriptReady } from '../../lib/use-script-ready';
import { useTimeout } from '../../lib/use-timeout';
import { lazyResolver } from '../../lib/lazy-resolver';
import { signUp } from './api/sign-up';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { addConsentWords } from './consent-words';
import { IdentifierField } from './identifier-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ReturnNote } from './return-note';
import { SocialSignIn } from './social-sign-in';
import { TermsCheckbox } from './terms-checkbox';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

addConsentWords();

// The rules (the shared schema, zod with it) download on the form's first focus or check.
const signupResolver = lazyResolver(() => import('./signup-validation').then((module) => module.signupResolver));

/**
 * docs/product.md §2 Signup: name, e-mail or phone, password with a strength meter, confirmation;
 * news and offers by e-mail only if ticked, and 18 or over with the terms accepted, required; then
 * /login, which still leads to the page the person was going to (`?next=`).
 */
export function SignupPage() {
  const isScriptReady = useScriptReady();
  const { t } = useTranslation(['translation', 'consent']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [returnPath] = useState(() => returnPathFrom(search));
  const schedule = useTimeout();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.authError);
  const { isSubmitting, submit } = useSubmission();
  const [hasSignedUp, setHasSignedUp] = useState(false);
  const [isAuthenticating, setIsAuthenticating] = useState(false);
  const { register, handleSubmit, clearErrors, control, formState } = useForm({
    resolver: signupResolver,
    defaultValues: { name: '', identifier: '', password: '', confirmPassword: '', news: false, adult: false },
  });
  useFadingFieldErrors(formState.errors, clearErrors, MESSAGE_DISPLAY_MS.authError);
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit((values) =>
    submit(async () => {
      flash.clear();
      try {
        // Here already: the form's check loaded it.
        const { toSignupRequest } = await import('./signup-validation');
        await signUp(toSignupRequest(values));
        setHasSignedUp(true);
        flash.showSuccess(t('auth.signupSuccess'));
        // The login form is pre-filled with the identifier just registered.
        const state: LoginPageState = { identifier: values.identifier };
        schedule(() => void navigate(withReturnPath(paths.login, returnPath), { state }), REDIRECT_DELAY_MS.signup);
      } catch (error) {
        flash.showError(error instanceof ApiError && !error.isNetworkError ? errorText(error, t('auth.signupFailed')) : t('auth.signupUnexpected'));
      }
    }),
  );

  const stopAuthenticating = useCallback(() => setIsAuthenticating(false), []);
  const isBusy = isSubmitting || hasSignedUp || isAuthenticating;

  return (
    <AuthLayout
      title={t('auth.signupTitle')}
      lead={t('auth.signupLead')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={withReturnPath(paths.login, returnPath)} className={authLinkClasses}>
            {t('auth.loginLink')}
          </Link>
        </>
      }
    >
      <ReturnNote returnPath={returnPath} page="signup" />
      <FormMessage message={flash.message} />
      {/* Never a GET with the password in the address: sent before the script has taken the page
          over, it would go as a plain form, which only the script can send (the button waits for it). */}
      <form noValidate method="post" onSubmit={onSubmit} onFocusCapture={signupResolver.preload}>
        <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-4">
          <Field label={t('auth.nameLabel')} autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
          <IdentifierField
            error={formState.errors.identifier?.message}
            {...register('identifier')}
          />
          <PasswordField
            label={t('auth.passwordLabel')}
            autoComplete="new-password"
            hint={password ? <PasswordStrengthMeter password={password} /> : t('auth.signupPasswordHint')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.confirmPasswordLabel')}
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div className="flex flex-col">
            <Checkbox label={t('consent:news')} {...register('news')} />
            <TermsCheckbox error={formState.errors.adult?.message} {...register('adult')} />
          </div>
          <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} disabled={!isScriptReady} className="mt-1">
            {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
          </Button>
          <SocialSignIn
            label={t('auth.signUpWithGoogle')}
            isAuthenticating={isAuthenticating}
            onStart={() => setIsAuthenticating(true)}
            onReturn={stopAuthenticating}
          />
        </fieldset>
      </form>
    </AuthLayout>
  );
}
