import { useSignInOptions } from './api/get-sign-in-options';
import { GoogleButton, type GoogleButtonProps } from './google-button';
import { OrDivider } from './or-divider';

/**
 * The 'or' rule and the Google button, only when the server has Google sign-in on: without
 * its client the button could only lead to a failure. Known before the page's first paint.
 */
export function SocialSignIn(props: GoogleButtonProps) {
  const { google } = useSignInOptions();
  if (!google) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton {...props} />
    </>
  );
}
