import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import { darajaTimestamp } from '../../src/lib/payments/daraja/daraja-client';
import type { b2cRequest, reversalRequest, stkPushRequest } from '../../src/lib/payments/daraja/daraja-schemas';

// What the fake Daraja remembers, and the identifiers it makes up in the shapes real Daraja uses.

export type SentCallback = {
  url: string;
  body: unknown;
  /** The receiver's HTTP status; undefined when it could not be reached or the post was dropped. */
  status?: number;
  error?: string;
  dropped?: boolean;
};

export type FakePush = {
  request: z.output<typeof stkPushRequest>;
  merchantRequestId: string;
  checkoutRequestId: string;
  status: 'pending' | 'paid' | 'failed';
  resultCode?: number;
  resultDesc?: string;
  receipt?: string;
  /** What the buyer paid; the request's Amount unless approve() said otherwise. */
  amount?: number;
};

export type FakePayout = {
  request: z.output<typeof b2cRequest>;
  originatorConversationId: string;
  conversationId: string;
  status: 'queued' | 'paid' | 'failed' | 'timed-out';
  resultCode?: number | string;
  transactionId?: string;
};

export type FakeReversal = {
  request: z.output<typeof reversalRequest>;
  /** Made up by Daraja: a reversal request carries no id of ours. */
  originatorConversationId: string;
  conversationId: string;
  status: 'queued' | 'reversed' | 'failed' | 'timed-out';
  resultCode?: number | string;
  transactionId?: string;
};

const receiptAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const issuedReceipts = new Set<string>();

/** An M-Pesa receipt such as `SJK3H4ABCD`: ten capitals and digits, unique in this process. */
export function newReceipt(): string {
  for (;;) {
    const tail = Array.from({ length: 9 }, () => receiptAlphabet[randomInt(receiptAlphabet.length)]).join('');
    const receipt = `S${tail}`;
    if (!issuedReceipts.has(receipt)) {
      issuedReceipts.add(receipt);
      return receipt;
    }
  }
}

/** `2654-4b64-97ff-b827b542881d3130`, as Daraja's API proxy writes them. */
export function newRequestId(): string {
  const hex = randomBytes(12).toString('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}-${hex.slice(12)}${randomInt(1_000_000, 9_999_999)}`;
}

/** `ws_CO_10072024091526171723961`: the push's time, then digits. */
export function newCheckoutRequestId(at: Date): string {
  const stamp = darajaTimestamp(at);
  const ddmmyyyy = `${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}`;
  return `ws_CO_${ddmmyyyy}${stamp.slice(8)}${randomInt(100_000_000, 999_999_999)}`;
}

/** `AG_20240706_20106e9209f64bebd05b`. */
export function newConversationId(at: Date): string {
  return `AG_${darajaTimestamp(at).slice(0, 8)}_${randomBytes(10).toString('hex')}`;
}

/** `20261126143015`: Daraja's TransactionDate, a number. */
export function transactionDate(at: Date): number {
  return Number(darajaTimestamp(at));
}
