import { useRef, useState, type FormEvent } from 'react';
import { useScriptReady } from '../../lib/use-script-ready';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useTranslation } from '../../lib/i18n';

// The shared rule needs zod (38 kB gzip), more than a third of the landing page's budget on a
// cheap phone: it loads when someone starts using the box, never for a visitor who only reads.
const loadValidation = () => import('./newsletter-validation');

/** The footer's newsletter box. docs/product.md §5: validated with the shared rule, and no call is made. */
export function NewsletterForm() {
  const isScriptReady = useScriptReady();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [hasTriedToSubscribe, setHasTriedToSubscribe] = useState(false);
  const [hasSubscribed, setHasSubscribed] = useState(false);

  async function problemOf(value: string) {
    const { newsletterProblem } = await loadValidation();
    return newsletterProblem(value);
  }

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    setHasTriedToSubscribe(true);
    const problem = await problemOf(email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setHasSubscribed(true);
    setEmail('');
    setHasTriedToSubscribe(false);
  }

  function change(value: string) {
    setEmail(value);
    setHasSubscribed(false);
    // Like the other forms: after a refused attempt, the message follows the typing.
    if (hasTriedToSubscribe) void problemOf(value).then((problem) => input.current?.value === value && setError(problem));
  }

  return (
    <form noValidate onSubmit={(event) => void subscribe(event)} className="w-full md:max-w-md">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          ref={input}
          name="email"
          label={t('footer.newsletterEmail')}
          isLabelHidden
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('footer.newsletterPlaceholder')}
          error={error}
          className="flex-1"
          value={email}
          onChange={(event) => change(event.target.value)}
          onFocus={() => void loadValidation()}
        />
        <Button type="submit" variant="accent" disabled={!isScriptReady}>
          {t('footer.subscribe')}
        </Button>
      </div>
      {/* A live line of its own, reserved so the success text does not move the page. */}
      <p role="status" className="mt-1 min-h-5 text-sm font-medium text-brand-700">
        {hasSubscribed && t('footer.subscribed')}
      </p>
    </form>
  );
}
