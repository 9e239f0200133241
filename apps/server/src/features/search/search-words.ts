// From what a person typed to a full-text query (docs/decisions/0054-search-and-places.md). The
// query text is built here from letters and digits only, each word quoted, so nothing typed can
// change the query's shape.

/** Words that join others in both languages ("plumber in Kisumu", "fundi wa bomba"): no meaning alone. */
const JOINING_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'near', 'of', 'the', 'to', 'with', 'karibu', 'katika', 'kwa', 'la', 'na', 'ya', 'wa', 'za']);

/** More words than a person types; each is looked up, so a pasted paragraph is cut short. */
const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 40;
/** Shorter words match as beginnings only: three letters are too few to guess a misspelling. */
export const MIN_GUESSED_LENGTH = 3;

/** The words of a search, lower-cased, without repeats or joining words. */
export function searchWords(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word)).map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(meaningful)].slice(0, MAX_WORDS);
}

/** A word as it is found: its beginnings (`plumb` finds plumber) or, when misspelt, the words it resembles. */
export type WordMatch = { word: string; known: boolean; alike: readonly string[] };

/**
 * The `to_tsquery('simple', …)` text: every word must match, in the document (any field) or in
 * the names (a seller's name and a service's title). Undefined when no word can match.
 * A word that begins no word of any document and resembles none is left out: `best plumer
 * nairobi` still finds Nairobi's plumbers when nobody wrote "best".
 */
export function textQuery(matches: readonly WordMatch[]): string | undefined {
  const groups = matches.flatMap(({ word, known, alike }) => {
    if (known) return [[{ word, prefix: true }]];
    if (alike.length === 0) return [];
    return [alike.map((similar) => ({ word: similar, prefix: false }))];
  });
  if (groups.length === 0) return undefined;
  return groups.map((group) => `(${group.map(({ word, prefix }) => lexeme(word, prefix ? '*' : '')).join(' | ')})`).join(' & ');
}

/** A quoted tsquery lexeme with its mark (`*` for a beginning). */
function lexeme(word: string, marks: string): string {
  const quoted = `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return marks ? `${quoted}:${marks}` : quoted;
}
