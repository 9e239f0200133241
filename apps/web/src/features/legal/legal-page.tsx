import { LEGAL_DOCUMENTS, type LegalDocument } from '@fundi/shared';
import { Page, PageHeader } from '../../components/page';
import { formatShortDate } from '../../lib/format';
import type { DocumentWords } from '../../locales/en/legal/document';
import { DocumentSection } from './document-section';
import { addLegalWords } from '../../lib/legal-words';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addLegalWords();

/**
 * /terms, /privacy and /cookies: the document with its version and date (the ones sign-up records
 * as accepted, @fundi/shared LEGAL_DOCUMENTS), a contents list linking to each section, then the
 * sections. A narrow column of short paragraphs, for reading on a phone.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation('legal');
  const contentsId = useElementId();
  const words: DocumentWords = i18n.words('legal', document);
  const { version, date } = LEGAL_DOCUMENTS[document];
  const sections = Object.entries(words.sections);
  // Noon in Nairobi's day, so no time zone moves the date to the day before.
  const updated = formatShortDate(new Date(`${date}T12:00:00Z`), { year: true });
  return (
    <Page width="narrow">
      <PageHeader
        title={words.title}
        lead={
          <>
            {words.summary}
            <span className="mt-3 block text-sm">
              {t('page.version', { version })} · {t('page.updated', { date: updated })}
            </span>
          </>
        }
      />
      <nav aria-labelledby={contentsId} className="rounded-card border border-line bg-white p-5 shadow-card">
        <p id={contentsId} className="font-bold text-ink">
          {t('page.contents')}
        </p>
        <ol className="mt-2 list-decimal pl-5 marker:text-muted">
          {sections.map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-block py-1.5 font-medium text-brand-700 underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(([id, section]) => (
        <DocumentSection key={id} id={id} words={section} />
      ))}
    </Page>
  );
}
