import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDaraja, type FakeDaraja } from '../../../../test/fake-daraja';
import { createDarajaClient, darajaTimestamp, DarajaError, type DarajaSettings } from './daraja-client';

let fake: FakeDaraja;
beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());

const PHONE = '254712345678';
const callbackUrl = () => `${fake.url}/callbacks/stk`;
const push = { amount: 1500, phone: PHONE, accountReference: 'FUNDI-ORDER-12345', description: 'Booking of a plumber' };

function countCalls(path: string): () => number {
  const before = fake.requests.filter((request) => request.path === path).length;
  return () => fake.requests.filter((request) => request.path === path).length - before;
}
const OAUTH = '/oauth/v1/generate';
const STK_PUSH = '/mpesa/stkpush/v1/processrequest';

/** Whatever went wrong, none of these may appear in what is thrown (and so logged). */
function secretsOf(settings: DarajaSettings): string[] {
  const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
  return [settings.consumerKey, settings.consumerSecret, settings.passkey, settings.securityCredential ?? '', basic];
}

async function darajaErrorOf(call: Promise<unknown>): Promise<DarajaError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DarajaError);
  return error as DarajaError;
}

describe('the access token', () => {
  it('is asked for once and reused until a minute before it expires', async () => {
    const start = Date.parse('2026-11-26T11:30:15Z');
    let clock = start;
    const client = createDarajaClient(fake.settings, { now: () => new Date(clock) });
    const oauthCalls = countCalls(OAUTH);

    await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    clock = start + (3599 - 61) * 1000;
    await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    expect(oauthCalls()).toBe(1);

    clock = start + (3599 - 59) * 1000;
    await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    expect(oauthCalls()).toBe(2);
  });

  it('is asked for once by callers arriving together', async () => {
    const client = createDarajaClient(fake.settings);
    const oauthCalls = countCalls(OAUTH);
    const pushes = await Promise.all(Array.from({ length: 5 }, () => client.stkPush({ ...push, callbackUrl: callbackUrl() })));
    expect(new Set(pushes.map((each) => each.checkoutRequestId)).size).toBe(5);
    expect(oauthCalls()).toBe(1);
  });

  it('is renewed once when Daraja refuses it, and the call goes through', async () => {
    const client = createDarajaClient(fake.settings);
    await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    const oauthCalls = countCalls(OAUTH);
    const pushCalls = countCalls(STK_PUSH);
    fake.expireTokens();

    const accepted = await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(oauthCalls()).toBe(1);
    expect(pushCalls()).toBe(2);
  });

  it('is not renewed twice: a second refusal is the answer', async () => {
    const client = createDarajaClient(fake.settings);
    const refused = { status: 401, body: { requestId: 'x', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' } };
    fake.failNextRequest(STK_PUSH, refused);
    fake.failNextRequest(STK_PUSH, refused);
    const pushCalls = countCalls(STK_PUSH);

    const error = await darajaErrorOf(client.stkPush({ ...push, callbackUrl: callbackUrl() }));
    expect(error).toMatchObject({ status: 401, code: '404.001.03' });
    expect(pushCalls()).toBe(2);
  });

  it('is refused for wrong consumer credentials, without them in the message', async () => {
    const settings = { ...fake.settings, consumerSecret: 'not-the-secret' };
    const error = await darajaErrorOf(createDarajaClient(settings).stkPush({ ...push, callbackUrl: callbackUrl() }));
    expect(error).toMatchObject({ status: 400, code: '999997' });
    for (const secret of secretsOf(settings)) expect(error.message).not.toContain(secret);
  });
});

describe('STK push', () => {
  it('sends the shortcode, the Password for its Nairobi-time Timestamp, and the buyer’s phone', async () => {
    const client = createDarajaClient(fake.settings, { now: () => new Date('2026-11-26T11:30:15Z') });
    const accepted = await client.stkPush({ ...push, callbackUrl: callbackUrl() });

    expect(accepted.customerMessage).toBe('Success. Request accepted for processing');
    const sent = fake.pushes.find((each) => each.checkoutRequestId === accepted.checkoutRequestId)!;
    expect(sent.merchantRequestId).toBe(accepted.merchantRequestId);
    expect(sent.request).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from('174379fake-passkey20261126143015').toString('base64'),
      Timestamp: '20261126143015',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: PHONE,
      PartyB: '174379',
      PhoneNumber: PHONE,
      CallBackURL: callbackUrl(),
      AccountReference: 'FUNDI-ORDER-',
      TransactionDesc: 'Booking of a ',
    });
  });

  it('pays a BuyGoods shortcode’s till', async () => {
    const settings: DarajaSettings = { ...fake.settings, transactionType: 'CustomerBuyGoodsOnline', till: '5551234' };
    const accepted = await createDarajaClient(settings).stkPush({ ...push, callbackUrl: callbackUrl() });
    const sent = fake.pushes.find((each) => each.checkoutRequestId === accepted.checkoutRequestId)!;
    expect(sent.request).toMatchObject({ BusinessShortCode: '174379', PartyB: '5551234', TransactionType: 'CustomerBuyGoodsOnline' });
  });

  it('is not sent when a field breaks Daraja’s rules', async () => {
    const pushCalls = countCalls(STK_PUSH);
    const error = await darajaErrorOf(
      createDarajaClient(fake.settings).stkPush({ ...push, phone: '0712345678', callbackUrl: callbackUrl() }),
    );
    expect(error).toMatchObject({ status: undefined, code: 'INVALID_REQUEST' });
    expect(error.message).toContain('PartyA');
    expect(pushCalls()).toBe(0);
  });

  it('reports Daraja’s refusal with its status and code, without secrets', async () => {
    const settings = { ...fake.settings, shortcode: '600999' };
    const error = await darajaErrorOf(createDarajaClient(settings).stkPush({ ...push, callbackUrl: callbackUrl() }));
    expect(error).toMatchObject({ status: 400, code: '400.002.02' });
    expect(error.message).toContain('Invalid BusinessShortCode');
    for (const secret of secretsOf(settings)) expect(error.message).not.toContain(secret);
  });

  it('keeps our secrets out of the message even when Daraja echoes them', async () => {
    const settings = fake.settings;
    fake.failNextRequest(STK_PUSH, {
      status: 500,
      body: { requestId: 'x', errorCode: '500.003.1001', errorMessage: `Bad passkey ${settings.passkey} for ${settings.consumerSecret}` },
    });
    const error = await darajaErrorOf(createDarajaClient(settings).stkPush({ ...push, callbackUrl: callbackUrl() }));
    expect(error.message).toContain('[secret]');
    for (const secret of secretsOf(settings)) expect(error.message).not.toContain(secret);
  });

  it('treats an answer it cannot read as an error, with the status Daraja gave', async () => {
    const client = createDarajaClient(fake.settings);
    fake.failNextRequest(STK_PUSH, { status: 200, body: '<html>Service unavailable</html>' });
    expect(await darajaErrorOf(client.stkPush({ ...push, callbackUrl: callbackUrl() }))).toMatchObject({
      status: 200,
      code: 'MALFORMED_ANSWER',
    });
    fake.failNextRequest(STK_PUSH, { status: 200, body: { MerchantRequestID: 'm-1', ResponseCode: '0' } });
    expect(await darajaErrorOf(client.stkPush({ ...push, callbackUrl: callbackUrl() }))).toMatchObject({ code: 'MALFORMED_ANSWER' });
  });
});

describe('STK query', () => {
  it('is pending until the buyer answers, then done with a numeric ResultCode', async () => {
    const client = createDarajaClient(fake.settings);
    const paid = await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    const cancelled = await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    expect(await client.stkQuery(paid.checkoutRequestId)).toEqual({ state: 'pending' });

    await fake.approve(paid.checkoutRequestId);
    await fake.fail(cancelled.checkoutRequestId, 1032);
    expect(await client.stkQuery(paid.checkoutRequestId)).toEqual({
      state: 'done',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
    expect(await client.stkQuery(cancelled.checkoutRequestId)).toEqual({
      state: 'done',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  it('signs each query with a Password for its own Timestamp', async () => {
    let clock = new Date('2026-12-31T20:59:59Z');
    const client = createDarajaClient(fake.settings, { now: () => clock });
    const accepted = await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    clock = new Date('2026-12-31T21:00:00Z');
    // The fake checks the Password against the query's Timestamp: `Wrong credentials` otherwise.
    expect(await client.stkQuery(accepted.checkoutRequestId)).toEqual({ state: 'pending' });
  });

  it('tells a wrong passkey (same errorCode as pending) from a pending push', async () => {
    const accepted = await createDarajaClient(fake.settings).stkPush({ ...push, callbackUrl: callbackUrl() });
    const settings = { ...fake.settings, passkey: 'wrong-passkey' };
    const error = await darajaErrorOf(createDarajaClient(settings).stkQuery(accepted.checkoutRequestId));
    expect(error).toMatchObject({ status: 500, code: '500.001.1001' });
    expect(error.message).toContain('Wrong credentials');
  });
});

describe('B2C payout', () => {
  const payout = {
    amount: 1350,
    phone: '254112345678',
    remarks: 'Payment for plumbing',
    occasion: 'Order 42',
  };

  it('sends the initiator, the B2C shortcode and our OriginatorConversationID', async () => {
    const client = createDarajaClient(fake.settings);
    const queued = await client.b2cPayment({
      ...payout,
      originatorConversationId: 'fundi-payout-1',
      resultUrl: `${fake.url}/callbacks/result`,
      timeoutUrl: `${fake.url}/callbacks/timeout`,
    });
    expect(queued.originatorConversationId).toBe('fundi-payout-1');
    expect(queued.conversationId).toMatch(/^AG_\d{8}_[0-9a-f]{20}$/);
    expect(fake.payouts.at(-1)!.request).toEqual({
      OriginatorConversationID: 'fundi-payout-1',
      InitiatorName: 'testapi',
      SecurityCredential: 'fake-security-credential',
      CommandID: 'BusinessPayment',
      Amount: 1350,
      PartyA: '600000',
      PartyB: '254112345678',
      Remarks: 'Payment for plumbing',
      QueueTimeOutURL: `${fake.url}/callbacks/timeout`,
      ResultURL: `${fake.url}/callbacks/result`,
      Occassion: 'Order 42',
    });
  });

  it('is refused when the same OriginatorConversationID comes again', async () => {
    const client = createDarajaClient(fake.settings);
    const input = { ...payout, originatorConversationId: 'fundi-payout-2', resultUrl: `${fake.url}/r`, timeoutUrl: `${fake.url}/t` };
    await client.b2cPayment(input);
    const error = await darajaErrorOf(client.b2cPayment(input));
    expect(error).toMatchObject({ status: 500, code: '500.002.1001' });
  });

  it('is not sent without the initiator settings', async () => {
    const { initiatorName: _initiator, ...settings } = fake.settings;
    const error = await darajaErrorOf(
      createDarajaClient(settings).b2cPayment({ ...payout, originatorConversationId: 'p-3', resultUrl: `${fake.url}/r`, timeoutUrl: `${fake.url}/t` }),
    );
    expect(error).toMatchObject({ code: 'MISSING_SETTINGS' });
    expect(error.message).toContain('MPESA_INITIATOR_NAME');
  });
});

describe('reversal', () => {
  it('reverses a receipt to our shortcode with Daraja’s field names', async () => {
    const client = createDarajaClient(fake.settings);
    const queued = await client.reversal({
      transactionId: 'SJK3H4ABCD',
      amount: 1500,
      remarks: 'Order cancelled',
      resultUrl: `${fake.url}/callbacks/result`,
      timeoutUrl: `${fake.url}/callbacks/timeout`,
    });
    const sent = fake.reversals.at(-1)!;
    expect(queued).toEqual({ conversationId: sent.conversationId, originatorConversationId: sent.originatorConversationId });
    expect(sent.request).toEqual({
      Initiator: 'testapi',
      SecurityCredential: 'fake-security-credential',
      CommandID: 'TransactionReversal',
      TransactionID: 'SJK3H4ABCD',
      Amount: 1500,
      ReceiverParty: '174379',
      RecieverIdentifierType: '11',
      ResultURL: `${fake.url}/callbacks/result`,
      QueueTimeOutURL: `${fake.url}/callbacks/timeout`,
      Remarks: 'Order cancelled',
    });
  });
});

describe('an unreachable Daraja', () => {
  it('is an error without a status when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const settings = { ...fake.settings, baseUrl: `http://127.0.0.1:${port}` };
    const error = await darajaErrorOf(createDarajaClient(settings).stkPush({ ...push, callbackUrl: callbackUrl() }));
    expect(error).toMatchObject({ status: undefined, code: 'UNREACHABLE' });
    for (const secret of secretsOf(settings)) expect(error.message).not.toContain(secret);
  });

  it('is an error without a status when it does not answer in time', async () => {
    const client = createDarajaClient(fake.settings, { timeoutMs: 200 });
    await client.stkPush({ ...push, callbackUrl: callbackUrl() });
    fake.failNextRequest(STK_PUSH, { status: 200, delayMs: 1000 });
    expect(await darajaErrorOf(client.stkPush({ ...push, callbackUrl: callbackUrl() }))).toMatchObject({
      status: undefined,
      code: 'TIMEOUT',
    });
  });
});

describe('darajaTimestamp', () => {
  it('is Nairobi time, three hours ahead of UTC all year', () => {
    expect(darajaTimestamp(new Date('2026-06-15T23:59:59Z'))).toBe('20260616025959');
    expect(darajaTimestamp(new Date('2026-01-01T00:00:00Z'))).toBe('20260101030000');
  });
});
