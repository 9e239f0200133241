import type { Language } from '@fundi/shared';
import type { NoticeEvent, NoticeValues } from '../../lib/notifications/notice-events';
import { noticeFormats } from '../../lib/notifications/notice-formats';
import { isAmountKey } from '../../lib/notifications/stored-values';

/**
 * The stored facts of a notice (lib/notifications/stored-values.ts) as the words its texts are
 * filled with, in the reader's language; the link's path after PUBLIC_URL.
 */
export function wordedValues<E extends NoticeEvent>(stored: Record<string, unknown>, { language, publicUrl }: { language: Language; publicUrl: string }): NoticeValues[E] {
  const formats = noticeFormats(language);
  const worded: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (isAmountKey(key)) worded[key] = formats.amount(Number(value));
    else if (key === 'date') worded[key] = formats.day(String(value));
    else if (key === 'deadline') worded[key] = formats.moment(new Date(String(value)));
    else if (key === 'link') worded[key] = `${publicUrl}${String(value)}`;
    else worded[key] = String(value);
  }
  return worded as NoticeValues[E];
}
