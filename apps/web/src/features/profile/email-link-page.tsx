import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Page, PageHeader } from '../../components/page';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { errorText } from '../../lib/api';
import { useSubmission } from '../../lib/use-submission';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

export interface EmailLinkPageProps {
  title: string;
  lead: string;
  /** What pressing the button does, said before it is pressed. */
  explanation?: string;
  actionLabel: string;
  pendingLabel: string;
  /** Sends the link's token. */
  send: (token: string) => Promise<void>;
  /** Runs once the server has agreed (before the words show). */
  onDone?: () => void;
  /** What the page says once the server has agreed. */
  doneText: string;
  /** Shown under those words. */
  next: ReactNode;
}

/**
 * A page an e-mailed link opens. Opening it changes nothing: the person presses the button
 * (mail scanners that open links must not act for them), then reads the server's answer.
 */
export function EmailLinkPage({ title, lead, explanation, actionLabel, pendingLabel, send, onDone, doneText, next }: EmailLinkPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { isSubmitting, submit } = useSubmission();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    token ? null : { tone: 'error', text: t('errors.EMAIL_LINK_INVALID') },
  );
  const isDone = outcome?.tone === 'success';

  const act = () =>
    submit(async () => {
      setOutcome(null);
      try {
        await send(token);
        onDone?.();
        setOutcome({ tone: 'success', text: doneText });
      } catch (error) {
        setOutcome({ tone: 'error', text: errorText(error, t('profile.emailChange.failed')) });
      }
    });

  return (
    <Page width="narrow">
      <PageHeader title={title} lead={lead} />
      <Card>
        <FormMessage message={outcome} />
        {isDone ? (
          next
        ) : (
          token && (
            <div className="flex flex-col gap-4">
              {explanation && <p className="text-muted">{explanation}</p>}
              <Button size="lg" isFullWidth isLoading={isSubmitting} disabled={isSubmitting} onClick={() => void act()}>
                {isSubmitting ? pendingLabel : actionLabel}
              </Button>
            </div>
          )
        )}
      </Card>
    </Page>
  );
}
