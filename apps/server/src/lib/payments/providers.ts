import { randomBytes } from 'node:crypto';
import type { MpesaConfig } from '../../config';
import { createDarajaClient, DarajaError, type DarajaClient } from './daraja/daraja-client';

// Where money really moves. The ledger (features/orders/payments.service.ts) does not care
// which provider it is: each asks for money in whole shillings and answers in these shapes.

/** An attempt to collect: paid at once (simulated), sent to the buyer's phone (STK push), or refused. */
type Collection =
  | { state: 'paid'; reference: string }
  | { state: 'sent'; reference: string; merchantRequestId: string }
  | { state: 'refused'; reason: string };

/**
 * An attempt to pay out or back: done at once (simulated), accepted by the provider (its
 * result comes by callback), refused (safe to try again), or unknown (no answer: it may have
 * gone, so it is never sent again by itself).
 */
export type Transfer =
  | { state: 'done'; transactionId: string }
  | { state: 'accepted'; conversationId: string }
  | { state: 'refused'; reason: string }
  | { state: 'unknown'; reason: string };

export type PaymentProvider = {
  name: 'simulated' | 'mpesa';
  /** Whether collecting needs the buyer's phone number. */
  needsPhone: boolean;
  collect(input: { amount: number; phone: string | null; orderReference: string }): Promise<Collection>;
  /** What became of a push that has not called back. */
  query(reference: string): Promise<{ state: 'pending' } | { state: 'done'; resultCode: number; resultDesc: string }>;
  /** B2C to `phone`. */
  payOut(input: { originatorConversationId: string; amount: number; phone: string; remarks: string }): Promise<Transfer>;
  /** A reversal of the receipt's payment. */
  reverse(input: { receipt: string; amount: number; remarks: string }): Promise<Transfer>;
};

/** The offline provider: a short wait, then paid; payouts and refunds settle at once. */
export function simulatedProvider({ delayMs }: { delayMs: number }): PaymentProvider {
  const reference = () => `SIM-${randomBytes(6).toString('hex').toUpperCase()}`;
  return {
    name: 'simulated',
    needsPhone: false,
    async collect() {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { state: 'paid', reference: reference() };
    },
    async query() {
      return { state: 'pending' };
    },
    async payOut() {
      return { state: 'done', transactionId: reference() };
    },
    async reverse() {
      return { state: 'done', transactionId: reference() };
    },
  };
}

/** The callback URLs we give Daraja, each carrying the secret as one path segment. */
function mpesaCallbackUrls(publicUrl: string, secret: string) {
  const base = `${publicUrl}/api/mpesa/${secret}`;
  return {
    stk: `${base}/stk`,
    b2cResult: `${base}/b2c/result`,
    b2cTimeout: `${base}/b2c/timeout`,
    reversalResult: `${base}/reversal/result`,
    reversalTimeout: `${base}/reversal/timeout`,
  };
}

/** Safaricom's Daraja: STK push in, B2C out, reversal back (docs/product.md §4). */
export function mpesaProvider(config: MpesaConfig, publicUrl: string, client: DarajaClient = createDarajaClient(config)): PaymentProvider {
  const urls = mpesaCallbackUrls(publicUrl, config.callbackSecret);
  // Daraja refused (an HTTP answer with its error) or was never asked: safe to try again.
  // Anything else (no answer in time, a connection cut) may have reached it.
  const wasRefused = (error: DarajaError) => error.status !== undefined || error.code === 'INVALID_REQUEST' || error.code === 'MISSING_SETTINGS';
  const asTransfer = (error: unknown): Transfer => {
    if (!(error instanceof DarajaError)) throw error;
    return wasRefused(error) ? { state: 'refused', reason: error.message } : { state: 'unknown', reason: error.message };
  };
  return {
    name: 'mpesa',
    needsPhone: true,
    async collect({ amount, phone, orderReference }) {
      try {
        const pushed = await client.stkPush({
          amount,
          phone: phone!,
          callbackUrl: urls.stk,
          accountReference: orderReference,
          description: 'Fundi booking',
        });
        return { state: 'sent', reference: pushed.checkoutRequestId, merchantRequestId: pushed.merchantRequestId };
      } catch (error) {
        if (!(error instanceof DarajaError)) throw error;
        return { state: 'refused', reason: error.message };
      }
    },
    query: (reference) => client.stkQuery(reference),
    async payOut({ originatorConversationId, amount, phone, remarks }) {
      try {
        const queued = await client.b2cPayment({
          originatorConversationId,
          amount,
          phone,
          remarks,
          occasion: 'Fundi payout',
          resultUrl: urls.b2cResult,
          timeoutUrl: urls.b2cTimeout,
        });
        return { state: 'accepted', conversationId: queued.conversationId };
      } catch (error) {
        return asTransfer(error);
      }
    },
    async reverse({ receipt, amount, remarks }) {
      try {
        const queued = await client.reversal({ transactionId: receipt, amount, remarks, resultUrl: urls.reversalResult, timeoutUrl: urls.reversalTimeout });
        return { state: 'accepted', conversationId: queued.conversationId };
      } catch (error) {
        return asTransfer(error);
      }
    },
  };
}
