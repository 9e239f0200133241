import { formatShortDate, formatTime } from '../../lib/format';

/** A moment as disputes show it, `28 Nov 2026, 9:30 am`, in Kenyan time. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return `${formatShortDate(date, { year: true })}, ${formatTime(date)}`;
}

/** A moment in a line of text, machine-readable too. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatWhen(iso)}</time>;
}
