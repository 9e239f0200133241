import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function AddServicePage() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader title={t('sellers.addServiceTitle')} lead={t('sellers.addServiceLead')} />
    </Page>
  );
}
