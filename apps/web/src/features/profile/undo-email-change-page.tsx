import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';
import { undoEmailChange } from './api/undo-email-change';
import { EmailLinkPage } from './email-link-page';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * /undo-email-change?token=...: the link mailed to the old address puts it back. The server
 * has ended every session, this device's too, so it forgets its own at once; the person then
 * sets a new password through Forgot password, which mails the restored address.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  return (
    <EmailLinkPage
      title={t('profile.emailChange.undoTitle')}
      lead={t('profile.emailChange.undoLead')}
      explanation={t('profile.emailChange.undoExplain')}
      actionLabel={t('profile.emailChange.undo')}
      pendingLabel={t('profile.emailChange.undoing')}
      send={undoEmailChange}
      doneText={t('profile.emailChange.undone')}
      onDone={clearSession}
      next={
        <ButtonLink to={paths.forgotPassword} size="lg" isFullWidth>
          {t('profile.emailChange.setNewPassword')}
        </ButtonLink>
      }
    />
  );
}
