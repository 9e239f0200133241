import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function MyServicesPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('sellers.myServicesTitle')} lead={t('sellers.myServicesLead')} />
    </Page>
  );
}
