import { Page, PageHeader } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useSupportContact } from '../../lib/support-contact';
import { addLegalWords } from '../../lib/legal-words';
import { useTranslation } from '../../lib/i18n';

addLegalWords();

/** /careers: a small team, no open roles listed, and how to reach us (support's e-mail once known). */
export function CareersPage() {
  const { t } = useTranslation('legal');
  const contact = useSupportContact();
  return (
    <Page width="narrow">
      <PageHeader title={t('careers.title')} lead={t('careers.lead')} />
      <section>
        <h2 className="text-xl font-bold text-ink">{t('careers.openRolesHeading')}</h2>
        <p className="mt-3 leading-relaxed">{t('careers.openRolesText')}</p>
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-bold text-ink">{t('careers.getInTouchHeading')}</h2>
        <p className="mt-3 leading-relaxed">{t('careers.getInTouchText')}</p>
        {contact && (
          <p className="mt-3">
            <a href={`mailto:${contact.email}`} className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t('careers.writeTo', { email: contact.email })}
            </a>
          </p>
        )}
        <div className="mt-5">
          {/* Its Kiswahili words are longer than a 360 px phone is wide: they wrap (buttons do not). */}
          <ButtonLink to={paths.contact} variant="secondary" className="h-auto min-h-11 max-w-full py-2 text-center">
            <span className="whitespace-normal">{t('careers.contactPage')}</span>
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
