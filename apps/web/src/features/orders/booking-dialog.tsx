import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CircleCheck, LogIn, TriangleAlert } from 'lucide-react';
import { REDIRECT_DELAY_MS, createOrderRequest, formatKsh } from '@fundi/shared';
import { VerifiedBadge } from '../../components/verified-badge';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useCreateOrder } from './api/create-order';
import { useProAvailability } from './api/get-pro-availability';
import { BookingDayField } from './booking-day-field';
import { newIdempotencyKey } from './idempotency-key';
import { MpesaPhoneField, PaymentMessage, isPhoneRefusal, useMpesaPayment } from './mpesa-payment';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** What is being booked: one seller's offer of one service. */
export interface BookingDraft {
  serviceId: string;
  sellerId: string;
  sellerName: string;
  serviceTitle: string;
  /** The seller's starting price in shillings. */
  price: number;
  /** An administrator checked the seller's identity: the summary shows the Verified badge. */
  isSellerVerified?: boolean;
}

type FieldErrors = { bookingDate?: string; phone?: string };

/**
 * docs/product.md §2 Booking modal and §4 Booking: the form (the day, chosen in a calendar of the
 * days the professional can come, and the M-Pesa number to pay from, filled in from the account),
 * then processing, and failure with Retry; a signed-out
 * visitor is asked to log in instead. The booking's payment decides the rest: held already
 * (the simulated provider) is success, to /dashboard after 2 s; otherwise M-Pesa asks the
 * buyer's phone for the PIN, and the dialog waits for the answer (useMpesaPayment), with
 * success the same way once the money is in.
 */
export function BookingDialog({ booking, onClose }: { booking: BookingDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const accountPhone = useSession((state) => state.user?.phone);
  const [bookingDate, setBookingDate] = useState('');
  const [phone, setPhone] = useState(accountPhone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const attempt = useRef<{ bookingDate: string; phone: string | undefined; idempotencyKey: string } | null>(null);
  const createOrder = useCreateOrder();
  const summary = <BookingSummary booking={booking} />;
  const payment = useMpesaPayment(createOrder.data ?? null, { phone, onPhoneChange: setPhone, onClose, summary });
  const isBooked = createOrder.isSuccess && payment.stage === 'paid';
  const availability = useProAvailability(booking.sellerId, { isEnabled: isAuthenticated });

  useEffect(() => {
    if (!isBooked) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard), REDIRECT_DELAY_MS.bookingSuccess);
    return () => window.clearTimeout(timer);
  }, [isBooked, navigate]);

  const confirm = () => {
    const parsed = createOrderRequest.safeParse({ serviceId: booking.serviceId, sellerId: booking.sellerId, bookingDate, phone });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors(issue?.path[0] === 'phone' ? { phone: issue.message } : { bookingDate: issue?.message });
      return;
    }
    setErrors({});
    // One key per booking attempt: a Retry reuses it, another date or number is a new attempt.
    const { phone: mpesaPhone } = parsed.data;
    if (attempt.current?.bookingDate !== bookingDate || attempt.current.phone !== mpesaPhone) {
      attempt.current = { bookingDate, phone: mpesaPhone, idempotencyKey: newIdempotencyKey() };
    }
    createOrder.mutate(
      { order: parsed.data, idempotencyKey: attempt.current.idempotencyKey },
      {
        onError: (error) => {
          // The day filled up (or was blocked) since the calendar was read: back to the form,
          // the words on the day, which is read again to show it taken.
          if (isDayRefusal(error)) {
            setErrors({ bookingDate: error.code });
            setBookingDate('');
            createOrder.reset();
            void availability.refetch();
            return;
          }
          // No number on the body or the account (M-Pesa needs one), or not an M-Pesa one: back
          // to the form, the server's words under the field.
          if (!isPhoneRefusal(error)) return;
          setErrors({ phone: error.code });
          createOrder.reset();
        },
      },
    );
  };

  const isBusy = createOrder.isPending || isBooked;

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
    body = <PaymentMessage icon={<Spinner className="size-8 text-brand-700" />} text={t('booking.processing')} />;
  } else if (isBooked) {
    body = <PaymentMessage icon={<CircleCheck className="size-10 text-brand-700" aria-hidden="true" />} text={t('booking.success')} />;
  } else if (createOrder.isSuccess) {
    body = payment.body;
    footer = payment.footer;
  } else if (createOrder.isError) {
    body = (
      <>
        {summary}
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-control bg-red-50 p-3 text-sm font-medium text-red-800">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errorText(createOrder.error, t('booking.failed'))}
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
        <BookingDayField
          label={t('booking.date')}
          availability={availability}
          value={bookingDate}
          onChange={(day) => {
            setBookingDate(day);
            setErrors((current) => ({ ...current, bookingDate: undefined }));
          }}
          error={errors.bookingDate}
          className="mt-4"
        />
        <MpesaPhoneField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          error={errors.phone}
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

function isDayRefusal(error: unknown): error is ApiError & { code: 'AVAILABILITY_DAY_UNAVAILABLE' } {
  return error instanceof ApiError && error.code === 'AVAILABILITY_DAY_UNAVAILABLE';
}

function BookingSummary({ booking }: { booking: BookingDraft }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-control bg-surface p-4 text-sm">
      <SummaryRow label={t('booking.professional')}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {booking.sellerName}
          {booking.isSellerVerified && <VerifiedBadge />}
        </span>
      </SummaryRow>
      <SummaryRow label={t('booking.service')}>{booking.serviceTitle}</SummaryRow>
      <SummaryRow label={t('booking.price')}>{t('booking.fromPrice', { price: formatKsh(booking.price) })}</SummaryRow>
    </dl>
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
