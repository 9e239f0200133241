/**
 * The words of the search page (`search`), a namespace of their own loaded with the page
 * (lib/search-words.ts), never with the start-up bundle. The navbar's and the landing page's
 * search boxes use the main catalogue's `searchBox`.
 */
export const search = {
  title: 'Find a fundi',
  titleFor: 'Results for “{{query}}”',
  lead: 'Search every category by name, trade or service. Spelling mistakes are fine.',
  field: 'What do you need done?',
  placeholder: 'e.g. plumber, house cleaning, Wanjiku',
  submit: 'Search',
  filters: 'Filters',
  filtersCount_one: 'Filters ({{count}})',
  filtersCount_other: 'Filters ({{count}})',
  town: 'Town',
  anyTown: 'Any town',
  category: 'Category',
  anyCategory: 'All categories',
  minPrice: 'Lowest price (KSh)',
  maxPrice: 'Highest price (KSh)',
  verifiedOnly: 'Verified only',
  sort: 'Sort by',
  sorts: {
    relevance: 'Best match',
    rating: 'Best rated',
    price: 'Lowest price',
    reviews: 'Most reviews',
  },
  count_one: '{{count}} professional',
  count_other: '{{count}} professionals',
  countMore: 'More than {{count}} professionals',
  noMatches: 'No professionals match',
  noMatchesFor: 'No professionals match “{{query}}”',
  noMatchesHint: 'Check the spelling, choose another town or remove a filter.',
  clearFilters: 'Clear filters',
  empty: 'No professionals have joined yet',
  emptyHint: 'New fundis join every week. Come back soon.',
  loadFailed: 'Could not load the search results.',
  retry: 'Try again',
  showMore: 'Show more professionals',
  shownOf: 'Showing {{shown}} of {{total}}',
};
export type SearchCatalogue = typeof search;
