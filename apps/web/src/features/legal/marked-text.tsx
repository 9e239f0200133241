import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { legalLinks } from './legal-links';

/** `<name>words</name>`: the marks a legal text may hold (locales/en/legal/document.ts). */
const MARK = /<(\w+)>(.*?)<\/\1>/g;

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A text of a legal page with its marks drawn: `<b>` as bold, a name of legalLinks as a link.
 * Parsed here rather than with react-i18next's <Trans>, whose key would have to be built from
 * strings the typed catalogue cannot check. An unknown mark shows its words unmarked.
 */
export function MarkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(MARK)) {
    const [whole, name = '', words = ''] = match;
    parts.push(text.slice(end, match.index), <Mark key={match.index} name={name} words={words} />);
    end = match.index + whole.length;
  }
  parts.push(text.slice(end));
  return <>{parts}</>;
}

function Mark({ name, words }: { name: string; words: string }) {
  if (name === 'b') return <strong className="font-semibold text-ink">{words}</strong>;
  const target = Object.hasOwn(legalLinks, name) ? legalLinks[name] : undefined;
  if (!target) return words;
  if (target.startsWith('https://')) {
    return (
      <a href={target} className={linkClasses}>
        {words}
      </a>
    );
  }
  return (
    <Link to={target} className={linkClasses}>
      {words}
    </Link>
  );
}
