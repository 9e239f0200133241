import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, type DarajaClient } from '../src/lib/payments/daraja/daraja-client';
import { readResultCallback, readStkCallback } from '../src/lib/payments/daraja/daraja-schemas';
import { startFakeDaraja, type FakeDaraja } from './fake-daraja';

/** Our side of the callbacks: keeps every body posted to it, by path. */
async function startReceiver() {
  const received: Array<{ path: string; body: unknown }> = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(text) as unknown });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url, received, close };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let fake: FakeDaraja;
let client: DarajaClient;
beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startFakeDaraja();
  client = createDarajaClient(fake.settings);
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(() => {
  receiver.received.length = 0;
});

const pushTo = (path: string) =>
  client.stkPush({ amount: 1500, phone: '254712345678', callbackUrl: `${receiver.url}${path}`, accountReference: 'FUNDI', description: 'Booking' });
const payoutTo = (id: string) =>
  client.b2cPayment({
    originatorConversationId: id,
    amount: 1350,
    phone: '254712345678',
    remarks: 'Payout',
    resultUrl: `${receiver.url}/result`,
    timeoutUrl: `${receiver.url}/timeout`,
  });
const reversalOf = (receipt: string) =>
  client.reversal({ transactionId: receipt, amount: 1500, remarks: 'Refund', resultUrl: `${receiver.url}/result`, timeoutUrl: `${receiver.url}/timeout` });

describe('STK callbacks', () => {
  it('posts a success in Daraja’s shape to the push’s CallBackURL', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    await fake.approve(checkoutRequestId);

    expect(receiver.received).toHaveLength(1);
    const { path, body } = receiver.received[0]!;
    expect(path).toBe('/stk');
    expect(readStkCallback(body)).toMatchObject({ checkoutRequestId, resultCode: 0, amount: 1500, phone: '254712345678' });
    expect(readStkCallback(body)!.receipt).toMatch(/^[A-Z0-9]{10}$/);
    const items = (body as { Body: { stkCallback: { CallbackMetadata: { Item: Array<{ Name: string; Value?: unknown }> } } } }).Body
      .stkCallback.CallbackMetadata.Item;
    expect(items.find((item) => item.Name === 'TransactionDate')!.Value).toEqual(expect.any(Number));
    expect(String(items.find((item) => item.Name === 'TransactionDate')!.Value)).toMatch(/^20\d{12}$/);
    expect(items.find((item) => item.Name === 'PhoneNumber')!.Value).toBe(254712345678);
  });

  it('pays what approve says, for an amount that differs from the one asked', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    await fake.approve(checkoutRequestId, { amount: 10, receipt: 'SJK3H4ABCD' });
    expect(readStkCallback(receiver.received[0]!.body)).toMatchObject({ amount: 10, receipt: 'SJK3H4ABCD' });
  });

  it('posts a failure without metadata', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    await fake.fail(checkoutRequestId, 1037);
    expect(readStkCallback(receiver.received[0]!.body)).toMatchObject({ resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' });
    expect(readStkCallback(receiver.received[0]!.body)!.receipt).toBeUndefined();
  });

  it('loses a dropped callback, so only the query finds the outcome', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    fake.dropCallback(checkoutRequestId);
    await fake.approve(checkoutRequestId);
    expect(receiver.received).toHaveLength(0);
    expect(await client.stkQuery(checkoutRequestId)).toMatchObject({ state: 'done', resultCode: 0 });
  });

  it('holds callbacks until released, late', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    fake.holdCallbacks();
    await fake.approve(checkoutRequestId);
    expect(receiver.received).toHaveLength(0);
    expect(await client.stkQuery(checkoutRequestId)).toMatchObject({ state: 'done', resultCode: 0 });

    await fake.releaseCallbacks();
    expect(readStkCallback(receiver.received[0]!.body)?.checkoutRequestId).toBe(checkoutRequestId);
  });
});

describe('Result callbacks', () => {
  it('posts a payout’s Result to its ResultURL, after a timeout to its QueueTimeOutURL', async () => {
    await payoutTo('fake-test-payout-1');
    await fake.timeoutPayout('fake-test-payout-1');
    await fake.completePayout('fake-test-payout-1');

    expect(receiver.received.map((each) => each.path)).toEqual(['/timeout', '/result']);
    expect(readResultCallback(receiver.received[0]!.body)).toMatchObject({ originatorConversationId: 'fake-test-payout-1', transactionId: undefined });
    expect(readResultCallback(receiver.received[1]!.body)).toMatchObject({ resultCode: 0, amount: 1350 });
  });

  it('reverses a paid receipt once, as M-Pesa would', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    const { receipt } = await fake.approve(checkoutRequestId);
    await reversalOf(receipt!);
    await fake.completeReversal(receipt!);
    await reversalOf(receipt!);
    await fake.completeReversal(receipt!);
    await reversalOf('SAAAAAAAAA');
    await fake.completeReversal('SAAAAAAAAA');

    const results = receiver.received.filter((each) => each.path === '/result').map((each) => readResultCallback(each.body));
    expect(results.map((result) => result?.resultCodeText)).toEqual(['0', 'R000001', 'R000002']);
    expect(results[0]).toMatchObject({ amount: 1500 });
  });
});

describe('the protocol', () => {
  it('refuses a call without a valid token, in Daraja’s error shape', async () => {
    const response = await fetch(`${fake.url}/mpesa/stkpushquery/v1/query`, {
      method: 'POST',
      headers: { Authorization: 'Bearer made-up', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ requestId: expect.any(String), errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
  });

  it('stops taking a token after its expires_in', async () => {
    const shortLived = await startFakeDaraja({ tokenTtlSeconds: 1 });
    try {
      const token = await fetch(`${shortLived.url}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: `Basic ${Buffer.from('fake-consumer-key:fake-consumer-secret').toString('base64')}` },
      }).then((response) => response.json() as Promise<{ access_token: string; expires_in: string }>);
      expect(token.expires_in).toBe('1');
      const query = () =>
        fetch(`${shortLived.url}/mpesa/stkpushquery/v1/query`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
          body: '{}',
        }).then((response) => response.status);
      expect(await query()).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await query()).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe('autoApprove', () => {
  it('approves pushes and completes payouts by itself', async () => {
    const auto = await startFakeDaraja({ autoApprove: { delayMs: 20 } });
    try {
      const autoClient = createDarajaClient(auto.settings);
      const phone = '254712345678';
      await autoClient.stkPush({ amount: 5, phone, callbackUrl: `${receiver.url}/stk`, accountReference: 'A', description: 'B' });
      await autoClient.b2cPayment({
        originatorConversationId: 'auto-1',
        amount: 5,
        phone,
        remarks: 'Payout',
        resultUrl: `${receiver.url}/result`,
        timeoutUrl: `${receiver.url}/timeout`,
      });
      await expect.poll(() => receiver.received.map((each) => each.path).sort()).toEqual(['/result', '/stk']);
      expect(auto.pushes[0]!.status).toBe('paid');
      expect(auto.payouts[0]!.status).toBe('paid');
    } finally {
      await auto.close();
    }
  });
});

describe('the driver over HTTP', () => {
  it('lists pushes and approves one', async () => {
    const { checkoutRequestId } = await pushTo('/stk');
    const pushes = (await fetch(`${fake.url}/__fake/pushes`).then((response) => response.json())) as Array<{ checkoutRequestId: string }>;
    expect(pushes.map((each) => each.checkoutRequestId)).toContain(checkoutRequestId);

    const approved = await fetch(`${fake.url}/__fake/pushes/${checkoutRequestId}/approve`, { method: 'POST', body: '{"amount":1500}' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'paid', amount: 1500 });
    expect(readStkCallback(receiver.received[0]!.body)?.resultCode).toBe(0);
    expect((await fetch(`${fake.url}/__fake/pushes/${checkoutRequestId}/approve`, { method: 'POST' })).status).toBe(404);
  });

  it('runs from the command line and prints its URL', async () => {
    const script = fileURLToPath(new URL('./fake-daraja.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0', '--auto-approve'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(child.stdout!, 'data')) as [Buffer];
      const url = line.toString().trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await fetch(`${url}/__fake/pushes`).then((response) => response.json())).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
