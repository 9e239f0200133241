import type { Language } from '@fundi/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import type { Mailer } from '../../lib/mailer';
import type { NoticeEvent, NoticeValues } from '../../lib/notifications/notice-events';
import { renderNotice, renderResetCodeSms, type EmailedEvent } from '../../lib/notifications/render-notice';
import { SmsError, type SmsSender } from '../../lib/sms/sms-sender';
import { mailBody } from '../../lib/mail-greeting';
import { repeatEvery } from '../../lib/repeat-every';
import { unsubscribeToken } from '../../lib/notifications/unsubscribe-token';
import { asLanguage } from '../../lib/users/account-language';
import { fillIn } from '../../mail-texts';
import { notificationTexts } from '../../notification-texts';
import { wordedValues } from './notice-wording';
import { leaseDueNotices, updateNotice, type DueNotice } from './notifications.repository';

// Sending the outbox (docs/decisions/0050-notifications.md), run by every instance: each takes a
// few due notices with SKIP LOCKED, so each notice is sent by one; a provider that fails is
// tried again later, further apart each time, and after about a day the notice is given up and
// kept as FAILED with the provider's last answer.

export type NotificationDeps = {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
  /** Signs news e-mails' unsubscribe links (JWT_SECRET). */
  unsubscribeSecret: string;
  log: FastifyBaseLogger;
};

const BATCH = 20;
/** Longer than any send takes (the SMS client gives up after 10 s): a worker that died is taken over after this. */
const LEASE_SECONDS = 120;
const MINUTE_S = 60;
/** Waits after the 1st, 2nd ... failure; after the last, the notice is given up (about 23 hours in all). */
/** A reset code works for 10 minutes: tried again while it can still be used, then given up. */
const RESET_CODE_RETRY_AFTER_S = [15, 60, 3 * MINUTE_S];
const RETRY_AFTER_S = [30, 2 * MINUTE_S, 5 * MINUTE_S, 15 * MINUTE_S, 30 * MINUTE_S, 60 * MINUTE_S, 2 * 60 * MINUTE_S, 4 * 60 * MINUTE_S, 8 * 60 * MINUTE_S, 8 * 60 * MINUTE_S];

const HIDDEN_CODE = '••••••';

export type NotificationWorkers = { runOnce: () => Promise<number>; stop: () => Promise<void> };

export function createNotificationWorkers(deps: NotificationDeps, { intervalMs }: { intervalMs?: number } = {}): NotificationWorkers {
  /** Sends what is due, batch after batch, until nothing is (or the app is closing); returns how many were tried. */
  const runOnce = async () => {
    let tried = 0;
    for (;;) {
      const due = await leaseDueNotices(deps.db, { limit: BATCH, leaseSeconds: LEASE_SECONDS });
      for (const notice of due) await sendOne(deps, notice);
      tried += due.length;
      if (due.length < BATCH || repeated.isStopped()) return tried;
    }
  };
  const repeated = repeatEvery(intervalMs, runOnce, { onError: (error) => deps.log.error({ err: error }, 'notification worker failed') });
  return { runOnce, stop: repeated.stop };
}

/** A notice's words for its reader, and what is kept of them once sent (never a reset code). */
function wordingOf(deps: NotificationDeps, notice: DueNotice): Wording {
  const language = asLanguage(notice.language);
  if (notice.event === 'news') return newsWording(deps, notice, language);
  const event = notice.event as NoticeEvent;
  const values = wordedValues(notice.notice_values as Record<string, unknown>, { language, publicUrl: deps.publicUrl });
  if (event === 'reset-code') {
    const code = (values as NoticeValues['reset-code']).code;
    const sms = renderResetCodeSms(values as NoticeValues['reset-code'], language);
    return { subject: '', text: sms, kept: { subject: null, body: sms.replaceAll(code, HIDDEN_CODE) }, keptValues: { code: HIDDEN_CODE } };
  }
  const rendered = renderNotice(event, values as NoticeValues[EmailedEvent], { name: notice.name, language }, { settingsLink: `${deps.publicUrl}/settings?section=notifications` });
  return notice.channel === 'sms'
    ? { subject: '', text: rendered.sms, kept: { subject: null, body: rendered.sms } }
    : { subject: rendered.subject, text: rendered.email, kept: { subject: rendered.subject, body: rendered.email } };
}

type Wording = {
  subject: string;
  text: string;
  headers?: Record<string, string>;
  kept: { subject: string | null; body: string };
  keptValues?: Record<string, string>;
};

/** A letter of news (news.ts) with its unsubscribe link, in the text and in the headers mail programs offer as a button. */
function newsWording(deps: NotificationDeps, notice: DueNotice, language: Language): Wording {
  const letter = notice.notice_values as { subject: string; text: string };
  const link = `${deps.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(deps.unsubscribeSecret, notice.user_id)}`;
  const text = mailBody({ name: notice.name, language }, [letter.text, '', fillIn(notificationTexts(language).news.unsubscribe, { link })].join('\n'));
  const headers = { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { subject: letter.subject, text, headers, kept: { subject: letter.subject, body: text } };
}

async function sendOne(deps: NotificationDeps, notice: DueNotice): Promise<void> {
  try {
    // Worded inside the try: a notice this version cannot word (an event only a newer instance
    // knows, during a deploy) is tried again later like any failure, and the rest of the batch goes.
    const wording = wordingOf(deps, notice);
    const sent = { ...wording.kept, status: 'SENT', sent_at: new Date(), next_attempt_at: null, last_error: null };
    const keptValues = wording.keptValues ? { notice_values: JSON.stringify(wording.keptValues) } : {};
    if (notice.channel === 'sms') {
      const receipt = await deps.sms.send({ to: notice.recipient, message: wording.text });
      const providerStatus = [receipt.status, receipt.statusCode, receipt.cost].filter((part) => part !== null).join(' ');
      await updateNotice(deps.db, notice.id, { ...sent, ...keptValues, provider_message_id: receipt.messageId, provider_status: providerStatus });
    } else {
      await deps.mailer.send({ to: notice.recipient, subject: wording.subject, text: wording.text, ...(wording.headers ? { headers: wording.headers } : {}) });
      await updateNotice(deps.db, notice.id, { ...sent, ...keptValues, provider_status: 'accepted' });
    }
  } catch (error) {
    await recordFailure(deps, notice, error);
  }
}

async function recordFailure(deps: NotificationDeps, notice: DueNotice, error: unknown): Promise<void> {
  const reason = failureOf(error);
  const isResetCode = notice.event === 'reset-code';
  const retryAfter = (isResetCode ? RESET_CODE_RETRY_AFTER_S : RETRY_AFTER_S)[notice.attempts - 1];
  const givesUp = !reason.isTemporary || retryAfter === undefined;
  deps.log.warn({ notification: notice.id, channel: notice.channel, attempts: notice.attempts, reason: reason.text, givesUp }, 'notification not sent');
  await updateNotice(deps.db, notice.id, {
    last_error: reason.text,
    provider_status: reason.providerStatus,
    ...(givesUp ? { status: 'FAILED', next_attempt_at: null } : { next_attempt_at: new Date(Date.now() + retryAfter * 1000) }),
    // A code given up on is kept nowhere either.
    ...(givesUp && isResetCode ? { notice_values: JSON.stringify({ code: HIDDEN_CODE }) } : {}),
  });
}

/** What went wrong, in words safe to keep (no key, no text), and whether trying later may work. */
function failureOf(error: unknown): { text: string; isTemporary: boolean; providerStatus: string | null } {
  if (error instanceof SmsError) {
    return { text: error.message.slice(0, 500), isTemporary: error.isTemporary, providerStatus: error.statusCode === undefined ? null : String(error.statusCode) };
  }
  // SMTP: a 5xx answer (no such mailbox) will not change; anything else (4xx, no connection) may.
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  const isPermanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const text = error instanceof Error ? error.message : String(error);
  return { text: text.slice(0, 500), isTemporary: !isPermanent, providerStatus: typeof responseCode === 'number' ? String(responseCode) : null };
}
