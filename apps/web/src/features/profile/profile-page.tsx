import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
    </Page>
  );
}
