import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { problemText } from '../../lib/error-text';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/i18n';
import { addFormErrorWords } from '../../lib/form-error-words';
import { useElementId } from '../../lib/element-id';

addFormErrorWords();

interface TermsCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** An error code (ADULT_REQUIRED), shown in the catalogue's words and read out with the box. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one box sign-up and the terms dialog ask for: 18 or over, and the Terms of Service and the
 * Privacy Policy accepted, their names linking to those pages. The links open in a new tab, so a
 * form half filled in stays as it was. Needs the `consent` words (consent-words.ts).
 */
export function TermsCheckbox({ error, ...input }: TermsCheckboxProps) {
  const { t } = useTranslation('consent');
  const errorId = useElementId();
  return (
    <div>
      <Checkbox
        label={<LinkedDocuments text={t('adultAndTerms')} />}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        // Under the words, not the box: 20 px box + 10 px gap (Checkbox).
        <p id={errorId} className="pl-7.5 text-sm font-medium text-red-700">
          {problemText(error)}
        </p>
      )}
    </div>
  );
}

const documentPaths = { terms: paths.terms, privacy: paths.privacy };
const DOCUMENT_MARK = /<(terms|privacy)>(.*?)<\/\1>/g;
// Underlined: inside a sentence, a link must not be told apart by its colour alone.
const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The text with `<terms>…</terms>` and `<privacy>…</privacy>` drawn as links to those pages. */
function LinkedDocuments({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(DOCUMENT_MARK)) {
    const [whole, name, words] = match;
    const page = name as keyof typeof documentPaths; // DOCUMENT_MARK matches no other name
    parts.push(
      text.slice(end, match.index),
      <a key={page} href={documentPaths[page]} target="_blank" rel="noopener" className={linkClasses}>
        {words}
      </a>,
    );
    end = match.index + whole.length;
  }
  parts.push(text.slice(end));
  return <>{parts}</>;
}
