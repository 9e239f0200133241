import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('orders.title')} lead={t('orders.lead')} />
    </Page>
  );
}
