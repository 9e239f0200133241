import type { z } from 'zod';
import { TIME_ZONE } from '@fundi/shared';
import {
  b2cRequest,
  b2cResponse,
  darajaErrorBody,
  darajaOAuthErrorBody,
  resultCodeNumber,
  reversalRequest,
  reversalResponse,
  stkPushRequest,
  stkPushResponse,
  stkQueryRequest,
  stkQueryResponse,
  tokenResponse,
} from './daraja-schemas';

// The calls the payment ledger makes to Daraja, Safaricom's M-Pesa API (docs/product.md, The
// held payment): STK push and its query to take the buyer's money, B2C to pay the seller,
// reversal to refund. Each body is checked against its schema before it goes and each answer
// after it comes, so the rest of the server deals in plain, typed values.

export type DarajaSettings = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  till?: string;
  b2cShortcode?: string;
  initiatorName?: string;
  securityCredential?: string;
};

/**
 * A call that did not succeed. `status` is Daraja's HTTP status, and `code` its errorCode
 * (`400.002.02`, `500.001.1001`, ...) when it refused; with no status Daraja was not reached or
 * did not answer in time (code `UNREACHABLE` or `TIMEOUT`: a payout may or may not have gone),
 * or the request was never sent (`INVALID_REQUEST`, `MISSING_SETTINGS`). `MALFORMED_ANSWER`
 * with a 2xx status: Daraja answered something we cannot read. Messages never carry secrets.
 */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

type StkQueryResult = { state: 'pending' } | { state: 'done'; resultCode: number; resultDesc: string };
type QueuedRequest = { conversationId: string; originatorConversationId: string };

export interface DarajaClient {
  stkPush(input: { amount: number; phone: string; callbackUrl: string; accountReference: string; description: string }): Promise<{
    merchantRequestId: string;
    checkoutRequestId: string;
    customerMessage: string;
  }>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  b2cPayment(input: {
    originatorConversationId: string;
    amount: number;
    phone: string;
    remarks: string;
    occasion?: string;
    resultUrl: string;
    timeoutUrl: string;
  }): Promise<QueuedRequest>;
  reversal(input: { transactionId: string; amount: number; remarks: string; resultUrl: string; timeoutUrl: string }): Promise<QueuedRequest>;
}

/** Renew the token this long before Daraja says it expires, so no call carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;
/** What Daraja answers a query about a push still waiting for the buyer's PIN. */
const STILL_PROCESSING = { errorCode: '500.001.1001', message: /being processed/i };
/** Daraja's code for a token it does not accept (sent with HTTP 401, or 404 in its docs). */
const INVALID_TOKEN_CODE = '404.001.03';

type Answer = { status: number; body: unknown };

const nairobiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYYMMDDHHmmss` in Nairobi time, as the STK Password and Timestamp want it. */
export function darajaTimestamp(at: Date): string {
  const part = Object.fromEntries(nairobiClock.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

export function createDarajaClient(settings: DarajaSettings, options: { now?: () => Date; timeoutMs?: number } = {}): DarajaClient {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const basicAuth = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');

  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  // Whatever Daraja echoes back, no secret of ours leaves in an error message.
  function scrub(text: string): string {
    const secrets = [settings.consumerKey, settings.consumerSecret, settings.passkey, settings.securityCredential, basicAuth, token?.value];
    let clean = text;
    for (const secret of secrets) if (secret) clean = clean.split(secret).join('[secret]');
    return clean.slice(0, 300);
  }

  async function send(path: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as { name?: unknown } | undefined)?.name === 'TimeoutError';
      throw timedOut
        ? new DarajaError(`Daraja did not answer ${path} within ${timeoutMs} ms`, undefined, 'TIMEOUT')
        : new DarajaError(`Daraja could not be reached for ${path}`, undefined, 'UNREACHABLE');
    }
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }

  function refusal(path: string, answer: Answer): DarajaError {
    const error = darajaErrorBody.safeParse(answer.body);
    if (error.success) {
      const { errorCode, errorMessage } = error.data;
      return new DarajaError(scrub(`Daraja refused ${path}: ${errorCode} ${errorMessage}`), answer.status, errorCode);
    }
    const oauthError = darajaOAuthErrorBody.safeParse(answer.body);
    if (oauthError.success) {
      const { resultCode, resultDesc } = oauthError.data;
      return new DarajaError(scrub(`Daraja refused ${path}: ${resultCode} ${resultDesc}`), answer.status, resultCode);
    }
    return new DarajaError(`Daraja answered ${path} with HTTP ${answer.status}`, answer.status);
  }

  function read<S extends z.ZodType>(schema: S, path: string, answer: Answer): z.output<S> {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new DarajaError(`Daraja's answer to ${path} could not be read`, answer.status, 'MALFORMED_ANSWER');
    return parsed.data;
  }

  async function fetchToken(): Promise<string> {
    const path = '/oauth/v1/generate?grant_type=client_credentials';
    const askedAt = now().getTime();
    const answer = await send(path, { method: 'GET', headers: { Authorization: `Basic ${basicAuth}` } });
    if (answer.status !== 200) throw refusal(path, answer);
    const { access_token, expires_in } = read(tokenResponse, path, answer);
    token = { value: access_token, renewAt: askedAt + expires_in * 1000 - TOKEN_MARGIN_MS };
    return access_token;
  }

  /** The token in hand while it is fresh; callers arriving together share one request. */
  function accessToken(): Promise<string> {
    if (token && now().getTime() < token.renewAt) return Promise.resolve(token.value);
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  function isTokenRefused(answer: Answer): boolean {
    return answer.status === 401 || darajaErrorBody.safeParse(answer.body).data?.errorCode === INVALID_TOKEN_CODE;
  }

  /** POSTs a checked body; a refused token (revoked, or expired early) is renewed once. */
  async function post<S extends z.ZodType>(path: string, schema: S, body: z.input<S>): Promise<Answer> {
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join('.')))].join(', ');
      throw new DarajaError(`Request to ${path} not sent: invalid ${fields}`, undefined, 'INVALID_REQUEST');
    }
    for (let attempt = 1; ; attempt++) {
      const bearer = await accessToken();
      const answer = await send(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.data),
      });
      if (attempt > 1 || !isTokenRefused(answer)) return answer;
      if (token?.value === bearer) token = undefined;
    }
  }

  function missing(names: string): DarajaError {
    return new DarajaError(`M-Pesa settings missing: ${names}`, undefined, 'MISSING_SETTINGS');
  }

  /** The API user that payouts and refunds are made as. */
  function initiator() {
    const { initiatorName, securityCredential } = settings;
    if (!initiatorName || !securityCredential) throw missing('MPESA_INITIATOR_NAME, MPESA_SECURITY_CREDENTIAL');
    return { initiatorName, securityCredential };
  }

  /** Who receives an STK payment: the PayBill itself, or the till of a BuyGoods shortcode. */
  function payee(): string {
    if (settings.transactionType === 'CustomerPayBillOnline') return settings.shortcode;
    if (!settings.till) throw missing('MPESA_TILL');
    return settings.till;
  }

  function passwordNow() {
    const timestamp = darajaTimestamp(now());
    return { BusinessShortCode: settings.shortcode, Password: stkPassword(settings.shortcode, settings.passkey, timestamp), Timestamp: timestamp };
  }

  async function queued(path: string, answer: Answer, schema: typeof b2cResponse): Promise<QueuedRequest> {
    if (answer.status !== 200) throw refusal(path, answer);
    const accepted = read(schema, path, answer);
    if (accepted.ResponseCode !== '0') {
      throw new DarajaError(scrub(`Daraja refused ${path}: ${accepted.ResponseDescription}`), answer.status, accepted.ResponseCode);
    }
    return { conversationId: accepted.ConversationID, originatorConversationId: accepted.OriginatorConversationID };
  }

  return {
    async stkPush(input) {
      const path = '/mpesa/stkpush/v1/processrequest';
      const answer = await post(path, stkPushRequest, {
        ...passwordNow(),
        TransactionType: settings.transactionType,
        Amount: input.amount,
        PartyA: input.phone,
        PartyB: payee(),
        PhoneNumber: input.phone,
        CallBackURL: input.callbackUrl,
        AccountReference: input.accountReference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      });
      if (answer.status !== 200) throw refusal(path, answer);
      const accepted = read(stkPushResponse, path, answer);
      if (accepted.ResponseCode !== '0') {
        throw new DarajaError(scrub(`Daraja refused ${path}: ${accepted.ResponseDescription}`), answer.status, accepted.ResponseCode);
      }
      return {
        merchantRequestId: accepted.MerchantRequestID,
        checkoutRequestId: accepted.CheckoutRequestID,
        customerMessage: accepted.CustomerMessage,
      };
    },

    async stkQuery(checkoutRequestId) {
      const path = '/mpesa/stkpushquery/v1/query';
      const answer = await post(path, stkQueryRequest, { ...passwordNow(), CheckoutRequestID: checkoutRequestId });
      if (answer.status !== 200) {
        // The same errorCode also says "Wrong credentials": only the words tell them apart.
        const error = darajaErrorBody.safeParse(answer.body).data;
        if (error?.errorCode === STILL_PROCESSING.errorCode && STILL_PROCESSING.message.test(error.errorMessage)) return { state: 'pending' };
        throw refusal(path, answer);
      }
      const result = read(stkQueryResponse, path, answer);
      if (result.ResultCode === undefined || result.ResultCode === '') return { state: 'pending' };
      return { state: 'done', resultCode: resultCodeNumber(result.ResultCode), resultDesc: result.ResultDesc ?? '' };
    },

    async b2cPayment(input) {
      const path = '/mpesa/b2c/v3/paymentrequest';
      const { initiatorName, securityCredential } = initiator();
      if (!settings.b2cShortcode) throw missing('MPESA_B2C_SHORTCODE');
      const answer = await post(path, b2cRequest, {
        OriginatorConversationID: input.originatorConversationId,
        InitiatorName: initiatorName,
        SecurityCredential: securityCredential,
        CommandID: 'BusinessPayment',
        Amount: input.amount,
        PartyA: settings.b2cShortcode,
        PartyB: input.phone,
        Remarks: input.remarks.slice(0, 100),
        QueueTimeOutURL: input.timeoutUrl,
        ResultURL: input.resultUrl,
        ...(input.occasion ? { Occassion: input.occasion.slice(0, 100) } : {}),
      });
      return queued(path, answer, b2cResponse);
    },

    async reversal(input) {
      const path = '/mpesa/reversal/v1/request';
      const { initiatorName, securityCredential } = initiator();
      const answer = await post(path, reversalRequest, {
        Initiator: initiatorName,
        SecurityCredential: securityCredential,
        CommandID: 'TransactionReversal',
        TransactionID: input.transactionId,
        Amount: input.amount,
        ReceiverParty: settings.shortcode,
        RecieverIdentifierType: '11',
        ResultURL: input.resultUrl,
        QueueTimeOutURL: input.timeoutUrl,
        Remarks: input.remarks.slice(0, 100),
      });
      return queued(path, answer, reversalResponse);
    },
  };
}
