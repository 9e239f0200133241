import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../uuid';

// The token of a news e-mail's unsubscribe link: the account's id and an HMAC of it under the
// server's secret (JWT_SECRET). It never expires (an old e-mail's link must still work) and
// does one thing only: turn news off for that account, which anyone holding the e-mail may do.

function macOf(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`news-unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${macOf(secret, userId)}`;
}

/** The account a token names, or undefined when it is not one of ours. */
export function accountOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, mac, ...rest] = token.split('.');
  if (!userId || !mac || rest.length > 0 || !isUuid(userId)) return undefined;
  const expected = Buffer.from(macOf(secret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId.toLowerCase() : undefined;
}
