import { useState, type ReactNode } from 'react';
import { CircleX, Clock } from 'lucide-react';
import type { MyVerification } from '@fundi/shared';
import { VerifiedBadge } from '../../components/verified-badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatShortDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useMyVerification } from './api/get-my-verification';
import { addTrustWords } from '../../lib/trust-words';
import { VerificationForm } from './verification-form';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addTrustWords();

/**
 * The seller's identity check on /profile (docs/decisions/0049-trust-and-administrators.md): the
 * form before any request; while one waits, when it was sent; once approved, the badge; once
 * rejected, the reason and a way to ask again. Only sellers see it: only they may ask.
 */
export function VerificationSection() {
  const { t } = useTranslation('trust');
  const headingId = useElementId();
  const user = useSession((state) => state.user);
  const isSeller = user?.isSeller === true;
  const verification = useMyVerification({ isEnabled: isSeller });
  if (!user || !isSeller) return null;

  let body: ReactNode;
  if (verification.isPending) body = <Skeleton className="mt-5 h-24 rounded-control" />;
  else if (verification.isError)
    body = (
      <div role="alert" className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-control border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
        {t('verification.section.loadFailed')}
        <Button variant="secondary" size="sm" onClick={() => void verification.refetch()} isLoading={verification.isFetching}>
          {t('verification.section.retry')}
        </Button>
      </div>
    );
  else body = <VerificationState verification={verification.data} sellerName={user.name} />;

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-card border border-line bg-white p-5 shadow-card">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('verification.section.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('verification.section.lead')}</p>
      {body}
    </section>
  );
}

function VerificationState({ verification, sellerName }: { verification: MyVerification; sellerName: string }) {
  const { t } = useTranslation('trust');
  // Asking again after a refusal is a choice: the reason stays on screen until then.
  const [isAskingAgain, setIsAskingAgain] = useState(false);
  const { status, documentType, submittedAt, decidedAt, reason } = verification;
  const date = (iso: string | null) => (iso ? formatShortDate(new Date(iso), { year: true }) : '');

  if (status === 'NONE') return <VerificationForm sellerName={sellerName} />;
  if (status === 'REJECTED' && isAskingAgain) return <VerificationForm sellerName={sellerName} onCancel={() => setIsAskingAgain(false)} />;
  if (status === 'PENDING') {
    const document = documentType ? t(`verification.form.documentTypes.${documentType}`) : '';
    return (
      <StatusBox tone="waiting" icon={<Clock className="size-5" aria-hidden="true" />} title={t('verification.section.pendingTitle')}>
        <p>{t('verification.section.pendingText', { document, date: date(submittedAt) })}</p>
      </StatusBox>
    );
  }
  if (status === 'APPROVED') {
    return (
      <StatusBox tone="approved" icon={<VerifiedBadge />} title={t('verification.section.approvedTitle')}>
        <p>{t('verification.section.approvedText', { date: date(decidedAt) })}</p>
      </StatusBox>
    );
  }
  return (
    <StatusBox tone="rejected" icon={<CircleX className="size-5" aria-hidden="true" />} title={t('verification.section.rejectedTitle')}>
      <dl className="mt-1">
        <dt className="font-semibold">{t('verification.section.reason')}</dt>
        <dd className="break-words whitespace-pre-line">{reason}</dd>
      </dl>
      <p className="mt-2">{t('verification.section.rejectedText')}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setIsAskingAgain(true)}>
        {t('verification.section.askAgain')}
      </Button>
    </StatusBox>
  );
}

const tones = {
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  approved: 'border-blue-200 bg-blue-50 text-blue-900',
  rejected: 'border-red-200 bg-red-50 text-red-900',
};

function StatusBox({ tone, icon, title, children }: { tone: keyof typeof tones; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={cn('mt-5 rounded-control border p-4 text-sm', tones[tone])}>
      <div className="flex flex-wrap items-center gap-2">
        {icon}
        <h3 className="text-base font-bold">{title}</h3>
      </div>
      <div className="mt-1">{children}</div>
    </div>
  );
}
