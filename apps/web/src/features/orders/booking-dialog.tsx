import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, LogIn, TriangleAlert } from 'lucide-react';
import { CATEGORY_PAGE_TEXTS, REDIRECT_DELAY_MS, createOrderRequest, formatKsh, nairobiToday } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useCreateOrder } from './api/create-order';
import { newIdempotencyKey } from './idempotency-key';

/** What is being booked: one seller's offer of one service. */
export interface BookingDraft {
  serviceId: string;
  sellerId: string;
  sellerName: string;
  serviceTitle: string;
  /** The seller's starting price in shillings. */
  price: number;
}

/**
 * SPEC §2 Booking modal and §4 Booking: the form, then processing, success (to /dashboard
 * after 2 s) or failure with Retry; a signed-out visitor is asked to log in instead.
 */
export function BookingDialog({ booking, onClose }: { booking: BookingDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const [bookingDate, setBookingDate] = useState('');
  const [dateError, setDateError] = useState<string>();
  const attempt = useRef<{ bookingDate: string; idempotencyKey: string } | null>(null);
  const createOrder = useCreateOrder();
  const today = nairobiToday(new Date());

  useEffect(() => {
    if (!createOrder.isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard), REDIRECT_DELAY_MS.bookingSuccess);
    return () => window.clearTimeout(timer);
  }, [createOrder.isSuccess, navigate]);

  const confirm = () => {
    const parsed = createOrderRequest.safeParse({ serviceId: booking.serviceId, sellerId: booking.sellerId, bookingDate });
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message);
      return;
    }
    setDateError(undefined);
    // One key per booking attempt: a Retry reuses it, a different date is a new attempt.
    if (attempt.current?.bookingDate !== bookingDate) attempt.current = { bookingDate, idempotencyKey: newIdempotencyKey() };
    createOrder.mutate({ order: parsed.data, idempotencyKey: attempt.current.idempotencyKey });
  };

  const isBusy = createOrder.isPending || createOrder.isSuccess;
  const summary = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-control bg-surface p-4 text-sm">
      <SummaryRow label={t('booking.professional')}>{booking.sellerName}</SummaryRow>
      <SummaryRow label={t('booking.service')}>{booking.serviceTitle}</SummaryRow>
      <SummaryRow label={t('booking.price')}>{t('booking.fromPrice', { price: formatKsh(booking.price) })}</SummaryRow>
    </dl>
  );

  let body: ReactNode;
  let footer: ReactNode;
  if (!isAuthenticated) {
    body = (
      <>
        {summary}
        <p role="alert" className="mt-4 flex items-start gap-2 font-medium text-ink">
          <LogIn className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {t('booking.needsLogin')}
        </p>
      </>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('booking.cancel')}
        </Button>
        <ButtonLink to={paths.login}>{t('booking.logIn')}</ButtonLink>
      </>
    );
  } else if (createOrder.isPending) {
    body = <StateMessage icon={<Spinner className="size-8 text-brand-700" />} text={t('booking.processing')} />;
  } else if (createOrder.isSuccess) {
    body = <StateMessage icon={<CircleCheck className="size-10 text-brand-700" aria-hidden="true" />} text={t('booking.success')} />;
  } else if (createOrder.isError) {
    body = (
      <>
        {summary}
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-control bg-red-50 p-3 text-sm font-medium text-red-800">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errorText(createOrder.error, CATEGORY_PAGE_TEXTS.bookingFailedNoMessage)}
        </p>
      </>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('booking.cancel')}
        </Button>
        <Button onClick={confirm}>{t('booking.retry')}</Button>
      </>
    );
  } else {
    body = (
      <>
        {summary}
        <Field
          label={t('booking.date')}
          type="date"
          min={today}
          value={bookingDate}
          onChange={(event) => {
            setBookingDate(event.target.value);
            setDateError(undefined);
          }}
          error={dateError}
          className="mt-4"
        />
      </>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('booking.cancel')}
        </Button>
        <Button onClick={confirm} disabled={!bookingDate}>
          {t('booking.confirm')}
        </Button>
      </>
    );
  }

  return (
    <Modal isOpen onClose={isBusy ? () => {} : onClose} title={t('booking.title')} width={440} footer={footer}>
      {body}
    </Modal>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </>
  );
}

/** Replaces the form, so it takes the focus the form's buttons had (keeping it inside the dialog). */
function StateMessage({ icon, text }: { icon: ReactNode; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none">
      {icon}
      <p className="font-semibold text-ink">{text}</p>
    </div>
  );
}
