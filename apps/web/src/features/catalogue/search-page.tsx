import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BadgeCheck, Search, SearchX, SlidersHorizontal, UserSearch } from 'lucide-react';
import { categoryIds, counties, PROFESSIONALS_SEARCH_MAX, searchSorts, type ProfessionalService } from '@fundi/shared';
import { Page } from '../../components/page';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Field, SelectField } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { rememberTown } from '../../lib/remembered-town';
import { paths } from '../../lib/paths';
import { addSearchWords } from '../../lib/search-words';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useSearchProfessionals } from './api/search-professionals';
import { professionalCards, type Professional } from './catalogue-model';
import { chipClasses, LoadFailed, nextPageOf, ProfessionalGrid, ProfessionalGridSkeleton } from './listing-parts';
import { addressOf, filtersFromAddress, hasFilters, priceOf, shownSort, type SearchFilters } from './search-filters';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addSearchWords();

/** How long the price boxes wait after the last key before searching again. */
const PRICE_DEBOUNCE_MS = 600;

export interface SearchPageProps {
  /** Book and Chat open the orders and messages features' dialogs; the app shell wires them. */
  onBook: (professional: Professional, service: ProfessionalService) => void;
  onChat: (professional: Professional) => void;
}

/** /search: one box across every category, with filters kept in the address (docs/product.md §12). */
export function SearchPage({ onBook, onChat }: SearchPageProps) {
  const { t } = useTranslation('search');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromAddress(searchParams), [searchParams]);
  usePageTitle(filters.q ? t('titleFor', { query: filters.q }) : t('title'));
  const change = (next: Partial<SearchFilters>) => setSearchParams(addressOf({ ...filters, ...next }), { replace: true });

  return (
    <>
      <div className="border-b border-line bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-6 sm:px-6 sm:pt-8">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink sm:text-4xl">
            {filters.q ? t('titleFor', { query: filters.q }) : t('title')}
          </h1>
          <p className="mt-1 text-muted">{t('lead')}</p>
          {/* The words are sent with Search (or Enter); a new search keeps the filters. */}
          <SearchBox key={filters.q} initial={filters.q} onSearch={(q) => setSearchParams(addressOf({ ...filters, q, sort: undefined }))} />
        </div>
      </div>
      <Page className="flex flex-col gap-5">
        <Filters filters={filters} onChange={change} />
        <Results filters={filters} onClear={() => setSearchParams(addressOf({ q: filters.q, isVerifiedOnly: false }), { replace: true })} onBook={onBook} onChat={onChat} />
      </Page>
    </>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" action={paths.search} method="get" onSubmit={submit} className="mt-5 flex max-w-2xl gap-2">
      <Field
        label={t('field')}
        isLabelHidden
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('placeholder')}
        maxLength={PROFESSIONALS_SEARCH_MAX}
        enterKeyHint="search"
        className="min-w-0 flex-1"
      />
      <Button type="submit" className="h-11 shrink-0">
        <Search className="size-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('submit')}</span>
      </Button>
    </form>
  );
}

function Filters({ filters, onChange }: { filters: SearchFilters; onChange: (next: Partial<SearchFilters>) => void }) {
  const { t } = useTranslation('search');
  const { t: tMain } = useTranslation();
  // The prices apply once the typing pauses, not at every digit.
  const [prices, setPrices] = useState({ min: filters.minPrice?.toString() ?? '', max: filters.maxPrice?.toString() ?? '' });
  const settled = useDebouncedValue(prices, PRICE_DEBOUNCE_MS);
  useEffect(() => {
    const [minPrice, maxPrice] = [priceOf(settled.min), priceOf(settled.max)];
    if (minPrice !== filters.minPrice || maxPrice !== filters.maxPrice) onChange({ minPrice, maxPrice });
    // Only a settled change of the boxes searches again; the address alone never rewrites them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // On a phone the filters fold under one button, so the first results show without scrolling.
  const [isOpen, setIsOpen] = useState(false);
  const filtersId = useElementId();
  const activeCount = [filters.town, filters.category, filters.minPrice, filters.maxPrice, filters.sort].filter((value) => value !== undefined).length + (filters.isVerifiedOnly ? 1 : 0);

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" aria-expanded={isOpen} aria-controls={filtersId} onClick={() => setIsOpen((open) => !open)} className="self-start md:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {activeCount > 0 ? t('filtersCount', { count: activeCount }) : t('filters')}
      </Button>
      <div id={filtersId} role="group" aria-label={t('filters')} className={cn(isOpen ? 'grid' : 'hidden', 'grid-cols-2 gap-3 md:grid md:grid-cols-4 lg:grid-cols-6')}>
        <SelectField
          label={t('town')}
          value={filters.town ?? ''}
          onChange={(event) => {
            const town = event.target.value || undefined;
            rememberTown(town);
            onChange({ town });
          }}
          className="col-span-2 md:col-span-1"
        >
          <option value="">{t('anyTown')}</option>
          {counties.map((county) => (
            <optgroup key={county.name} label={county.name}>
              {county.towns.map((town) => (
                <option key={town.name} value={town.name}>
                  {town.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label={t('category')}
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: categoryIds.find((id) => id === event.target.value) })}
          className="col-span-2 md:col-span-1"
        >
          <option value="">{t('anyCategory')}</option>
          {categoryIds.map((id) => (
            <option key={id} value={id}>
              {tMain(`categoryNames.${id}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('minPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={prices.min}
          onChange={(event) => setPrices((current) => ({ ...current, min: event.target.value }))}
        />
        <Field
          label={t('maxPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={prices.max}
          onChange={(event) => setPrices((current) => ({ ...current, max: event.target.value }))}
        />
        <SelectField
          label={t('sort')}
          value={shownSort(filters)}
          onChange={(event) => onChange({ sort: searchSorts.find((sort) => sort === event.target.value) })}
        >
          {searchSorts
            .filter((sort) => sort !== 'relevance' || filters.q)
            .map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
        </SelectField>
        <div className="flex items-end">
          <button
            type="button"
            aria-pressed={filters.isVerifiedOnly}
            onClick={() => onChange({ isVerifiedOnly: !filters.isVerifiedOnly })}
            className={cn(chipClasses(filters.isVerifiedOnly), 'inline-flex h-11 w-full items-center justify-center gap-1.5')}
          >
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('verifiedOnly')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Results({ filters, onClear, onBook, onChat }: SearchPageProps & { filters: SearchFilters; onClear: () => void }) {
  const { t } = useTranslation('search');
  const { t: tMain } = useTranslation();
  const viewerId = useSession((state) => state.user?.id);
  const results = useSearchProfessionals(filters);
  const pages = results.data?.pages;
  const cards = useMemo(() => (pages ? professionalCards(pages, (listed) => tMain(`categoryNames.${listed.category}`)) : []), [pages, tMain]);
  const first = pages?.[0];
  const isNarrowed = Boolean(filters.q) || hasFilters(filters);

  return (
    <section aria-labelledby="search-results">
      <h2 id="search-results" className="sr-only">
        {t('title')}
      </h2>
      <p role="status" className="min-h-6 text-sm font-semibold text-muted">
        {first && (first.totalIsMore ? t('countMore', { count: first.total }) : t('count', { count: first.total }))}
      </p>
      <div className="mt-3">
        {results.isPending ? (
          <ProfessionalGridSkeleton />
        ) : results.isError && !first ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} isRetrying={results.isFetching} onRetry={() => void results.refetch()} />
        ) : cards.length === 0 && !isNarrowed ? (
          <EmptyState headingLevel={3} icon={<UserSearch className="size-7" />} title={t('empty')}>
            {t('emptyHint')}
          </EmptyState>
        ) : cards.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<SearchX className="size-7" />}
            title={filters.q ? t('noMatchesFor', { query: filters.q }) : t('noMatches')}
            action={
              hasFilters(filters) ? (
                <Button variant="secondary" onClick={onClear}>
                  {t('clearFilters')}
                </Button>
              ) : undefined
            }
          >
            {t('noMatchesHint')}
          </EmptyState>
        ) : (
          <ProfessionalGrid
            cards={cards}
            viewerId={viewerId}
            isRefreshing={results.isPlaceholderData}
            nextPage={nextPageOf(results)}
            words={{
              shownOf: t('shownOf', { shown: cards.length, total: first?.total ?? cards.length }),
              showMore: t('showMore'),
              loadFailed: t('loadFailed'),
              retry: t('retry'),
            }}
            onBook={onBook}
            onChat={onChat}
          />
        )}
      </div>
    </section>
  );
}
