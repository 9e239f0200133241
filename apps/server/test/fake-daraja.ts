import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DarajaSettings } from '../src/lib/payments/daraja/daraja-client';
import { createDriver, type FakeDarajaOptions } from './fake-daraja/driver';
import { answerDriver } from './fake-daraja/driver-http';
import { createProtocol, type Answer } from './fake-daraja/protocol';

// A Daraja of our own on 127.0.0.1 for tests, e2e and local runs: it speaks Safaricom's protocol
// (OAuth, STK push and query, B2C, reversal, callbacks in Daraja's shapes) and is driven in
// process (the returned object) or over HTTP under /__fake (see fake-daraja/driver-http.ts).
//
//   node --import tsx apps/server/test/fake-daraja.ts --port 4010 --auto-approve [--auto-approve-ms 2000]
//
// prints its URL; point MPESA_BASE_URL at it with the FAKE_DARAJA_DEFAULTS credentials.

export { FAKE_DARAJA_DEFAULTS, type FakeDarajaOptions } from './fake-daraja/driver';
export type { FakePayout, FakePush, FakeReversal, SentCallback } from './fake-daraja/records';

/** B2C settings the fake accepts (it records them; real M-Pesa would check them). */
const FAKE_B2C = { b2cShortcode: '600000', initiatorName: 'testapi', securityCredential: 'fake-security-credential' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function parseJson(text: string): { body: unknown; isJson: boolean } {
  if (text === '') return { body: undefined, isJson: false };
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: undefined, isJson: false };
  }
}

function send(response: ServerResponse, { status, body }: Answer): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
}

export async function startFakeDaraja(options: FakeDarajaOptions = {}) {
  const driver = createDriver(options);
  const answerDaraja = createProtocol(driver);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const { body, isJson } = parseJson(await readBody(request));
    if (url.pathname.startsWith('/__fake/')) return send(response, await answerDriver(driver, method, url.pathname, body));

    const injected = driver.takeInjected(url.pathname);
    if (injected && injected.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, injected.delayMs));
    if (response.destroyed) return;
    if (injected?.hangUp) {
      // The request is carried out, but its answer never arrives: the caller cannot know it went.
      answerDaraja(method, url, request.headers.authorization, body, isJson);
      driver.requests.push({ method, path: url.pathname, status: 0 });
      request.socket.destroy();
      return;
    }
    const answer = injected ?? answerDaraja(method, url, request.headers.authorization, body, isJson);
    driver.requests.push({ method, path: url.pathname, status: answer.status });
    const checkoutRequestId = (answer.body as { CheckoutRequestID?: string } | undefined)?.CheckoutRequestID;
    if (options.approveBeforeAnswer && answer.status === 200 && checkoutRequestId) await driver.approve(checkoutRequestId);
    send(response, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { status: 500, body: { errorCode: '500.003.1001', errorMessage: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { config } = driver;

  return {
    url,
    /** Client settings that this fake accepts, PayBill by default. */
    settings: {
      baseUrl: url,
      consumerKey: config.consumerKey,
      consumerSecret: config.consumerSecret,
      shortcode: config.shortcode,
      passkey: config.passkey,
      transactionType: 'CustomerPayBillOnline',
      ...FAKE_B2C,
    } satisfies DarajaSettings as DarajaSettings,
    pushes: driver.pushes,
    payouts: driver.payouts,
    reversals: driver.reversals,
    callbacks: driver.callbacks,
    /** Every Daraja request answered (not /__fake), oldest first. */
    requests: driver.requests,
    approve: driver.approve,
    fail: driver.fail,
    holdCallbacks: driver.holdCallbacks,
    releaseCallbacks: driver.releaseCallbacks,
    dropCallback: driver.dropCallback,
    completePayout: driver.completePayout,
    timeoutPayout: driver.timeoutPayout,
    completeReversal: driver.completeReversal,
    timeoutReversal: driver.timeoutReversal,
    sendCallback: driver.sendCallback,
    failNextRequest: driver.failNextRequest,
    expireTokens: driver.expireTokens,
    async close(): Promise<void> {
      driver.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'auto-approve': { type: 'boolean', default: false },
      'auto-approve-ms': { type: 'string' },
      shortcode: { type: 'string' },
      passkey: { type: 'string' },
      'consumer-key': { type: 'string' },
      'consumer-secret': { type: 'string' },
    },
  });
  const delayMs = values['auto-approve-ms'] === undefined ? undefined : Number(values['auto-approve-ms']);
  const fake = await startFakeDaraja({
    port: Number(values.port),
    autoApprove: delayMs !== undefined ? { delayMs } : values['auto-approve'],
    shortcode: values.shortcode,
    passkey: values.passkey,
    consumerKey: values['consumer-key'],
    consumerSecret: values['consumer-secret'],
  });
  console.log(fake.url);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
