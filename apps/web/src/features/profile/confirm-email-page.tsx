import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { confirmEmail } from './api/confirm-email';
import { EmailLinkPage } from './email-link-page';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** /confirm-email?token=...: the link sent to a new e-mail address makes it the account's. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isSignedIn = useSession((state) => state.user !== null);
  return (
    <EmailLinkPage
      title={t('profile.emailChange.confirmTitle')}
      lead={t('profile.emailChange.confirmLead')}
      actionLabel={t('profile.emailChange.confirm')}
      pendingLabel={t('profile.emailChange.confirming')}
      send={confirmEmail}
      doneText={t('profile.emailChange.confirmed')}
      // Signed in on this device: My Profile shows the new address, not the one cached.
      onDone={() => void queryClient.invalidateQueries({ queryKey: queryRoots.profile })}
      next={
        <ButtonLink to={isSignedIn ? paths.profile : paths.login} size="lg" isFullWidth>
          {isSignedIn ? t('profile.emailChange.goToProfile') : t('profile.emailChange.goToLogin')}
        </ButtonLink>
      }
    />
  );
}
