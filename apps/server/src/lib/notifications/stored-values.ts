import type { NoticeEvent, NoticeValues } from './notice-events';

// A notice is written with its facts and worded when it is sent (the worker knows PUBLIC_URL and
// words them in the person's language): amounts as cents, days as 'YYYY-MM-DD', moments as ISO
// times, the link as a path the worker puts after PUBLIC_URL.

const amountKeys = ['amount', 'buyerAmount', 'sellerAmount'] as const;
type AmountKey = (typeof amountKeys)[number];

export type StoredValues<E extends NoticeEvent> = {
  [K in keyof NoticeValues[E]]: K extends AmountKey ? number : string;
};

export function isAmountKey(key: string): key is AmountKey {
  return (amountKeys as readonly string[]).includes(key);
}
