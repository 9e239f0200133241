import type { Category, Professional as ListedProfessional } from '@fundi/shared';

/**
 * One card of the Professionals grid (docs/product.md §2 Category page): a person with their services in
 * the category, as the API lists them, with the name of the category the page shows.
 */
export type Professional = ListedProfessional & { categoryName: string };

const normalise = (text: string) => text.trim().toLocaleLowerCase('en');

/** Categories whose words (`wordsOf`: its name and description) contain the search text (any case). */
export function searchCategories(categories: readonly Category[], query: string, wordsOf: (category: Category) => string): Category[] {
  const wanted = normalise(query);
  if (!wanted) return [...categories];
  return categories.filter((category) => normalise(wordsOf(category)).includes(wanted));
}

/**
 * The cards of every page loaded so far, in page order. A professional whose rating drops
 * (or who adds a service) between two pages can come again on a later page: they show once,
 * where first seen. `categoryNameOf` names a card's category: the page's, or each card's own in a search.
 */
export function professionalCards(
  pages: readonly { professionals: readonly ListedProfessional[] }[],
  categoryNameOf: (listed: ListedProfessional) => string,
): Professional[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.professionals)
    .filter((listed) => {
      if (seen.has(listed.sellerId)) return false;
      seen.add(listed.sellerId);
      return true;
    })
    .map((listed) => ({ ...listed, categoryName: categoryNameOf(listed) }));
}
