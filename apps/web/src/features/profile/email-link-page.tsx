import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_TEXTS } from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api';
import { useSubmission } from '../../lib/use-submission';

export interface EmailLinkPageProps {
  title: string;
  lead: string;
  /** What pressing the button does, said before it is pressed. */
  explanation?: string;
  actionLabel: string;
  pendingLabel: string;
  /** Sends the link's token; resolves with the server's words. */
  send: (token: string) => Promise<string>;
  /** Runs once the server has agreed (before the words show). */
  onDone?: () => void;
  /** Shown under the server's words once it has agreed. */
  next: ReactNode;
}

/**
 * A page an e-mailed link opens. Opening it changes nothing: the person presses the button
 * (mail scanners that open links must not act for them), then reads the server's answer.
 */
export function EmailLinkPage({ title, lead, explanation, actionLabel, pendingLabel, send, onDone, next }: EmailLinkPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { isSubmitting, submit } = useSubmission();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    token ? null : { tone: 'error', text: EMAIL_CHANGE_TEXTS.invalidLink },
  );
  const isDone = outcome?.tone === 'success';

  const act = () =>
    submit(async () => {
      setOutcome(null);
      try {
        const text = await send(token);
        onDone?.();
        setOutcome({ tone: 'success', text });
      } catch (error) {
        const serverText = error instanceof ApiError ? error.serverError : undefined;
        setOutcome({ tone: 'error', text: serverText ?? t('profile.emailChange.failed') });
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
