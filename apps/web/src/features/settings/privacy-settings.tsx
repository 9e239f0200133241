import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { addNotificationWords } from '../../lib/notification-words';
import { paths } from '../../lib/paths';
import { downloadMyData } from './api/download-my-data';
import { SETTINGS_SECTION_PARAM } from './settings-sections';
import { useTranslation } from '../../lib/i18n';

addNotificationWords();

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Settings > Privacy Settings (docs/privacy.md): download everything Fundi holds about you, see
 * what you agreed to, and where each of your rights under Kenya's Data Protection Act is used.
 */
export function PrivacySettings() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadMyData();
      toast.success(t('privacy.data.downloaded'));
    } catch {
      toast.error(t('privacy.data.failed'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Part title={t('privacy.data.title')} text={t('privacy.data.text')}>
        <Button onClick={() => void download()} isLoading={isDownloading}>
          {!isDownloading && <Download className="size-4" aria-hidden="true" />}
          {isDownloading ? t('privacy.data.downloading') : t('privacy.data.download')}
        </Button>
      </Part>
      <Part title={t('privacy.consents.title')} text={t('privacy.consents.text')}>
        <LinkList
          links={[
            [paths.terms, t('privacy.consents.terms')],
            [paths.privacy, t('privacy.consents.privacyNotice')],
            [`${paths.settings}?${SETTINGS_SECTION_PARAM}=notifications`, t('privacy.consents.news')],
          ]}
        />
      </Part>
      <Part title={t('privacy.rights.title')} text={t('privacy.rights.text')}>
        <LinkList
          links={[
            [paths.profile, t('privacy.rights.correct')],
            [`${paths.settings}?${SETTINGS_SECTION_PARAM}=delete-account`, t('privacy.rights.erase')],
          ]}
        />
      </Part>
    </div>
  );
}

function Part({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-start gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="text-muted">{text}</p>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: Array<[string, string]> }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className={linkClasses}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
