import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function BecomeSellerPage() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader title={t('sellers.becomeSellerTitle')} lead={t('sellers.becomeSellerLead')} />
    </Page>
  );
}
