import { useState } from 'react';
import { Link } from 'react-router';
import { SearchX, Users } from 'lucide-react';
import { categories, type Category } from '@fundi/shared';
import { CategoryIcon } from '../../components/category-icon';
import { CategoryImage } from '../../components/category-image';
import { Page, PageHeader } from '../../components/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchField } from '../../components/ui/search-field';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useCategoryCounts } from './api/get-category-counts';
import { searchCategories } from './catalogue-model';
import { useTranslation, i18n } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/** /services: a card per category with its number of professionals, and a search box (docs/product.md §2). */
export function ServicesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const counts = useCategoryCounts();
  // The words on screen and the English ones: people type 'plumbing' whatever the page's language.
  const english = i18n.translatorFor('translation', 'en');
  const shown = searchCategories(categories, query, ({ id }) =>
    [t(`categoryNames.${id}`), t(`services.descriptions.${id}`), english(`categoryNames.${id}`), english(`services.descriptions.${id}`)].join(' '),
  );

  return (
    <Page>
      <PageHeader title={t('services.title')} lead={t('services.lead')} />
      <SearchField
        label={t('services.searchLabel')}
        isLabelHidden
        value={query}
        onChange={setQuery}
        placeholder={t('services.searchPlaceholder')}
        className="mb-8 max-w-xl"
      />
      <div role="status" className="empty:hidden">
        {shown.length === 0 && (
          <EmptyState
            icon={<SearchX className="size-7" />}
            title={t('services.noResults', { query: query.trim() })}
            action={
              <Button variant="secondary" onClick={() => setQuery('')}>
                {t('services.clearSearch')}
              </Button>
            }
          >
            {t('services.noResultsHint')}
          </EmptyState>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((category, index) => (
            <li key={category.id}>
              <CategoryCard
                category={category}
                count={counts.data ? (counts.data.get(category.id) ?? 0) : undefined}
                isCounting={counts.isPending}
                isFirst={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** `isFirst`: the card a phone shows first, whose picture is the page's largest paint, so it downloads at once. */
function CategoryCard({ category, count, isCounting, isFirst }: { category: Category; count: number | undefined; isCounting: boolean; isFirst: boolean }) {
  const { t } = useTranslation();
  const nameId = useElementId();
  const countId = useElementId();
  return (
    <Link
      to={paths.category(category.id)}
      aria-labelledby={nameId}
      aria-describedby={count === undefined ? undefined : countId}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-[box-shadow,border-color,transform] hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised"
    >
      <div className="relative">
        <CategoryImage
          category={category}
          sizes="(min-width: 1280px) 272px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
          className="w-full"
          isEager={isFirst}
        />
        <span
          className="absolute -bottom-6 left-5 grid size-12 place-items-center rounded-xl bg-white text-brand-700 shadow-card ring-1 ring-line transition-colors group-hover:bg-brand-700 group-hover:text-white"
          aria-hidden="true"
        >
          <CategoryIcon name={category.icon} className="size-6" />
        </span>
      </div>
      <div className="flex flex-1 flex-col px-5 pt-9 pb-5">
        <h2 id={nameId} className="text-lg font-bold text-ink">
          {t(`categoryNames.${category.id}`)}
        </h2>
        <p className="mt-1 line-clamp-3 flex-1 text-sm text-muted">{t(`services.descriptions.${category.id}`)}</p>
        {/* A div: while counting it holds a skeleton, and a <p> may not hold a <div>. */}
        <div className="mt-4 flex min-h-6 items-center gap-2 text-sm font-semibold text-brand-700">
          {isCounting ? (
            <Skeleton className="h-5 w-32" />
          ) : (
            count !== undefined && (
              <>
                <Users className="size-4" aria-hidden="true" />
                <span id={countId}>{t('services.professionals', { count })}</span>
              </>
            )
          )}
        </div>
      </div>
    </Link>
  );
}
