import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';
import { supportContact } from '../../lib/support-contact';

export function CareersPage() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader title={t('company.careersTitle')} lead={t('company.careersText', { email: supportContact.email })} />
    </Page>
  );
}
