import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { stkPassword } from '../../src/lib/payments/daraja/daraja-client';
import { b2cRequest, reversalRequest, stkPushRequest, stkQueryRequest } from '../../src/lib/payments/daraja/daraja-schemas';
import type { FakeDarajaDriver } from './driver';
import { newConversationId, newCheckoutRequestId, newRequestId } from './records';

// Daraja's side of each call, as Safaricom's API answers it: OAuth with Basic credentials, then
// Bearer tokens; bodies checked field by field; errors as { requestId, errorCode, errorMessage }.

export type Answer = { status: number; body: unknown };

const error = (status: number, errorCode: string, errorMessage: string): Answer => ({
  status,
  body: { requestId: newRequestId(), errorCode, errorMessage },
});
const ok = (body: unknown): Answer => ({ status: 200, body });
/** OAuth refuses in its own shape. */
const oauthError = (resultCode: string, resultDesc: string): Answer => ({ status: 400, body: { resultCode, resultDesc } });

const INVALID_TOKEN = () => error(401, '404.001.03', 'Invalid Access Token');
const STILL_PROCESSING = () => error(500, '500.001.1001', 'The transaction is being processed');
const WRONG_CREDENTIALS = () => error(500, '500.001.1001', 'Wrong credentials');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function checked<S extends z.ZodType>(schema: S, body: unknown): { data: z.output<S> } | { refused: Answer } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const field = parsed.error.issues[0]?.path[0] ?? 'request';
  return { refused: error(400, '400.002.02', `Bad Request - Invalid ${String(field)}`) };
}

export function createProtocol(driver: FakeDarajaDriver) {
  const { config } = driver;

  function issueToken(query: URLSearchParams, authorization: string | undefined): Answer {
    if (query.get('grant_type') !== 'client_credentials') return oauthError('999998', 'Required parameter [grant_type] is invalid or empty');
    if (!authorization?.startsWith('Basic ')) return oauthError('999996', 'Invalid Authentication passed');
    const [key = '', secret = ''] = Buffer.from(authorization.slice('Basic '.length), 'base64').toString().split(':');
    if (!sameText(key, config.consumerKey)) return oauthError('999991', 'Invalid client id passed');
    if (!sameText(secret, config.consumerSecret)) return oauthError('999997', 'Invalid Authorization Header');
    const token = randomBytes(21).toString('base64url');
    driver.tokens.set(token, Date.now() + config.tokenTtlSeconds * 1000);
    return ok({ access_token: token, expires_in: String(config.tokenTtlSeconds) });
  }

  function isTokenValid(authorization: string | undefined): boolean {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
    const expiresAt = driver.tokens.get(token);
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  function passwordRefusal(request: { BusinessShortCode: string; Password: string; Timestamp: string }): Answer | undefined {
    if (request.BusinessShortCode !== config.shortcode) return error(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    const expected = stkPassword(config.shortcode, config.passkey, request.Timestamp);
    return sameText(request.Password, expected) ? undefined : WRONG_CREDENTIALS();
  }

  const endpoints: Record<string, (body: unknown) => Answer> = {
    '/mpesa/stkpush/v1/processrequest'(body) {
      const request = checked(stkPushRequest, body);
      if ('refused' in request) return request.refused;
      const refused = passwordRefusal(request.data);
      if (refused) return refused;
      const push = {
        request: request.data,
        merchantRequestId: newRequestId(),
        checkoutRequestId: newCheckoutRequestId(new Date()),
        status: 'pending' as const,
      };
      driver.pushes.push(push);
      driver.onPush(push);
      return ok({
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    },

    '/mpesa/stkpushquery/v1/query'(body) {
      const request = checked(stkQueryRequest, body);
      if ('refused' in request) return request.refused;
      const refused = passwordRefusal(request.data);
      if (refused) return refused;
      const push = driver.pushes.find((each) => each.checkoutRequestId === request.data.CheckoutRequestID);
      if (!push) return error(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      if (push.status === 'pending') return STILL_PROCESSING();
      return ok({
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.resultCode),
        ResultDesc: push.resultDesc,
      });
    },

    '/mpesa/b2c/v3/paymentrequest'(body) {
      const request = checked(b2cRequest, body);
      if ('refused' in request) return request.refused;
      const originatorConversationId = request.data.OriginatorConversationID;
      // Daraja's guard against paying twice: the same id is refused, whatever became of the first.
      if (driver.payouts.some((each) => each.originatorConversationId === originatorConversationId)) {
        return error(500, '500.002.1001', 'Duplicate OriginatorConversationID.');
      }
      const payout = { request: request.data, originatorConversationId, conversationId: newConversationId(new Date()), status: 'queued' as const };
      driver.payouts.push(payout);
      driver.onPayout(payout);
      return ok({
        ConversationID: payout.conversationId,
        OriginatorConversationID: originatorConversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    },

    '/mpesa/reversal/v1/request'(body) {
      const request = checked(reversalRequest, body);
      if ('refused' in request) return request.refused;
      const reversal = {
        request: request.data,
        originatorConversationId: newRequestId(),
        conversationId: newConversationId(new Date()),
        status: 'queued' as const,
      };
      driver.reversals.push(reversal);
      driver.onReversal(reversal);
      return ok({
        OriginatorConversationID: reversal.originatorConversationId,
        ConversationID: reversal.conversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    },
  };

  /** Daraja's answer to one request (`isJson` false when its body did not parse). */
  return function answer(method: string, url: URL, authorization: string | undefined, body: unknown, isJson: boolean): Answer {
    if (url.pathname === '/oauth/v1/generate') {
      return method === 'GET' ? issueToken(url.searchParams, authorization) : error(405, '405.001', 'Method Not Allowed');
    }
    const endpoint = endpoints[url.pathname];
    if (!endpoint) return error(404, '404.001.01', 'Resource not found');
    if (method !== 'POST') return error(405, '405.001', 'Method Not Allowed');
    if (!isTokenValid(authorization)) return INVALID_TOKEN();
    if (!isJson) return error(400, '400.002.02', 'Bad Request - Invalid JSON');
    return endpoint(body);
  };
}
