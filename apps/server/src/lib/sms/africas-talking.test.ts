import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../../../test/fake-africas-talking';
import { createAfricasTalkingSender, type AfricasTalkingConfig } from './africas-talking';
import { SmsError } from './sms-error';

let fake: FakeAfricasTalking;
beforeAll(async () => {
  fake = await startFakeAfricasTalking({ apiKey: 'atsk_0123456789abcdef' });
});
afterAll(() => fake.close());
afterEach(() => fake.comeBack());

const CODE = '482913';
const sms = { to: '+254712345678', message: `Your Fundi password reset code is ${CODE}.` };
const settings = (): AfricasTalkingConfig => ({ username: fake.username, apiKey: fake.apiKey, baseUrl: fake.url });

/** The SmsError a send fails with; its message never holds the API key nor the SMS text. */
async function smsErrorOf(call: Promise<unknown>): Promise<SmsError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsError);
  const { message } = error as SmsError;
  expect(message).not.toContain(fake.apiKey);
  expect(message).not.toContain(CODE);
  return error as SmsError;
}

/** A server that answers every request with one canned answer, for what the fake never says. */
async function startCannedServer(status: number, body: string) {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function sendThroughCanned(status: number, body: unknown) {
  const canned = await startCannedServer(status, typeof body === 'string' ? body : JSON.stringify(body));
  try {
    return await createAfricasTalkingSender({ ...settings(), baseUrl: canned.url }).send(sms);
  } finally {
    await canned.close();
  }
}

describe("sending through Africa's Talking", () => {
  it('returns the receipt of an SMS that went', async () => {
    const receipt = await createAfricasTalkingSender(settings()).send(sms);
    expect(receipt).toEqual({ messageId: expect.stringMatching(/^ATXid_/), status: 'Success', statusCode: 101, cost: 'KES 0.8000' });
    expect(fake.sent.at(-1)).toMatchObject({ to: sms.to, message: sms.message, messageId: receipt.messageId });
  });

  it('sends `from` only when there is a sender id', async () => {
    await createAfricasTalkingSender(settings()).send(sms);
    expect(fake.sent.at(-1)).not.toHaveProperty('from');
    await createAfricasTalkingSender({ ...settings(), senderId: 'FUNDI' }).send(sms);
    expect(fake.sent.at(-1)).toMatchObject({ from: 'FUNDI' });
  });

  it.each([
    [100, 'Processed'],
    [102, 'Queued'],
  ])('takes statusCode %i (%s) as sent', async (statusCode, status) => {
    const receipt = await sendThroughCanned(201, {
      SMSMessageData: { Message: 'Sent to 1/1', Recipients: [{ statusCode, number: sms.to, status, cost: 'KES 0.8000', messageId: 'ATXid_1' }] },
    });
    expect(receipt).toEqual({ messageId: 'ATXid_1', status, statusCode, cost: 'KES 0.8000' });
  });

  it.each([
    [401, 'RiskHold'],
    [403, 'InvalidPhoneNumber'],
    [404, 'UnsupportedNumberType'],
    [406, 'UserInBlacklist'],
    [409, 'DoNotDisturbRejection'],
  ])('fails for good on statusCode %i (%s)', async (statusCode, name) => {
    const to = `+2547110${statusCode}00`;
    fake.refuseNumber(to, statusCode);
    const error = await smsErrorOf(createAfricasTalkingSender(settings()).send({ ...sms, to }));
    expect(error).toMatchObject({ isTemporary: false, statusCode, httpStatus: 201 });
    expect(error.message).toContain(name);
  });

  it.each([
    [402, 'InvalidSenderId'],
    [405, 'InsufficientBalance'],
    [407, 'CouldNotRoute'],
    [500, 'InternalServerError'],
    [501, 'GatewayError'],
    [502, 'RejectedByGateway'],
  ])('fails for now on statusCode %i (%s)', async (statusCode, name) => {
    const to = `+2547120${statusCode}00`;
    fake.refuseNumber(to, statusCode);
    const error = await smsErrorOf(createAfricasTalkingSender(settings()).send({ ...sms, to }));
    expect(error).toMatchObject({ isTemporary: true, statusCode, httpStatus: 201 });
    expect(error.message).toContain(name);
  });

  it('fails for good on a number without its country code', async () => {
    const error = await smsErrorOf(createAfricasTalkingSender(settings()).send({ ...sms, to: '0712345678' }));
    expect(error).toMatchObject({ isTemporary: false, statusCode: 403 });
  });

  it('fails for now on a wrong API key or username, naming neither key nor text', async () => {
    for (const wrong of [{ apiKey: 'atsk_wrong' }, { username: 'someone-else' }]) {
      const error = await smsErrorOf(createAfricasTalkingSender({ ...settings(), ...wrong }).send(sms));
      expect(error).toMatchObject({ isTemporary: true, httpStatus: 401 });
      expect(error.statusCode).toBeUndefined();
    }
  });

  it('fails for now when Africa’s Talking answers 500', async () => {
    await fake.goDown('http-500');
    const error = await smsErrorOf(createAfricasTalkingSender(settings()).send(sms));
    expect(error).toMatchObject({ isTemporary: true, httpStatus: 500 });
  });

  it('fails for now when the connection is refused', async () => {
    await fake.goDown('refuse');
    const error = await smsErrorOf(createAfricasTalkingSender(settings()).send(sms));
    expect(error).toMatchObject({ isTemporary: true, httpStatus: undefined });
    expect(error.message).toMatch(/could not be reached/);
  });

  it('fails for now when no answer comes in time', async () => {
    await fake.goDown('hang');
    const started = Date.now();
    const error = await smsErrorOf(createAfricasTalkingSender(settings(), { timeoutMs: 200 }).send(sms));
    expect(error).toMatchObject({ isTemporary: true, httpStatus: undefined });
    expect(error.message).toMatch(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails for now on an answer it cannot read', async () => {
    const notJson = await smsErrorOf(sendThroughCanned(201, 'Sent!'));
    expect(notJson).toMatchObject({ isTemporary: true, httpStatus: 201 });
    const wrongShape = await smsErrorOf(sendThroughCanned(201, { SMSMessageData: { Recipients: 'none' } }));
    expect(wrongShape).toMatchObject({ isTemporary: true, httpStatus: 201 });
  });

  it('fails for now on a refusal with no recipient, such as an unknown sender id', async () => {
    const error = await smsErrorOf(sendThroughCanned(201, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }));
    expect(error).toMatchObject({ isTemporary: true, statusCode: 402, httpStatus: 201 });
    expect(error.message).toContain('InvalidSenderId');
  });

  it('does not repeat free text from the answer, which might echo the SMS', async () => {
    const error = await smsErrorOf(sendThroughCanned(201, { SMSMessageData: { Message: sms.message, Recipients: [] } }));
    expect(error.isTemporary).toBe(true);
    const recipient = { statusCode: 499, number: sms.to, status: sms.message, cost: '0', messageId: 'None' };
    const unknown = await smsErrorOf(sendThroughCanned(201, { SMSMessageData: { Recipients: [recipient] } }));
    expect(unknown).toMatchObject({ isTemporary: true, statusCode: 499 });
  });
});
