import { z } from 'zod';

// Every body we send to Daraja (Safaricom's M-Pesa API) and every body we read from it, as
// Safaricom's documentation and real answers show them (docs/product.md, The held payment).
// Requests are strict, so a misspelt field fails here and not silently at Safaricom; answers and
// callbacks are lenient where Daraja itself is inconsistent (a code is a number in one place, a
// string in another; a list of one may arrive as the lone object, as the XML it came from had it).

const shortcode = z.string().regex(/^\d{5,7}$/);
/** The form Daraja takes: `2547XXXXXXXX` or `2541XXXXXXXX` (toMpesaPhone in @fundi/shared). */
const mpesaPhone = z.string().regex(/^254[17]\d{8}$/);
const wholeShillings = z.number().int().min(1);
const callbackUrl = z.url({ protocol: /^https?$/ });
const remarks = z.string().min(2).max(100);
/** A code Daraja writes as `"0"` or `0`, read as text. */
const codeText = z.union([z.string(), z.number()]).transform(String);
const itemValue = z.union([z.string(), z.number()]).optional();

function oneOrMany<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), item.transform((one) => [one])]);
}

// ---- Errors ----

/** A refused call (4xx/5xx) on every API but OAuth. */
export const darajaErrorBody = z.object({
  requestId: z.string().optional(),
  errorCode: codeText,
  errorMessage: z.string(),
});

/** A refused OAuth call: `{ resultCode: '999991', resultDesc: 'Invalid client id passed...' }`. */
export const darajaOAuthErrorBody = z.object({ resultCode: codeText, resultDesc: z.string() });

// ---- OAuth: GET /oauth/v1/generate?grant_type=client_credentials ----

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  // A string ("3599") in real answers, a number in some of Safaricom's own samples.
  expires_in: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(Number),
});

// ---- STK push (M-Pesa Express): POST /mpesa/stkpush/v1/processrequest ----

export const stkPushRequest = z.strictObject({
  BusinessShortCode: shortcode,
  /** base64(shortcode + passkey + Timestamp). */
  Password: z.base64(),
  /** YYYYMMDDHHmmss, Nairobi time. */
  Timestamp: z.string().regex(/^\d{14}$/),
  TransactionType: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: wholeShillings,
  PartyA: mpesaPhone,
  /** The shortcode for a PayBill, the till for BuyGoods. */
  PartyB: shortcode,
  PhoneNumber: mpesaPhone,
  CallBackURL: callbackUrl,
  AccountReference: z.string().min(1).max(12),
  TransactionDesc: z.string().min(1).max(13),
});

export const stkPushResponse = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: codeText,
  ResponseDescription: z.string(),
  CustomerMessage: z.string().default(''),
});

// ---- STK query: POST /mpesa/stkpushquery/v1/query ----

export const stkQueryRequest = z.strictObject({
  BusinessShortCode: shortcode,
  Password: z.base64(),
  Timestamp: z.string().regex(/^\d{14}$/),
  CheckoutRequestID: z.string().min(1),
});

/**
 * A push that has an outcome. ResultCode is a string here ("0"), a number in the callback.
 * A push still waiting for the PIN is not this: it is an HTTP 500 darajaErrorBody with
 * errorCode `500.001.1001` and errorMessage `The transaction is being processed`.
 */
export const stkQueryResponse = z.object({
  ResponseCode: codeText,
  ResponseDescription: z.string(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResultCode: codeText.optional(),
  ResultDesc: z.string().optional(),
});

// ---- The STK callback, posted to CallBackURL ----

export const stkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: codeText,
      ResultDesc: z.string(),
      // Only on success: Amount, MpesaReceiptNumber, TransactionDate (20261126143015, a
      // number), PhoneNumber (254712345678, a number) and sometimes Balance with no Value.
      CallbackMetadata: z.object({ Item: oneOrMany(z.object({ Name: z.string(), Value: itemValue })) }).optional(),
    }),
  }),
});

// ---- B2C payout: POST /mpesa/b2c/v3/paymentrequest ----

export const b2cRequest = z.strictObject({
  /** Ours, unique per attempt: Daraja refuses a second request with the same one. */
  OriginatorConversationID: z.string().min(1).max(64),
  InitiatorName: z.string().min(1),
  SecurityCredential: z.string().min(1),
  CommandID: z.literal('BusinessPayment'),
  Amount: wholeShillings,
  PartyA: shortcode,
  PartyB: mpesaPhone,
  Remarks: remarks,
  QueueTimeOutURL: callbackUrl,
  ResultURL: callbackUrl,
  /** Daraja's spelling. */
  Occassion: z.string().max(100).optional(),
});

/** The answer to a B2C or reversal request: queued, the outcome comes later as a Result. */
const queuedResponse = z.object({
  ConversationID: z.string().min(1),
  OriginatorConversationID: z.string().min(1),
  ResponseCode: codeText,
  ResponseDescription: z.string(),
});

export const b2cResponse = queuedResponse;

// ---- Reversal (refund of an STK payment): POST /mpesa/reversal/v1/request ----

export const reversalRequest = z.strictObject({
  Initiator: z.string().min(1),
  SecurityCredential: z.string().min(1),
  CommandID: z.literal('TransactionReversal'),
  /** The M-Pesa receipt of the payment to reverse. */
  TransactionID: z.string().regex(/^[A-Z0-9]{10}$/),
  Amount: wholeShillings,
  ReceiverParty: shortcode,
  /** Daraja's spelling; 11 = an organisation's shortcode. */
  RecieverIdentifierType: z.literal('11'),
  ResultURL: callbackUrl,
  QueueTimeOutURL: callbackUrl,
  Remarks: remarks,
  Occasion: z.string().max(100).optional(),
});

export const reversalResponse = queuedResponse;

// ---- The Result callback, posted to ResultURL (and QueueTimeOutURL) ----

const keyValue = z.object({ Key: z.string(), Value: itemValue });

/**
 * The outcome of a B2C payout or a reversal. ResultCode is usually a number, but a reversal's
 * may be lettered (`R000001`: already reversed; `R000002`: no such receipt). What Daraja posts
 * to QueueTimeOutURL (the request waited too long in M-Pesa's queue) is not documented by
 * Safaricom; SDKs and integrations read it as this same `Result` envelope, without
 * TransactionID or ResultParameters, so it is read here too: which URL it came to is what
 * says it is a timeout, and a timeout is not a failure (the request may still complete).
 */
export const resultCallbackBody = z.object({
  Result: z.object({
    ResultType: codeText.optional(),
    ResultCode: codeText,
    ResultDesc: z.string(),
    OriginatorConversationID: z.string(),
    ConversationID: z.string(),
    TransactionID: z.string().optional(),
    ResultParameters: z.object({ ResultParameter: oneOrMany(keyValue) }).optional(),
    ReferenceData: z.object({ ReferenceItem: oneOrMany(keyValue) }).optional(),
  }),
});

// ---- Readers: raw callback JSON to plain objects ----

/** A numeric ResultCode as a number; a lettered one (R000001, SFC_IC0003) as -1, never 0. */
export function resultCodeNumber(code: string): number {
  return /^-?\d+$/.test(code.trim()) ? Number(code) : -1;
}

function numberOf(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function textOf(value: string | number | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : String(value);
}

export type StkCallback = {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amount?: number;
  receipt?: string;
  phone?: string;
};

/** An STK callback's facts; undefined when the body is not an STK callback. */
export function readStkCallback(body: unknown): StkCallback | undefined {
  const parsed = stkCallbackBody.safeParse(body);
  if (!parsed.success) return undefined;
  const callback = parsed.data.Body.stkCallback;
  const item = (name: string) => callback.CallbackMetadata?.Item.find((each) => each.Name === name)?.Value;
  return {
    merchantRequestId: callback.MerchantRequestID,
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: resultCodeNumber(callback.ResultCode),
    resultDesc: callback.ResultDesc,
    amount: numberOf(item('Amount')),
    receipt: textOf(item('MpesaReceiptNumber')),
    phone: textOf(item('PhoneNumber')),
  };
}

export type ResultCallback = {
  resultCode: number;
  /** The code as Daraja wrote it, for the lettered ones (`R000001`: already reversed). */
  resultCodeText: string;
  resultDesc: string;
  originatorConversationId: string;
  conversationId: string;
  transactionId?: string;
  amount?: number;
};

/**
 * A B2C or reversal Result's facts (also a queue-timeout post); undefined when the body is not
 * a Result. `amount` is the B2C's TransactionAmount or the reversal's Amount.
 */
export function readResultCallback(body: unknown): ResultCallback | undefined {
  const parsed = resultCallbackBody.safeParse(body);
  if (!parsed.success) return undefined;
  const result = parsed.data.Result;
  const parameter = (key: string) => result.ResultParameters?.ResultParameter.find((each) => each.Key === key)?.Value;
  return {
    resultCode: resultCodeNumber(result.ResultCode),
    resultCodeText: result.ResultCode,
    resultDesc: result.ResultDesc,
    originatorConversationId: result.OriginatorConversationID,
    conversationId: result.ConversationID,
    transactionId: textOf(result.TransactionID),
    amount: numberOf(parameter('TransactionAmount') ?? parameter('Amount')),
  };
}
