import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';
import { useSupportContact } from '../../lib/support-contact';

export function CareersPage() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  return (
    <Page width="narrow">
      <PageHeader title={t('company.careersTitle')} lead={contact ? t('company.careersText', { email: contact.email }) : t('company.careersLead')} />
    </Page>
  );
}
