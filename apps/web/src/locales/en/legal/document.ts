/**
 * The shape of a legal page's words (Terms, Privacy, Cookies): a title, a one-line summary and
 * sections in reading order, each a heading followed by blocks. The page draws a block by its
 * shape: a text is a paragraph, a table has `rows`, any other group of texts is a bulleted list
 * (features/legal/document-section.tsx). Section keys become the headings' ids, so the contents
 * can link to them; keep them stable, as people share links to them.
 *
 * A text may mark a few words: `<b>…</b>` for emphasis, `<contact>…</contact>` (and the other
 * names in features/legal/legal-links.ts) for a link.
 */
export type DocumentWords = {
  title: string;
  summary: string;
  sections: { readonly [id: string]: SectionWords };
};

export type SectionWords = { heading: string; readonly [block: string]: Block };

export type Block = string | ListWords | TableWords;

type ListWords = { readonly [item: string]: string };

/** `columns` names each column once; every row gives a text for each column, by the same key. */
export type TableWords = {
  caption: string;
  columns: { readonly [column: string]: string };
  rows: { readonly [row: string]: { readonly [column: string]: string } };
};
