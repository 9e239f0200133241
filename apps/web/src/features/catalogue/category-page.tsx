import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ArrowLeft, BadgeCheck, SearchX, UserSearch } from 'lucide-react';
import { PROFESSIONALS_SEARCH_MAX, findCategory, formatKsh, type Category, type ProfessionalService } from '@fundi/shared';
import { CategoryIcon } from '../../components/category-icon';
import { CategoryImage } from '../../components/category-image';
import { Page } from '../../components/page';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchField } from '../../components/ui/search-field';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useProfessionals } from './api/get-professionals';
import { professionalCards, type Professional } from './catalogue-model';
import { chipClasses, LoadFailed, nextPageOf, ProfessionalGrid, ProfessionalGridSkeleton } from './listing-parts';
import { useTranslation } from '../../lib/i18n';
import { HydrateLater } from '../../components/hydrate-later';

/** How long the search waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface CategoryPageProps {
  /** Book opens the booking dialog (the orders feature) for one of the card's services; the app shell wires it. */
  onBook: (professional: Professional, service: ProfessionalService) => void;
  /** Chat opens the chat dialog (the messages feature); the app shell wires it. */
  onChat: (professional: Professional) => void;
}

/** /services/{category}: the category's samples and its professionals (docs/product.md §2). */
export function CategoryPage(props: CategoryPageProps) {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  if (!categoryId.trim()) return <MissingCategory title={t('category.noCategory')} />;
  const category = findCategory(categoryId);
  if (!category) return <MissingCategory title={t('category.notFoundTitle')} text={t('category.notFoundText', { id: categoryId })} />;
  return <CategoryView key={category.id} category={category} {...props} />;
}

function CategoryView({ category, onBook, onChat }: CategoryPageProps & { category: Category }) {
  const { t } = useTranslation();
  const name = t(`categoryNames.${category.id}`);
  usePageTitle(name);
  const [query, setQuery] = useState('');
  const [town, setTown] = useState<string | null>(null);
  // In the address (?verified=true), so a link or a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const isVerifiedOnly = searchParams.get('verified') === 'true';
  const setVerifiedOnly = (isOn: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isOn) next.set('verified', 'true');
        else next.delete('verified');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <HydrateLater name="category-header">
        <div className="border-b border-line bg-brand-50">
          <div className="mx-auto flex max-w-6xl items-center gap-8 px-4 pt-4 pb-6 sm:px-6 sm:pt-6 sm:pb-8">
            <div className="min-w-0 flex-1">
              <ButtonLink to={paths.services} variant="ghost" size="sm" className="-ml-3">
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('category.back')}
              </ButtonLink>
              <div className="mt-3 flex items-center gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:size-14" aria-hidden="true">
                  <CategoryIcon name={category.icon} className="size-6 sm:size-7" />
                </span>
                <div className="min-w-0">
                  <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{name}</h1>
                  <p className="mt-0.5 text-muted">{t(`category.leads.${category.id}`)}</p>
                </div>
              </div>
              <p className="mt-4 hidden max-w-2xl text-ink sm:block">{t(`services.descriptions.${category.id}`)}</p>
              <SearchField
                label={t('category.searchLabel')}
                isLabelHidden
                value={query}
                onChange={setQuery}
                placeholder={t('category.searchPlaceholder')}
                maxLength={PROFESSIONALS_SEARCH_MAX}
                className="mt-5 max-w-xl"
              />
            </div>
            <CategoryImage category={category} sizes="320px" className="hidden w-80 shrink-0 rounded-card shadow-raised md:block" />
          </div>
        </div>
      </HydrateLater>

      <Page className="flex flex-col gap-10">
        <HydrateLater name="category-samples">
          <section aria-labelledby="popular-services">
            <h2 id="popular-services" className="text-xl font-bold text-ink">
              {t('category.popular')}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {category.samples.map((sample) => (
                <li key={sample.id} className="flex flex-col justify-between gap-2 rounded-card border border-line bg-white p-3 shadow-card sm:p-4">
                  <h3 className="text-sm font-semibold text-ink sm:text-base">{t(`services.samples.${sample.id}`)}</h3>
                  <p className="text-sm font-bold whitespace-nowrap text-brand-700">{t('category.fromPrice', { price: formatKsh(sample.fromPrice) })}</p>
                </li>
              ))}
            </ul>
          </section>
        </HydrateLater>

        <HydrateLater name="category-professionals">
          <Professionals
            category={category}
            query={query}
            onClearQuery={() => setQuery('')}
            town={town}
            onTownChange={setTown}
            isVerifiedOnly={isVerifiedOnly}
            onVerifiedOnlyChange={setVerifiedOnly}
            onBook={onBook}
            onChat={onChat}
          />
        </HydrateLater>
      </Page>
    </>
  );
}

function Professionals({
  category,
  query,
  onClearQuery,
  town,
  onTownChange,
  isVerifiedOnly,
  onVerifiedOnlyChange,
  onBook,
  onChat,
}: CategoryPageProps & {
  category: Category;
  query: string;
  onClearQuery: () => void;
  town: string | null;
  onTownChange: (town: string | null) => void;
  isVerifiedOnly: boolean;
  onVerifiedOnlyChange: (isOn: boolean) => void;
}) {
  const { t } = useTranslation();
  const viewerId = useSession((state) => state.user?.id);
  // The server searches the whole category, so it is asked once the typing pauses.
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const listing = useProfessionals(category.id, { search, town, isVerifiedOnly });
  const pages = listing.data?.pages;
  const categoryName = t(`categoryNames.${category.id}`);
  const cards = useMemo(() => (pages ? professionalCards(pages, () => categoryName) : []), [pages, categoryName]);
  const first = pages?.[0];
  const towns = first?.towns ?? [];
  const isFiltered = Boolean(search || town || isVerifiedOnly);
  // A new search or town keeps the previous cards on screen, dimmed, until its answer comes.
  const isRefreshing = listing.isPlaceholderData;

  return (
    <section aria-labelledby="professionals">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="professionals" className="text-xl font-bold text-ink">
          {t('category.professionals')}
        </h2>
        {first && (
          <p role="status" className="text-sm font-semibold text-muted">
            {t('category.professionalsCount', { count: first.total })}
          </p>
        )}
      </div>

      <button
        type="button"
        aria-pressed={isVerifiedOnly}
        onClick={() => onVerifiedOnlyChange(!isVerifiedOnly)}
        className={cn(chipClasses(isVerifiedOnly), 'mt-4 inline-flex items-center gap-1.5')}
      >
        <BadgeCheck className="size-4" aria-hidden="true" />
        {t('category.verifiedOnly')}
      </button>
      {listing.isPending && (
        // Where the town filter will be, so the cards do not move down when it arrives.
        <div className="mt-4 flex gap-2 overflow-hidden pb-1">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-24 shrink-0 rounded-full" />
          ))}
        </div>
      )}
      {towns.length > 1 && (
        <div role="group" aria-label={t('category.townFilter')} className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {[null, ...towns.map(({ name }) => name)].map((choice) => (
            <button
              key={choice ?? 'all'}
              type="button"
              aria-pressed={town === choice}
              onClick={() => onTownChange(choice)}
              className={chipClasses(town === choice)}
            >
              {choice ?? t('category.allTowns')}
            </button>
          ))}
        </div>
      )}

      <div className="mt-5">
        {listing.isPending ? (
          <ProfessionalGridSkeleton />
        ) : listing.isError && !first ? (
          <LoadFailed message={t('category.loadFailed')} retry={t('category.retry')} isRetrying={listing.isFetching} onRetry={() => void listing.refetch()} />
        ) : cards.length === 0 && !isFiltered ? (
          <EmptyState headingLevel={3} icon={<UserSearch className="size-7" />} title={t('category.noProfessionals')}>
            {t('category.noProfessionalsHint')}
          </EmptyState>
        ) : cards.length === 0 && !search && !town ? (
          <EmptyState
            headingLevel={3}
            icon={<BadgeCheck className="size-7" />}
            title={t('category.noVerified')}
            action={
              <Button variant="secondary" onClick={() => onVerifiedOnlyChange(false)}>
                {t('category.showEveryone')}
              </Button>
            }
          >
            {t('category.noVerifiedHint')}
          </EmptyState>
        ) : cards.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<SearchX className="size-7" />}
            title={t('category.noMatches', { query: search || (town ?? '') })}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  onClearQuery();
                  onTownChange(null);
                  onVerifiedOnlyChange(false);
                }}
              >
                {t('category.clearSearch')}
              </Button>
            }
          >
            {t('category.noMatchesHint')}
          </EmptyState>
        ) : (
          <ProfessionalGrid
            cards={cards}
            viewerId={viewerId}
            isRefreshing={isRefreshing}
            nextPage={nextPageOf(listing)}
            words={{
              shownOf: t('category.shownOf', { shown: cards.length, total: first?.total ?? cards.length }),
              showMore: t('category.showMore'),
              loadFailed: t('category.loadFailed'),
              retry: t('category.retry'),
            }}
            onBook={onBook}
            onChat={onChat}
          />
        )}
      </div>
    </section>
  );
}

/** No id, or one the catalogue does not know: say so and offer the way back. */
function MissingCategory({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Page>
      <EmptyState
        headingLevel={1}
        icon={<SearchX className="size-7" />}
        title={title}
        action={<ButtonLink to={paths.services}>{t('category.allCategories')}</ButtonLink>}
      >
        {text}
      </EmptyState>
    </Page>
  );
}
