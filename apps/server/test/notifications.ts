import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, OrderStatus, PaymentStatus } from '@fundi/shared';
import type { Database } from '../src/db';
import { tellOrderStep, tellPaymentStep } from '../src/features/orders/order-notices';

// Notices as their readers get them: the SMS the outbox wrote, the rows of the notifications
// outbox, and the values a catalogue text was filled with (docs/decisions/0050-notifications.md).

export type OutboxSms = { to: string; text: string };

/** A Kenyan mobile number nobody else in the test database has. */
export function randomMobile(): string {
  return `+2547${String(randomInt(10_000_000, 100_000_000))}`;
}

/** Gives an account (made with an e-mail only) a phone and a language; returns the phone. */
export async function givePhone(db: Database, userId: string, language: Language): Promise<string> {
  const phone = randomMobile();
  await db.updateTable('users').set({ phone, language }).where('id', '=', userId).execute();
  return phone;
}

/** Every SMS the app wrote to `outboxDir` (no Africa's Talking settings), oldest first. */
export function smsIn(outboxDir: string): OutboxSms[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.sms.txt')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outboxDir, file), 'utf8');
    const match = /^To: (\S+)\n\n([\s\S]*)\n$/.exec(raw);
    if (!match) throw new Error(`${file} is not an SMS file: ${raw}`);
    return { to: match[1]!, text: match[2]! };
  });
}

/** The outbox rows written for a person, oldest first. */
export function noticesOf(db: Database, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'event', 'channel', 'recipient', 'language', 'status', 'subject', 'body', 'notice_values', 'attempts', 'dedupe_key'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('channel')
    .execute();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values `template` (a catalogue text, `{{name}}` placeholders) was filled with to give
 * `text`, or undefined when `text` is not that template filled in. With `withinLines`, the
 * template may be one part of `text` starting and ending on line boundaries (an e-mail's body
 * between its greeting and its footer). A value never spans lines.
 */
export function valuesIn(template: string, text: string, { withinLines = false } = {}): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, withinLines ? 'm' : '').exec(text);
  if (!match) return undefined;
  const values: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const value = match[index + 1]!;
    // A name written twice must read the same both times.
    if (values[name] !== undefined && values[name] !== value) return undefined;
    values[name] = value;
  }
  return values;
}

/**
 * Runs the notices of an order's step again, in a transaction of their own, as a replayed
 * callback or a retried job would: the step's code path told twice.
 */
export async function tellStepAgain(db: Database, orderId: string, step: { order: OrderStatus } | { payment: PaymentStatus; cause: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ('order' in step) await tellOrderStep(trx, orderId, step.order);
    else await tellPaymentStep(trx, orderId, step.payment, step.cause);
  });
}
