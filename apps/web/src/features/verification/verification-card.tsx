import { type ReactNode } from 'react';
import { Check, ImageOff, X } from 'lucide-react';
import { VERIFICATION_PHOTOS_KEPT_DAYS, type AdminVerification } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatShortDate, formatTime } from '../../lib/format';
import { usePrivatePhoto } from '../../lib/private-photo';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/**
 * One identity check as an administrator compares it: the document and the selfie side by side
 * (also on a phone), then the account's name, phone and e-mail, the document's type and number.
 * A waiting request has Approve and Reject; a decided one says when, by whom and why.
 */
export function VerificationCard({
  verification,
  isApproving,
  isBusy,
  onApprove,
  onReject,
}: {
  verification: AdminVerification;
  isApproving: boolean;
  /** Another decision is on its way: no second one meanwhile. */
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('trust');
  const nameId = useElementId();
  const { seller, status } = verification;
  const when = (iso: string) => {
    const date = new Date(iso);
    return `${formatShortDate(date, { year: true })}, ${formatTime(date)}`;
  };

  return (
    <article aria-labelledby={nameId} className="flex h-full min-w-0 flex-col rounded-card border border-line bg-white p-4 shadow-card">
      <div className="grid grid-cols-2 gap-2">
        <PrivatePhoto path={verification.documentPhoto} label={t('verification.queue.documentPhotoOf', { name: seller.name })} />
        <PrivatePhoto path={verification.selfie} label={t('verification.queue.selfieOf', { name: seller.name })} />
      </div>

      <div className="mt-4 flex min-w-0 items-center gap-3">
        <Avatar name={seller.name} photoUrl={seller.profilePhoto} size="sm" />
        <h3 id={nameId} className="min-w-0 flex-1 text-lg leading-tight font-bold break-words text-ink">
          {seller.name}
        </h3>
        {status !== 'PENDING' && <Badge tone={status === 'APPROVED' ? 'blue' : 'red'}>{t(`verification.queue.statuses.${status}`)}</Badge>}
      </div>

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <Detail label={t('verification.queue.documentType')}>{t(`verification.form.documentTypes.${verification.documentType}`)}</Detail>
        <Detail label={t('verification.queue.documentNumber')}>
          <span className="font-mono text-base tracking-wide">{verification.documentNumber}</span>
        </Detail>
        <Detail label={t('verification.queue.phone')}>{seller.phone ?? t('verification.queue.notGiven')}</Detail>
        <Detail label={t('verification.queue.email')}>{seller.email ?? t('verification.queue.notGiven')}</Detail>
        <Detail label={t('verification.queue.location')}>{seller.location ?? t('verification.queue.notGiven')}</Detail>
        <Detail label={t('verification.queue.submitted')}>{when(verification.submittedAt)}</Detail>
        {verification.decidedAt && <Detail label={t('verification.queue.decided')}>{when(verification.decidedAt)}</Detail>}
        {verification.decidedBy && <Detail label={t('verification.queue.decidedBy')}>{verification.decidedBy.name}</Detail>}
        {verification.reason && <Detail label={t('verification.queue.reason')}>{verification.reason}</Detail>}
      </dl>

      {status === 'PENDING' && (
        <div className="mt-auto flex gap-2 pt-4">
          <Button
            className="flex-1"
            onClick={onApprove}
            isLoading={isApproving}
            disabled={isBusy}
            aria-label={t('verification.queue.approveWho', { name: seller.name })}
          >
            {!isApproving && <Check className="size-4" aria-hidden="true" />}
            {t('verification.queue.approve')}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={onReject} disabled={isBusy} aria-label={t('verification.queue.rejectWho', { name: seller.name })}>
            <X className="size-4" aria-hidden="true" />
            {t('verification.queue.reject')}
          </Button>
        </div>
      )}
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </>
  );
}

/**
 * A photo read with the administrator's token (lib/private-photo.ts). It opens full size in a
 * new tab, to read a document's small print. The server gives no path once it is erased
 * (VERIFICATION_PHOTOS_KEPT_DAYS after the decision); then it says so.
 */
function PrivatePhoto({ path, label }: { path: string | null; label: string }) {
  const { t } = useTranslation('trust');
  const url = usePrivatePhoto(path);
  let shown: ReactNode;
  if (url === undefined) shown = <Skeleton className="size-full rounded-none" />;
  else if (url)
    shown = (
      <a href={url} target="_blank" rel="noopener noreferrer" className="block size-full">
        <img src={url} alt={label} className="size-full object-contain" />
      </a>
    );
  else
    shown = (
      <p className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted">
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">{label}: </span>
        {path === null ? t('verification.queue.photoErased', { days: VERIFICATION_PHOTOS_KEPT_DAYS }) : t('verification.queue.photoUnavailable')}
      </p>
    );
  return <div className="aspect-[4/3] overflow-hidden rounded-control bg-stone-100">{shown}</div>;
}
