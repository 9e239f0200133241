import { useState, type FormEvent } from 'react';
import {
  MAX_DAILY_CAPACITY,
  MESSAGE_DISPLAY_MS,
  WEEKDAYS,
  availabilitySchema,
  lastBookableDate,
  nairobiToday,
  type AvailabilityResponse,
  type ErrorCode,
} from '@fundi/shared';
import { CollapsibleSection } from '../../components/collapsible-section';
import { MonthCalendar } from '../../components/month-calendar';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { addAvailabilityWords } from '../../lib/availability-words';
import { problemText } from '../../lib/error-text';
import { weekdayNames } from '../../lib/format';
import { useFlashMessage } from '../../lib/use-flash-message';
import { useSubmission } from '../../lib/use-submission';
import { useMyAvailability } from './api/get-my-availability';
import { useUpdateMyAvailability } from './api/update-my-availability';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

addAvailabilityWords();

/** What the form holds: bookings a day as typed, checked with the shared schema on Save. */
type Draft = { workingDays: number[]; blockedDates: string[]; dailyCapacity: string };
type FieldErrors = Partial<Record<keyof Draft, ErrorCode>>;

const toDraft = (saved: AvailabilityResponse): Draft => ({ ...saved, dailyCapacity: String(saved.dailyCapacity) });

/**
 * A seller's availability on the dashboard (docs/decisions/0052-availability.md): the weekdays
 * they work, how many bookings fill a day, and the days they block, tapped in the calendar.
 * Saved together with Save, checked first with the shared schema, so a refusal reads as the
 * server's would.
 */
export function AvailabilitySection() {
  const { t } = useTranslation('availability');
  const availability = useMyAvailability();
  let content;
  if (availability.data) content = <AvailabilityForm saved={availability.data} />;
  else if (availability.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-control border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('dashboard.loadFailed')}</p>
        <Button variant="secondary" size="sm" isLoading={availability.isFetching} onClick={() => void availability.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  } else content = <AvailabilitySkeleton />;
  return (
    <CollapsibleSection title={t('dashboard.title')}>
      <p className="mb-4 text-sm text-muted">{t('dashboard.lead')}</p>
      {content}
    </CollapsibleSection>
  );
}

/** The set as last saved, changed here until Save sends it whole. */
function AvailabilityForm({ saved }: { saved: AvailabilityResponse }) {
  const { t } = useTranslation('availability');
  const toast = useToast();
  const flash = useFlashMessage(MESSAGE_DISPLAY_MS.formError);
  const { isSubmitting, submit } = useSubmission();
  const update = useUpdateMyAvailability();
  // Null until something is changed: a fresher answer from the server then still shows.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = draft ?? toDraft(saved);
  const now = new Date();
  const today = nairobiToday(now);
  const dayNames = weekdayNames('long');
  const workingDaysErrorId = useElementId();
  const blockedLabelId = useElementId();
  const blockedHintId = useElementId();

  const change = (changes: Partial<Draft>, field: keyof Draft) => {
    setDraft({ ...shown, ...changes });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const toggleWeekday = (weekday: number, isOn: boolean) =>
    change({ workingDays: isOn ? [...shown.workingDays, weekday].sort((a, b) => a - b) : shown.workingDays.filter((day) => day !== weekday) }, 'workingDays');
  const toggleBlocked = (day: string) =>
    change({ blockedDates: shown.blockedDates.includes(day) ? shown.blockedDates.filter((blocked) => blocked !== day) : [...shown.blockedDates, day].sort() }, 'blockedDates');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty or half-typed number is not one: the schema refuses it in its own words.
    const parsed = availabilitySchema.safeParse({ ...shown, dailyCapacity: shown.dailyCapacity.trim() === '' ? undefined : Number(shown.dailyCapacity) });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        found[field] ??= issue.message as ErrorCode;
      }
      setErrors(found);
      return;
    }
    void submit(async () => {
      flash.clear();
      try {
        await update.mutateAsync(parsed.data);
        setDraft(null);
        toast.success(t('dashboard.saved'));
      } catch (error) {
        flash.showError(errorText(error, t('dashboard.saveFailed')));
      }
    });
  };

  return (
    <>
      <FormMessage message={flash.message} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-6">
          <fieldset aria-describedby={errors.workingDays ? workingDaysErrorId : undefined} className="min-w-0">
            <legend className="text-sm font-semibold text-ink">{t('dashboard.workingDays')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5">
              {WEEKDAYS.map((weekday) => (
                <Checkbox
                  key={weekday}
                  label={dayNames[weekday - 1]}
                  checked={shown.workingDays.includes(weekday)}
                  onChange={(event) => toggleWeekday(weekday, event.target.checked)}
                />
              ))}
            </div>
            {errors.workingDays && (
              <p id={workingDaysErrorId} className="text-sm font-medium text-red-700">
                {problemText(errors.workingDays)}
              </p>
            )}
          </fieldset>

          <Field
            label={t('dashboard.dailyCapacity')}
            hint={t('dashboard.dailyCapacityHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DAILY_CAPACITY}
            step={1}
            value={shown.dailyCapacity}
            onChange={(event) => change({ dailyCapacity: event.target.value }, 'dailyCapacity')}
            error={errors.dailyCapacity}
            className="max-w-48"
          />

          <div role="group" aria-labelledby={blockedLabelId} aria-describedby={blockedHintId} className="min-w-0 sm:max-w-md">
            <p id={blockedLabelId} className="text-sm font-semibold text-ink">
              {t('dashboard.blockedDays')}
            </p>
            <p id={blockedHintId} className="mt-1 text-sm text-muted">
              {t('dashboard.blockedHint')}
            </p>
            <MonthCalendar
              firstDay={today}
              lastDay={lastBookableDate(now)}
              today={today}
              pressedDays={shown.blockedDates}
              pressedLook="blocked"
              onPressDay={toggleBlocked}
              className="mt-2"
            />
            <p aria-live="polite" className="mt-2 text-sm text-muted">
              {t('dashboard.blockedCount', { count: shown.blockedDates.length })}
            </p>
            {errors.blockedDates && <p className="text-sm font-medium text-red-700">{problemText(errors.blockedDates)}</p>}
          </div>

          <Button type="submit" isLoading={isSubmitting} className="self-start">
            {isSubmitting ? t('dashboard.saving') : t('dashboard.save')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}

/** The boxes, the number, the calendar and the button at their real sizes, so nothing moves when the answer comes. */
function AvailabilitySkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-48" />
      <Skeleton className="h-80 w-full sm:max-w-md" />
      <Skeleton className="h-11 w-44" />
    </div>
  );
}
