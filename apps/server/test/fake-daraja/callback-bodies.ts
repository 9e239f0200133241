import type { z } from 'zod';
import { darajaTimestamp } from '../../src/lib/payments/daraja/daraja-client';
import type { resultCallbackBody, stkCallbackBody } from '../../src/lib/payments/daraja/daraja-schemas';
import { transactionDate, type FakePayout, type FakePush, type FakeReversal, type SentCallback } from './records';

// The bodies Daraja posts, field for field as Safaricom's documentation shows them, and the post.

type StkCallbackBody = z.input<typeof stkCallbackBody>;
type ResultCallbackBody = z.input<typeof resultCallbackBody>;

const SUCCESS = 'The service request is processed successfully.';

/** Daraja's own ResultDesc for the codes a test is likely to use. */
const RESULT_DESCRIPTIONS: Record<string, string> = {
  '0': SUCCESS,
  '1': 'The balance is insufficient for the transaction.',
  '1019': 'Transaction has expired.',
  '1032': 'Request cancelled by user',
  '1037': 'DS timeout user cannot be reached',
  '2001': 'The initiator information is invalid.',
  R000001: 'The transaction has already been reversed.',
  R000002: 'The OriginalTransactionID is invalid.',
};

export function describeResult(code: number | string): string {
  return RESULT_DESCRIPTIONS[String(code)] ?? 'The service request failed.';
}

export function stkCallback(push: FakePush, at: Date): StkCallbackBody {
  const stkCallback: StkCallbackBody['Body']['stkCallback'] = {
    MerchantRequestID: push.merchantRequestId,
    CheckoutRequestID: push.checkoutRequestId,
    ResultCode: push.resultCode ?? 0,
    ResultDesc: push.resultDesc ?? SUCCESS,
  };
  if (push.status === 'paid') {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: push.amount ?? push.request.Amount },
        { Name: 'MpesaReceiptNumber', Value: push.receipt ?? '' },
        // Real callbacks sometimes carry a Balance with no Value; readers must not trip on it.
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: transactionDate(at) },
        { Name: 'PhoneNumber', Value: Number(push.request.PhoneNumber) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

const referenceData = (kind: 'b2c' | 'reversal') => ({
  ReferenceItem: { Key: 'QueueTimeoutURL', Value: `https://internalsandbox.safaricom.co.ke/mpesa/${kind}results/v1/submit` },
});

/** `26.11.2026 14:30:15`, as B2C's TransactionCompletedDateTime writes it. */
function completedDateTime(at: Date): string {
  const s = darajaTimestamp(at);
  return `${s.slice(6, 8)}.${s.slice(4, 6)}.${s.slice(0, 4)} ${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12)}`;
}

export function b2cResult(payout: FakePayout, at: Date): ResultCallbackBody {
  const resultCode = payout.resultCode ?? 0;
  const result: ResultCallbackBody['Result'] = {
    ResultType: 0,
    ResultCode: resultCode,
    ResultDesc: describeResult(resultCode),
    OriginatorConversationID: payout.originatorConversationId,
    ConversationID: payout.conversationId,
    TransactionID: payout.transactionId,
    ReferenceData: referenceData('b2c'),
  };
  if (payout.status === 'paid') {
    result.ResultParameters = {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: payout.request.Amount },
        { Key: 'TransactionReceipt', Value: payout.transactionId ?? '' },
        { Key: 'ReceiverPartyPublicName', Value: `${payout.request.PartyB} - FUNDI TEST SELLER` },
        { Key: 'TransactionCompletedDateTime', Value: completedDateTime(at) },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: 8959269.6 },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 1199371.0 },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -1980.0 },
      ],
    };
  }
  return { Result: result };
}

export function reversalResult(reversal: FakeReversal, at: Date): ResultCallbackBody {
  const resultCode = reversal.resultCode ?? 0;
  const result: ResultCallbackBody['Result'] = {
    ResultType: 0,
    ResultCode: resultCode,
    ResultDesc: describeResult(resultCode),
    OriginatorConversationID: reversal.originatorConversationId,
    ConversationID: reversal.conversationId,
    TransactionID: reversal.transactionId,
    ReferenceData: referenceData('reversal'),
  };
  if (reversal.status === 'reversed') {
    result.ResultParameters = {
      ResultParameter: [
        { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|7722179.62|7722179.62|0.00|0.00' },
        { Key: 'Amount', Value: reversal.request.Amount },
        { Key: 'TransCompletedTime', Value: transactionDate(at) },
        { Key: 'OriginalTransactionID', Value: reversal.request.TransactionID },
        { Key: 'Charge', Value: 0 },
        { Key: 'CreditPartyPublicName', Value: '254712345678 - FUNDI TEST BUYER' },
        { Key: 'DebitPartyPublicName', Value: `${reversal.request.ReceiverParty} - Fundi` },
      ],
    };
  }
  return { Result: result };
}

/**
 * What the fake posts to QueueTimeOutURL. Safaricom documents no body for it; integrations and
 * SDKs read the same Result envelope, without TransactionID or ResultParameters.
 */
export function queueTimeout(request: { originatorConversationId: string; conversationId: string }): ResultCallbackBody {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1,
      ResultDesc: 'The service request has timed out.',
      OriginatorConversationID: request.originatorConversationId,
      ConversationID: request.conversationId,
    },
  };
}

/** Posts as Daraja does: JSON, once, no retry; the receiver's answer is only recorded. */
export async function postCallback(url: string, body: unknown): Promise<SentCallback> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { url, body, status: response.status };
  } catch (error) {
    return { url, body, error: error instanceof Error ? error.message : String(error) };
  }
}
