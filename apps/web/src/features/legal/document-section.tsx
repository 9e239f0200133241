import type { Block, SectionWords, TableWords } from '../../locales/en/legal/document';
import { MarkedText } from './marked-text';

/**
 * One section of a legal page: its heading (whose id the contents link to) and its blocks in
 * order, each drawn by its shape (locales/en/legal/document.ts). The heading stops below the
 * sticky navigation bar when a contents link scrolls to it.
 */
export function DocumentSection({ id, words }: { id: string; words: SectionWords }) {
  const { heading, ...blocks } = words;
  return (
    <section className="mt-10">
      <h2 id={id} className="scroll-mt-24 text-xl font-bold text-ink sm:text-2xl">
        {heading}
      </h2>
      {Object.entries(blocks).map(([key, block]) => (
        <DocumentBlock key={key} block={block} />
      ))}
    </section>
  );
}

function DocumentBlock({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-3 leading-relaxed">
        <MarkedText text={block} />
      </p>
    );
  }
  if (isTable(block)) return <DocumentTable table={block} />;
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed marker:text-brand-600">
      {Object.entries(block).map(([key, item]) => (
        <li key={key}>
          <MarkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

function isTable(block: Exclude<Block, string>): block is TableWords {
  return typeof block.rows === 'object';
}

/** Its first column names each row; short enough to read on a 360 px screen without scrolling sideways. */
function DocumentTable({ table }: { table: TableWords }) {
  const columns = Object.entries(table.columns);
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm leading-relaxed">
      <caption className="sr-only">{table.caption}</caption>
      <thead>
        <tr className="border-b-2 border-line">
          {columns.map(([key, name]) => (
            <th key={key} scope="col" className="py-2 pr-3 font-bold text-ink">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(table.rows).map(([rowKey, row]) => (
          <tr key={rowKey} className="border-b border-line align-top">
            {columns.map(([key], index) =>
              index === 0 ? (
                <th key={key} scope="row" className="w-2/5 py-3 pr-3 font-semibold text-ink">
                  {row[key]}
                </th>
              ) : (
                <td key={key} className="py-3">
                  {row[key]}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
