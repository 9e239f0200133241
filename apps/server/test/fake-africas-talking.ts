import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECIPIENT_STATUSES } from '../src/lib/sms/africas-talking';

// An Africa's Talking of our own on 127.0.0.1 for tests: POST /version1/messaging as the real
// one answers it (apiKey header and username checked, a form in, a 201 with one recipient status
// per number out), delivery reports and opt-outs posted as its forms, and outages on demand.

type FakeSms = { to: string; message: string; from?: string; messageId: string; at: Date };
type Outage = 'http-500' | 'refuse' | 'hang';
type Recipient = { statusCode: number; number: string; status: string; cost: string; messageId: string };

const WRONG_CREDENTIALS = 'The supplied authentication is invalid';
const PRICE = 'KES 0.8000';
/** Safaricom's network code, as AT reports it for +2547... numbers. */
const SAFARICOM = '63902';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function answerText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain' }).end(text);
}

function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}

export async function startFakeAfricasTalking(options: { username?: string; apiKey?: string } = {}) {
  const username = options.username ?? 'sandbox';
  const apiKey = options.apiKey ?? 'fake-africas-talking-api-key';
  const sent: FakeSms[] = [];
  const refusedNumbers = new Map<string, number>();
  const heldResponses = new Set<ServerResponse>();
  let requests = 0;
  let outage: Outage | undefined;

  function recipientFor(to: string, message: string, from: string | undefined): Recipient {
    const refusal = refusedNumbers.get(to) ?? (/^\+\d{7,15}$/.test(to) ? undefined : 403);
    if (refusal !== undefined) {
      return { statusCode: refusal, number: to, status: RECIPIENT_STATUSES[refusal] ?? 'Failed', cost: '0', messageId: 'None' };
    }
    const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
    sent.push({ to, message, ...(from ? { from } : {}), messageId, at: new Date() });
    return { statusCode: 101, number: to, status: 'Success', cost: PRICE, messageId };
  }

  async function answerMessaging(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    requests++;
    if (outage === 'hang') {
      heldResponses.add(response);
      return;
    }
    if (outage === 'http-500') return answerText(response, 500, 'Internal Server Error');
    if (request.headers.apikey !== apiKey || form.get('username') !== username) return answerText(response, 401, WRONG_CREDENTIALS);
    if (!request.headers.accept?.includes('application/json')) return answerText(response, 406, 'This fake answers only Accept: application/json');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return answerText(response, 415, 'Send a form');
    const to = form.get('to');
    const message = form.get('message');
    if (!to) return answerText(response, 400, "Request is missing required form field 'to'");
    if (!message) return answerText(response, 400, "Request is missing required form field 'message'");

    const from = form.get('from') ?? undefined;
    const recipients = to.split(',').map((number) => recipientFor(number.trim(), message, from));
    const accepted = recipients.filter((each) => each.statusCode === 101);
    const cost = accepted.length === 0 ? '0' : `KES ${(0.8 * accepted.length).toFixed(4)}`;
    response
      .writeHead(201, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ SMSMessageData: { Message: `Sent to ${accepted.length}/${recipients.length} Total Cost: ${cost}`, Recipients: recipients } }));
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname !== '/version1/messaging') return answerText(response, 404, 'Not Found');
    if (request.method !== 'POST') return answerText(response, 405, 'Method Not Allowed');
    answerMessaging(request, response).catch((error: unknown) => answerText(response, 500, String(error)));
  });

  // Port 0 the first time; after a 'refuse' outage, the same port again, so `url` stays right.
  let port = 0;
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  /** Drops every open connection (the client's kept-alive ones too) and stops listening. */
  async function stopListening(): Promise<void> {
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    // A client in this process learns of its closed keep-alive sockets when the event loop next
    // polls (setImmediate runs just after); until then it would reuse one and see "other side
    // closed", not a refusal.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setImmediate(resolve));
  }

  async function comeBack(): Promise<void> {
    for (const response of heldResponses) response.destroy();
    heldResponses.clear();
    if (outage === 'refuse') await listen();
    outage = undefined;
  }

  return {
    url,
    username,
    apiKey,
    /** Every SMS accepted (statusCode 101), oldest first. */
    sent,
    /** Every POST /version1/messaging received, accepted or not. */
    get requests() {
      return requests;
    },
    /**
     * An outage until comeBack: 'http-500' answers every send with a 500, 'refuse' closes the
     * port so connections fail, 'hang' takes each request and never answers it.
     */
    async goDown(how: Outage = 'http-500'): Promise<void> {
      await comeBack();
      outage = how;
      if (how === 'refuse') await stopListening();
    },
    comeBack,
    /** Every later SMS to `to` gets this recipient statusCode (406 UserInBlacklist, ...). */
    refuseNumber(to: string, statusCode: number): void {
      refusedNumbers.set(to, statusCode);
    },
    /** POSTs a delivery report for an SMS this fake accepted, as AT does. */
    async deliveryReport(callbackUrl: string, messageId: string, status: string, failureReason?: string): Promise<Response> {
      const sms = sent.find((each) => each.messageId === messageId);
      if (!sms) throw new Error(`The fake Africa's Talking accepted no SMS ${messageId}`);
      return postForm(callbackUrl, {
        id: messageId,
        status,
        phoneNumber: sms.to,
        networkCode: SAFARICOM,
        ...(failureReason ? { failureReason } : {}),
        retryCount: '0',
      });
    },
    /** POSTs an opt-out (the person replied STOP); like AT, later SMS to them get 406 UserInBlacklist. */
    optOut(callbackUrl: string, phoneNumber: string, senderId = 'AFRICASTKNG'): Promise<Response> {
      refusedNumbers.set(phoneNumber, 406);
      return postForm(callbackUrl, { senderId, phoneNumber });
    },
    messagesTo(to: string): string[] {
      return sent.filter((each) => each.to === to).map((each) => each.message);
    },
    async close(): Promise<void> {
      for (const response of heldResponses) response.destroy();
      heldResponses.clear();
      await stopListening();
    },
  };
}

export type FakeAfricasTalking = Awaited<ReturnType<typeof startFakeAfricasTalking>>;
