import { createAfricasTalkingSender, type AfricasTalkingConfig } from './africas-talking';
import { createSmsOutbox, type OutboxLog } from './sms-outbox';

export { SmsError } from './sms-error';
export type { AfricasTalkingConfig } from './africas-talking';

/** `to` in international form, +2547XXXXXXXX (normalisePhone in lib/phone.ts). */
export type Sms = { to: string; message: string };

/**
 * What the provider said of an SMS it took. `messageId` is the id its delivery reports will
 * carry (the outbox's file name when there is no provider); `cost` its price as it writes it
 * (`KES 0.8000`).
 */
export type SmsReceipt = { messageId: string | null; status: string; statusCode: number | null; cost: string | null };

export type SmsSender = { name: 'africas-talking' | 'outbox'; send(sms: Sms): Promise<SmsReceipt> };

/**
 * Sends through Africa's Talking when its settings are given. Without them (a laptop, a demo)
 * every SMS is written to the outbox beside the e-mails, so flows such as a password reset by
 * phone work out of the box.
 */
export function createSmsSender({ africasTalking, outboxDir, log }: { africasTalking?: AfricasTalkingConfig; outboxDir: string; log: OutboxLog }): SmsSender {
  return africasTalking ? createAfricasTalkingSender(africasTalking) : createSmsOutbox({ outboxDir, log });
}
