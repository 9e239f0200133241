import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, SearchX } from 'lucide-react';
import { findCategory, formatKsh } from '@fundi/shared';
import { CategoryIcon } from '../../components/category-icon';
import { Card, Page } from '../../components/page';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** /services/{category}: the category's name and its sample services; professionals come later. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const category = findCategory(categoryId);

  if (!category) return <UnknownCategory id={categoryId} />;

  return (
    <>
      <div className="border-b border-line bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:px-6">
          <ButtonLink to={paths.services} variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('category.back')}
          </ButtonLink>
          <div className="mt-4 flex items-center gap-4">
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white" aria-hidden="true">
              <CategoryIcon name={category.icon} className="size-7" />
            </span>
            <div className="min-w-0">
              <CategoryHeading title={category.name} />
              <p className="mt-1 text-muted">{t('category.lead', { name: category.name.toLowerCase() })}</p>
            </div>
          </div>
          <p className="mt-4 max-w-3xl text-ink">{category.description}</p>
        </div>
      </div>

      <Page>
        <section aria-labelledby="popular-services">
          <h2 id="popular-services" className="text-xl font-bold text-ink">
            {t('category.popular')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {category.samples.map((sample) => (
              <li key={sample.title}>
                <Card className="flex h-full flex-col justify-between gap-3 p-4">
                  <h3 className="font-semibold text-ink">{sample.title}</h3>
                  <p className="text-sm font-semibold text-brand-700">
                    {t('category.fromPrice', { price: formatKsh(sample.fromPrice) })}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </Page>
    </>
  );
}

/** The page's h1, inside the category hero. */
function CategoryHeading({ title }: { title: string }) {
  usePageTitle(title);
  return <h1 className="truncate text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>;
}

function UnknownCategory({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('category.notFoundTitle'));
  return (
    <Page>
      <EmptyState
        headingLevel={1}
        icon={<SearchX className="size-7" />}
        title={t('category.notFoundTitle')}
        action={<ButtonLink to={paths.services}>{t('category.allCategories')}</ButtonLink>}
      >
        {t('category.notFoundText', { id })}
      </EmptyState>
    </Page>
  );
}
