import { SMS_MAX_LENGTH, type Language } from '@fundi/shared';
import { fillIn } from '../../mail-texts';
import { notificationTexts } from '../../notification-texts';
import { mailBody, plainFirstName } from '../mail-greeting';
import type { NoticeEvent, NoticeValues } from './notice-events';
import { smsLength, toGsm7 } from './sms-text';

// A notice worded for one person: its SMS and its e-mail, in their language, from the values the
// event was written with (lib/notifications/notice-events.ts).

/** Every notice but the reset code, which goes by SMS only (renderResetCodeSms). */
export type EmailedEvent = Exclude<NoticeEvent, 'reset-code'>;

export type RenderedNotice = { sms: string; subject: string; email: string };

type Person = { name: string | null; language: Language };

/** The values that name a person, each with the catalogue's word for when the name is not plain. */
const SOMEONE = { buyer: 'someoneBuying', seller: 'someoneSelling', sender: 'someoneWriting' } as const;

const isNameKey = (key: string): key is keyof typeof SOMEONE => Object.hasOwn(SOMEONE, key);

/**
 * The SMS and e-mail telling `person` of `event`. Names in `values` arrive as their owners typed
 * them and are reduced here to a plain first name; the service's title goes only into the e-mail.
 */
export function renderNotice<E extends EmailedEvent>(
  event: E,
  values: NoticeValues[E],
  person: Person,
  { settingsLink }: { settingsLink: string },
): RenderedNotice {
  const texts = notificationTexts(person.language);
  const text = texts.events[event];
  const given: Record<string, string> = values;
  const smsValues: Record<string, string> = {};
  const emailValues: Record<string, string> = {};
  const smsNames: string[] = [];
  for (const [key, value] of Object.entries(given)) {
    if (isNameKey(key)) {
      const someone = texts[SOMEONE[key]];
      const firstName = plainFirstName(value);
      emailValues[key] = firstName ?? someone;
      // A name in another alphabet would reach the SMS as question marks.
      const smsName = firstName === null ? null : toGsm7(firstName);
      const isReadable = smsName !== null && !smsName.includes('?');
      smsValues[key] = isReadable ? smsName : someone;
      if (isReadable) smsNames.push(key);
    } else if (key === 'service') {
      // On one line, inside its quotes: a title cannot pose as a paragraph of ours.
      emailValues[key] = value.replace(/\s+/g, ' ').trim();
    } else {
      emailValues[key] = value;
      smsValues[key] = toGsm7(value);
    }
  }
  const body = [fillIn(text.email, emailValues), '', fillIn(texts.manage, { settingsLink })].join('\n');
  return {
    sms: fitSms(text.sms, smsValues, smsNames),
    subject: fillIn(text.subject, emailValues),
    email: mailBody(person, body),
  };
}

/** The SMS carrying a phone-only account's password reset code. */
export function renderResetCodeSms(values: NoticeValues['reset-code'], language: Language): string {
  const { sms } = notificationTexts(language).events['reset-code'];
  return fitSms(sms, { code: toGsm7(values.code), minutes: toGsm7(values.minutes) }, []);
}

/**
 * `template` filled in, within SMS_MAX_LENGTH. The texts fit with the longest values a
 * deployment with a short PUBLIC_URL produces (notification-texts.test.ts); with a longer one,
 * the names in `nameKeys` give up letters first, then the text is cut: one SMS, never two.
 */
function fitSms(template: string, values: Record<string, string>, nameKeys: readonly string[]): string {
  const text = fillIn(template, values);
  let overflow = smsLength(text) - SMS_MAX_LENGTH;
  if (overflow <= 0) return text;
  const shortened = { ...values };
  for (const key of nameKeys.filter((name) => template.includes(`{{${name}}}`))) {
    const name = shortened[key] ?? '';
    const keep = Math.max(1, name.length - overflow);
    overflow -= name.length - keep;
    shortened[key] = name.slice(0, keep);
  }
  return cutToSms(fillIn(template, shortened));
}

function cutToSms(text: string): string {
  let length = 0;
  let cut = '';
  for (const character of text) {
    length += smsLength(character);
    if (length > SMS_MAX_LENGTH) break;
    cut += character;
  }
  return cut;
}
