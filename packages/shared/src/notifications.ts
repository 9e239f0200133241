import { z } from 'zod';

// What Fundi tells people when they are not looking, and how (docs/product.md §10): each kind of
// notice by SMS and by e-mail, as the person chose. Orders and payments are on until turned off;
// news and offers stay off until the person opts in (Kenya's Data Protection Act 2019).

export const NOTIFICATION_KINDS = ['orders', 'messages', 'news'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channels = z.object({ sms: z.boolean(), email: z.boolean() }).strict();

/** GET and PUT /api/me/notification-preferences: every kind, every channel, each a yes or no. */
export const notificationPreferences = z.object({ orders: channels, messages: channels, news: channels }).strict();
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orders: { sms: true, email: true },
  messages: { sms: true, email: true },
  news: { sms: false, email: false },
};

export const NOTIFICATION_TIMING = {
  /** A new message is told by SMS and e-mail once its reader has had no live page this long. */
  messageAwayMinutes: 10,
  /** ... and at most once an hour for one conversation. */
  messageEveryMinutes: 60,
  /**
   * ... and at most this many an hour for one reader, whoever writes: a crowd of new accounts
   * messaging someone cannot flood their phone (or run up our SMS bill).
   */
  messageNoticesPerHour: 5,
} as const;

/**
 * A password reset code sent by SMS: its digits, its life, the wrong tries it survives, and how
 * long the page waits before offering a new one (an SMS usually arrives within a minute; asking
 * sooner spends one of the account's few requests an hour and makes the first code useless).
 */
export const RESET_CODE = { digits: 6, minutes: 10, tries: 5, newCodeAfterSeconds: 60 } as const;

/** The longest SMS Fundi sends: one GSM-7 segment. */
export const SMS_MAX_LENGTH = 160;
