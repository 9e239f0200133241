import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../components/page';

export type LegalDocument = 'terms' | 'privacy' | 'cookies';

/** /terms, /privacy and /cookies: short static texts (SPEC does not show these screens). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader title={t(`legal.${document}Title`)} />
      <p className="text-lg leading-relaxed text-ink">{t(`legal.${document}Text`)}</p>
    </Page>
  );
}
