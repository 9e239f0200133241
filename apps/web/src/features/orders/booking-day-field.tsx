import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { isWorkingDay, lastBookableDate, nairobiToday, type ProAvailabilityResponse } from '@fundi/shared';
import { MonthCalendar } from '../../components/month-calendar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { problemText } from '../../lib/error-text';
import { formatDay } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

/**
 * The booking's day (docs/decisions/0052-availability.md): a month calendar offering only the days
 * the professional can come, from today to the last bookable day in Nairobi, read when the
 * dialog opens (a skeleton meanwhile, Retry if it fails). The whole field is a group named by
 * `label` (`Date`); the chosen day is said in words under it, and a refusal of the day (`error`, a code)
 * under that.
 */
export function BookingDayField({
  label,
  availability,
  value,
  onChange,
  error,
  className,
}: {
  /** The field's name: `Date`. */
  label: string;
  availability: UseQueryResult<ProAvailabilityResponse>;
  value: string;
  onChange: (day: string) => void;
  error?: string;
  className?: string;
}) {
  const { t } = useTranslation('availability');
  const labelId = useElementId();
  const hintId = useElementId();
  const chosenId = useElementId();
  const errorId = useElementId();
  const now = new Date();
  const today = nairobiToday(now);
  const { data } = availability;
  const describedBy = [data && hintId, data && chosenId, error && errorId].filter(Boolean).join(' ') || undefined;

  let content;
  if (data) {
    const taken = { workingDays: data.workingDays, blockedDates: data.unavailableDates };
    content = (
      <>
        <p id={hintId} className="text-sm text-muted">
          {t('booking.hint')}
        </p>
        <MonthCalendar
          firstDay={today}
          lastDay={lastBookableDate(now)}
          today={today}
          isDayUnavailable={(day) => !isWorkingDay(taken, day)}
          pressedDays={value ? [value] : []}
          onPressDay={onChange}
          className="mt-2"
        />
        <p id={chosenId} aria-live="polite" className="mt-2 text-sm font-medium text-ink">
          {value ? t('booking.chosen', { day: formatDay(value) }) : t('booking.noneChosen')}
        </p>
      </>
    );
  } else if (availability.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-control border border-red-200 bg-red-50 p-3">
        <p className="flex items-start gap-2 text-sm font-medium text-red-800">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('booking.loadFailed')}
        </p>
        <Button variant="secondary" size="sm" isLoading={availability.isFetching} onClick={() => void availability.refetch()}>
          {t('booking.retry')}
        </Button>
      </div>
    );
  } else {
    content = <CalendarSkeleton label={t('booking.loading')} />;
  }

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={className}>
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-ink">
        {label}
      </p>
      {content}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {problemText(error)}
        </p>
      )}
    </div>
  );
}

/** The calendar's month line and five weeks at their real sizes, so nothing moves when the days come. */
function CalendarSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="mt-2 h-11 w-full" />
      <div className="mt-2 grid grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, index) => (
          <Skeleton key={index} className="h-11" />
        ))}
      </div>
    </div>
  );
}
