import type { ProfessionalService } from '@fundi/shared';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { Professional } from './catalogue-model';
import { ProfessionalCard, ProfessionalCardSkeleton } from './professional-card';

// Pieces the two lists of professionals share: a category page and the search page.

/** A filter's pill: filled while it is on. */
export function chipClasses(isOn: boolean): string {
  return cn(
    'h-10 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors',
    isOn ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
  );
}

/** A list that could not load, in the caller's words, with a way to try again. */
export function LoadFailed({ message, retry, isRetrying, onRetry }: { message: string; retry: string; isRetrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 flex flex-col items-center gap-4 rounded-card border border-red-200 bg-red-50 px-4 py-8 text-center">
      <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="font-semibold text-red-800">{message}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {retry}
      </Button>
    </div>
  );
}

/** The next page of a list. */
type NextPage = { has: boolean; isError: boolean; isFetching: boolean; fetch: () => void };

/** The next page, as react-query's infinite query tells it. */
export function nextPageOf(list: { hasNextPage: boolean; isFetchNextPageError: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }): NextPage {
  return { has: list.hasNextPage, isError: list.isFetchNextPageError, isFetching: list.isFetchingNextPage, fetch: () => void list.fetchNextPage() };
}

/**
 * The cards of a list, dimmed while a new filter's answer comes, then `Showing n of total` and
 * the button for the next page, or what went wrong loading it. Words are the caller's.
 */
export function ProfessionalGrid({
  cards,
  viewerId,
  isRefreshing,
  nextPage,
  words,
  onBook,
  onChat,
}: {
  cards: Professional[];
  viewerId: string | undefined;
  isRefreshing: boolean;
  nextPage: NextPage;
  words: { shownOf: string; showMore: string; loadFailed: string; retry: string };
  onBook: (professional: Professional, service: ProfessionalService) => void;
  onChat: (professional: Professional) => void;
}) {
  return (
    <>
      <ul className={cn('grid gap-4 transition-opacity md:grid-cols-2 lg:grid-cols-3', isRefreshing && 'opacity-60')} aria-busy={isRefreshing}>
        {cards.map((professional) => (
          <li key={professional.sellerId} className="min-w-0">
            <ProfessionalCard professional={professional} isOwn={professional.sellerId === viewerId} onBook={onBook} onChat={onChat} />
          </li>
        ))}
      </ul>
      {nextPage.isError && <LoadFailed message={words.loadFailed} retry={words.retry} isRetrying={nextPage.isFetching} onRetry={nextPage.fetch} />}
      {nextPage.has && !nextPage.isError && (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-muted">{words.shownOf}</p>
          <Button variant="secondary" onClick={nextPage.fetch} isLoading={nextPage.isFetching}>
            {words.showMore}
          </Button>
        </div>
      )}
    </>
  );
}

/** Three cards at their real size while the first page loads. */
export function ProfessionalGridSkeleton() {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <ProfessionalCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
