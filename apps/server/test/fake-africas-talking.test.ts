import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readDeliveryReport, readOptOut } from '../src/lib/sms/africas-talking-callbacks';
import { startFakeAfricasTalking, type FakeAfricasTalking } from './fake-africas-talking';

/** Our side of the callbacks: keeps every form posted to it, by path. */
async function startReceiver() {
  const received: Array<{ path: string; contentType: string | undefined; form: Record<string, string> }> = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'], form: Object.fromEntries(new URLSearchParams(text)) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let fake: FakeAfricasTalking;
beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startFakeAfricasTalking();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(async () => {
  await fake.comeBack();
  receiver.received.length = 0;
});

type SendAnswer = { SMSMessageData: { Message: string; Recipients: Array<{ statusCode: number; number: string; status: string; cost: string; messageId: string }> } };

/** A send as AT's documentation writes it, with any field or header replaced. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return fetch(`${fake.url}/version1/messaging`, {
    method: 'POST',
    headers: { apiKey: fake.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username: fake.username, message: 'Karibu Fundi', ...fields }),
    signal,
  });
}

describe('POST /version1/messaging', () => {
  it('answers 201 with one recipient per number and records each SMS it takes', async () => {
    const before = fake.requests;
    const response = await post({ to: '+254712345678,+254798765432', from: 'FUNDI' });
    expect(response.status).toBe(201);
    const { SMSMessageData } = (await response.json()) as SendAnswer;
    expect(SMSMessageData.Message).toBe('Sent to 2/2 Total Cost: KES 1.6000');
    expect(SMSMessageData.Recipients).toEqual([
      { statusCode: 101, number: '+254712345678', status: 'Success', cost: 'KES 0.8000', messageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/) },
      { statusCode: 101, number: '+254798765432', status: 'Success', cost: 'KES 0.8000', messageId: expect.stringMatching(/^ATXid_/) },
    ]);
    expect(fake.requests).toBe(before + 1);
    expect(fake.sent.slice(-2)).toEqual([
      { to: '+254712345678', message: 'Karibu Fundi', from: 'FUNDI', messageId: SMSMessageData.Recipients[0]!.messageId, at: expect.any(Date) },
      { to: '+254798765432', message: 'Karibu Fundi', from: 'FUNDI', messageId: SMSMessageData.Recipients[1]!.messageId, at: expect.any(Date) },
    ]);
    expect(fake.messagesTo('+254798765432')).toContain('Karibu Fundi');
  });

  it('records no sender when `from` is not sent', async () => {
    await post({ to: '+254711000001' });
    expect(fake.sent.at(-1)).toEqual({ to: '+254711000001', message: 'Karibu Fundi', messageId: expect.any(String), at: expect.any(Date) });
  });

  it('refuses a number without its + as InvalidPhoneNumber, and takes the others', async () => {
    const answer = (await (await post({ to: '0712345678,+254711000002' })).json()) as SendAnswer;
    expect(answer.SMSMessageData.Message).toBe('Sent to 1/2 Total Cost: KES 0.8000');
    expect(answer.SMSMessageData.Recipients[0]).toEqual({ statusCode: 403, number: '0712345678', status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' });
    expect(fake.messagesTo('0712345678')).toEqual([]);
  });

  it('refuses a number it was told to refuse', async () => {
    fake.refuseNumber('+254711000003', 406);
    const answer = (await (await post({ to: '+254711000003' })).json()) as SendAnswer;
    expect(answer.SMSMessageData).toEqual({
      Message: 'Sent to 0/1 Total Cost: 0',
      Recipients: [{ statusCode: 406, number: '+254711000003', status: 'UserInBlacklist', cost: '0', messageId: 'None' }],
    });
    expect(fake.messagesTo('+254711000003')).toEqual([]);
  });

  it('answers a wrong apiKey or username with 401 in plain text, and counts the request', async () => {
    const before = fake.requests;
    const sentBefore = fake.sent.length;
    for (const response of [await post({ to: '+254711000004' }, { apiKey: 'wrong' }), await post({ to: '+254711000004', username: 'someone' })]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('The supplied authentication is invalid');
    }
    expect(fake.requests).toBe(before + 2);
    expect(fake.sent.length).toBe(sentBefore);
  });

  it('wants JSON asked for, and the to and message fields', async () => {
    expect((await post({ to: '+254711000005' }, { Accept: 'application/xml' })).status).toBe(406);
    expect((await post({})).status).toBe(400);
    expect((await post({ to: '+254711000005', message: '' })).status).toBe(400);
  });
});

describe('outages', () => {
  it('answers 500 while down with http-500', async () => {
    await fake.goDown('http-500');
    expect((await post({ to: '+254711000006' })).status).toBe(500);
    await fake.comeBack();
    expect((await post({ to: '+254711000006' })).status).toBe(201);
    expect(fake.messagesTo('+254711000006')).toHaveLength(1);
  });

  it('refuses connections while down with refuse, and listens on the same URL again after', async () => {
    expect((await post({ to: '+254711000007' })).status).toBe(201);
    await fake.goDown('refuse');
    const failure = await post({ to: '+254711000007' }).catch((error: unknown) => error as { cause?: { code?: string } });
    expect(failure).toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    await fake.comeBack();
    expect((await post({ to: '+254711000007' })).status).toBe(201);
  });

  it('takes requests and never answers while down with hang', async () => {
    await fake.goDown('hang');
    const before = fake.requests;
    await expect(post({ to: '+254711000008' }, {}, AbortSignal.timeout(200))).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fake.requests).toBe(before + 1);
    expect(fake.messagesTo('+254711000008')).toEqual([]);
    await fake.comeBack();
    expect((await post({ to: '+254711000008' })).status).toBe(201);
  });
});

describe('callbacks', () => {
  it('posts a delivery report as a form that readDeliveryReport reads', async () => {
    const answer = (await (await post({ to: '+254711000009' })).json()) as SendAnswer;
    const { messageId } = answer.SMSMessageData.Recipients[0]!;
    await fake.deliveryReport(`${receiver.url}/sms/delivery`, messageId, 'Failed', 'AbsentSubscriber');

    const [{ path, contentType, form }] = receiver.received as [(typeof receiver.received)[number]];
    expect(path).toBe('/sms/delivery');
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form).toEqual({ id: messageId, status: 'Failed', phoneNumber: '+254711000009', networkCode: '63902', failureReason: 'AbsentSubscriber', retryCount: '0' });
    expect(readDeliveryReport(form)).toEqual({ messageId, status: 'Failed', phoneNumber: '+254711000009', failureReason: 'AbsentSubscriber' });
  });

  it('will not report on an SMS it never took', async () => {
    await expect(fake.deliveryReport(`${receiver.url}/sms/delivery`, 'ATXid_unknown', 'Success')).rejects.toThrow(/ATXid_unknown/);
  });

  it('posts an opt-out that readOptOut reads, and then refuses that number as UserInBlacklist', async () => {
    await fake.optOut(`${receiver.url}/sms/opt-out`, '+254711000010', 'FUNDI');
    expect(receiver.received[0]!.form).toEqual({ senderId: 'FUNDI', phoneNumber: '+254711000010' });
    expect(readOptOut(receiver.received[0]!.form)).toEqual({ phoneNumber: '+254711000010' });

    const answer = (await (await post({ to: '+254711000010' })).json()) as SendAnswer;
    expect(answer.SMSMessageData.Recipients[0]).toMatchObject({ statusCode: 406, status: 'UserInBlacklist' });
  });
});
