import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../components/page';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { PrivacySettings } from './privacy-settings';
import { SettingsMenu } from './settings-menu';
import { SETTINGS_SECTION_PARAM, findSettingsSection, type SettingsLocationState, type SettingsSectionId } from './settings-sections';
import { SettingsSubpage } from './settings-subpage';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * docs/product.md §2/§4 Settings: a menu, or one sub-page with Back returning to the menu. Focus
 * follows: to the sub-page's heading on opening, back to its tile on returning.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const section = findSettingsSection(searchParams.get(SETTINGS_SECTION_PARAM));
  const sectionId = section?.id ?? null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tileRefs = useRef(new Map<SettingsSectionId, HTMLAnchorElement>());
  const previousSectionId = useRef(sectionId);

  useEffect(() => {
    const previous = previousSectionId.current;
    previousSectionId.current = sectionId;
    if (previous === sectionId) return;
    if (sectionId) headingRef.current?.focus();
    else if (previous) tileRefs.current.get(previous)?.focus();
  }, [sectionId]);

  const backToMenu = () => {
    // Opened from the menu: step back in history, so the history holds no extra entry.
    if ((location.state as SettingsLocationState | null)?.isFromMenu) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  return (
    <Page width="narrow">
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      {section ? (
        <SettingsSubpage section={section} headingRef={headingRef} onBack={backToMenu}>
          {section.id === 'change-password' && <ChangePasswordForm />}
          {section.id === 'delete-account' && <DeleteAccountForm />}
          {section.id === 'notifications' && <NotificationPreferencesForm />}
          {section.id === 'privacy' && <PrivacySettings />}
          {section.isComingSoon && <p className="text-ink">{t('settings.comingSoonText')}</p>}
        </SettingsSubpage>
      ) : (
        <SettingsMenu tileRefs={tileRefs} />
      )}
    </Page>
  );
}
