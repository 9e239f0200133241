import { Page, PageHeader } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { addLegalWords } from '../../lib/legal-words';
import { useTranslation } from '../../lib/i18n';

addLegalWords();

/** /blog: honest about having no articles yet, what they will be about, and how to hear of them. */
export function BlogPage() {
  const { t, i18n } = useTranslation('legal');
  const topics = Object.entries(i18n.words('legal', 'blog.topics'));
  return (
    <Page width="narrow">
      <PageHeader title={t('blog.title')} lead={t('blog.lead')} />
      <section>
        <h2 className="text-xl font-bold text-ink">{t('blog.topicsHeading')}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed marker:text-brand-600">
          {topics.map(([key, topic]) => (
            <li key={key}>{topic}</li>
          ))}
        </ul>
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-bold text-ink">{t('blog.hearHeading')}</h2>
        <p className="mt-3 leading-relaxed">{t('blog.hearText')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to={`${paths.settings}?section=notifications`}>{t('blog.notificationPreferences')}</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            {t('blog.home')}
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
