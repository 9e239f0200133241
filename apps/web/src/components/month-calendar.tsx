import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, isoWeekday } from '@fundi/shared';
import { addAvailabilityWords } from '../lib/availability-words';
import { cn } from '../lib/cn';
import { formatDay, formatMonth, weekdayNames } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useElementId } from '../lib/element-id';

addAvailabilityWords();

// Days are `YYYY-MM-DD` text, Nairobi's calendar days (docs/decisions/0003-money-and-nairobi-time.md):
// they are counted here as UTC dates, which have no time zone to shift them.

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const clamp = (day: string, first: string, last: string) => (day < first ? first : day > last ? last : day);

/** The month's days in weeks from Monday, null where a week reaches into the month before or after. */
function weeksOf(month: string): Array<Array<string | null>> {
  const days: Array<string | null> = Array.from({ length: isoWeekday(month) - 1 }, () => null);
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Where each key moves the focus from `day` (the WAI-ARIA date picker's keys). */
const keyMoves: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, 1 - isoWeekday(day)),
  End: (day) => addDays(day, 7 - isoWeekday(day)),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

export interface MonthCalendarProps {
  /** The first and the last day that can be pressed; the months shown run from one to the other. */
  firstDay: string;
  lastDay: string;
  /** Today in Nairobi, marked as such. */
  today: string;
  /** Days between the two that cannot be pressed: greyed, crossed out and `aria-disabled`. */
  isDayUnavailable?: (day: string) => boolean;
  /** The days shown pressed: the one chosen, or those blocked. */
  pressedDays: readonly string[];
  /** How a pressed day looks: filled (a chosen day) or crossed out in red (a blocked day). */
  pressedLook?: 'chosen' | 'blocked';
  onPressDay: (day: string) => void;
  className?: string;
}

/**
 * A month of days as a grid of buttons, with the previous and next months, for one calendar
 * shared by the booking dialog (choose a day) and a seller's dashboard (block days). Put it in
 * a group named by its field's label. Each day is a button 44 px tall, and at least as wide on
 * a 360 px screen, named by its date in words;
 * the arrow keys, Home, End, Page Up and Page Down move between days (one day is in the tab
 * order). Unavailable days keep their focus, so a screen reader still reads them, but do
 * nothing when pressed. Seven columns of 44 px fit a 360 px screen by reaching into the
 * padding around the calendar; on a narrower one the columns narrow.
 */
export function MonthCalendar({ firstDay, lastDay, today, isDayUnavailable, pressedDays, pressedLook = 'chosen', onPressDay, className }: MonthCalendarProps) {
  const { t } = useTranslation('availability');
  const monthId = useElementId();
  const gridRef = useRef<HTMLTableElement>(null);
  const startDay = clamp(pressedDays.find((day) => day >= firstDay && day <= lastDay) ?? firstDay, firstDay, lastDay);
  const [shownMonth, setShownMonth] = useState(monthOf(startDay));
  const [focusedDay, setFocusedDay] = useState(startDay);
  const shouldFocus = useRef(false);
  const shortNames = weekdayNames('short');
  const longNames = weekdayNames('long');
  const canGoBack = shownMonth > monthOf(firstDay);
  const canGoForward = shownMonth < monthOf(lastDay);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, shownMonth]);

  const showMonth = (month: string) => {
    setShownMonth(month);
    setFocusedDay(clamp(month, firstDay, lastDay));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = clamp(move(focusedDay), firstDay, lastDay);
    shouldFocus.current = true;
    setFocusedDay(next);
    setShownMonth(monthOf(next));
  };

  const isUnavailable = (day: string) => day < firstDay || day > lastDay || (isDayUnavailable?.(day) ?? false);

  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-2">
        <MonthButton label={t('calendar.previousMonth')} isEnabled={canGoBack} onClick={() => showMonth(addMonths(shownMonth, -1))}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </MonthButton>
        <p id={monthId} aria-live="polite" className="font-semibold text-ink first-letter:uppercase">
          {formatMonth(shownMonth)}
        </p>
        <MonthButton label={t('calendar.nextMonth')} isEnabled={canGoForward} onClick={() => showMonth(addMonths(shownMonth, 1))}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </MonthButton>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={monthId}
        onKeyDown={onKeyDown}
        className="-mx-2 mt-2 w-[calc(100%+1rem)] table-fixed border-collapse sm:mx-0 sm:w-full"
      >
        <thead>
          <tr>
            {shortNames.map((name, index) => (
              <th key={longNames[index]} scope="col" className="pb-1 font-semibold text-muted">
                <span aria-hidden="true" className={cn('block leading-tight', name.length > 4 ? 'text-[0.625rem] tracking-tight' : 'text-xs')}>
                  {name}
                </span>
                <span className="sr-only">{longNames[index]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(shownMonth).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} className="p-0">
                    <DayButton
                      day={day}
                      isToday={day === today}
                      isPressed={pressedDays.includes(day)}
                      isUnavailable={isUnavailable(day)}
                      isFocusable={day === focusedDay}
                      pressedLook={pressedLook}
                      onPress={() => {
                        setFocusedDay(day);
                        if (!isUnavailable(day)) onPressDay(day);
                      }}
                    />
                  </td>
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthButton({ label, isEnabled, onClick, children }: { label: string; isEnabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!isEnabled}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-full text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}

function DayButton({
  day,
  isToday,
  isPressed,
  isUnavailable,
  isFocusable,
  pressedLook,
  onPress,
}: {
  day: string;
  isToday: boolean;
  isPressed: boolean;
  isUnavailable: boolean;
  isFocusable: boolean;
  pressedLook: 'chosen' | 'blocked';
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={isFocusable ? 0 : -1}
      aria-label={formatDay(day)}
      aria-pressed={isPressed}
      aria-disabled={isUnavailable || undefined}
      aria-current={isToday ? 'date' : undefined}
      onClick={onPress}
      className={cn(
        // The whole cell is the button (44 px tall, a seventh of the width); its clear border
        // draws the gap between days without taking from what a finger can hit.
        'flex h-11 w-full min-w-0 items-center justify-center rounded-lg border-2 border-transparent bg-clip-padding text-sm font-semibold tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        isToday && 'underline decoration-2 underline-offset-4',
        isUnavailable
          ? 'cursor-not-allowed bg-stone-100 font-normal text-stone-400 line-through'
          : isPressed
            ? pressedLook === 'chosen'
              ? 'bg-brand-700 text-white hover:bg-brand-800'
              : 'bg-red-50 text-red-800 line-through ring-1 ring-red-300 ring-inset hover:bg-red-100'
            : 'bg-white text-ink ring-1 ring-line ring-inset hover:bg-brand-50 hover:ring-brand-300',
        isUnavailable && isPressed && 'ring-1 ring-red-200 ring-inset',
      )}
    >
      {Number(day.slice(8))}
    </button>
  );
}
