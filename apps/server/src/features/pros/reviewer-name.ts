/**
 * How a review's author is shown to everyone (docs/decisions/0053-professional-pages.md): the
 * first name and the initial of the last, "Wanjiku K.", enough to tell reviewers apart and not
 * enough to find them. A one-word name stays as it is. A closed account's name is already the
 * anonymised one (`Deleted user`) and is shown as stored.
 */
export function reviewerName(name: string, { isClosed }: { isClosed: boolean }): string {
  if (isClosed) return name;
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = parts;
  const last = rest.at(-1);
  // By code point, so a name starting with a letter outside the BMP keeps it whole.
  const initial = last ? Array.from(last)[0]!.toLocaleUpperCase('en-KE') : undefined;
  return initial ? `${first} ${initial}.` : first;
}
