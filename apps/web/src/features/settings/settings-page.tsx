import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
    </Page>
  );
}
