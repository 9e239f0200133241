import { z } from 'zod';
import { SmsError } from './sms-error';
import type { Sms, SmsReceipt, SmsSender } from './sms-sender';

// Sending an SMS through Africa's Talking: POST {baseUrl}/version1/messaging, a form with
// username, to, message and (with a sender id) from; the apiKey header; a 201 whose
// SMSMessageData.Recipients says, per number, whether the SMS went.

export type AfricasTalkingConfig = { username: string; apiKey: string; senderId?: string; baseUrl: string };

/** Every recipient statusCode Africa's Talking documents, by its name. */
export const RECIPIENT_STATUSES: Readonly<Record<number, string>> = {
  100: 'Processed',
  101: 'Sent',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

const ACCEPTED = new Set([100, 101, 102]);
/**
 * Refusals that sending again will not change: the content or number is held for risk, the
 * number is invalid or cannot take SMS, or its owner opted out (replied STOP, or Do Not Disturb).
 * Every other refusal may pass later: a wrong sender id or an empty balance is fixed by an
 * operator, a routing or gateway error by the network.
 */
const PERMANENT = new Set([401, 403, 404, 406, 409]);

const DEFAULT_TIMEOUT_MS = 10_000;

const statusCode = z.union([z.number().int(), z.string().regex(/^\d{1,4}$/).transform(Number)]);
const shortText = z.string().max(100);
const sendAnswer = z.object({
  SMSMessageData: z.object({
    Message: shortText.optional(),
    Recipients: z.array(
      z.object({
        statusCode,
        number: shortText.optional(),
        status: shortText.optional(),
        cost: shortText.optional(),
        messageId: shortText.optional(),
      }),
    ),
  }),
});

/** A name Africa's Talking gives (`UserInBlacklist`), or nothing: free text might echo the SMS. */
function safeName(text: string | undefined): string | undefined {
  return text !== undefined && /^[A-Za-z]{1,40}$/.test(text) ? text : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unreachable(error: unknown, timeoutMs: number): SmsError {
  if ((error as { name?: unknown } | undefined)?.name === 'TimeoutError') {
    return new SmsError(`Africa's Talking did not answer within ${timeoutMs} ms`, { isTemporary: true });
  }
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  const reason = typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? ` (${code})` : '';
  return new SmsError(`Africa's Talking could not be reached${reason}`, { isTemporary: true });
}

function refusedHttp(status: number): SmsError {
  const message =
    status === 401 ? "Africa's Talking refused the username or API key (HTTP 401)" : `Africa's Talking answered HTTP ${status}`;
  return new SmsError(message, { isTemporary: true, httpStatus: status });
}

/** A 201 with no recipient: AT names what is wrong with the whole request (`InvalidSenderId`). */
function refusedRequest(message: string | undefined): SmsError {
  const name = safeName(message);
  const code = Object.entries(RECIPIENT_STATUSES).find(([, each]) => each === name)?.[0];
  const statusCode = code === undefined ? undefined : Number(code);
  return new SmsError(`Africa's Talking refused the SMS${name ? `: ${name}` : ' without a recipient status'}`, {
    isTemporary: statusCode === undefined || !PERMANENT.has(statusCode),
    statusCode,
    httpStatus: 201,
  });
}

function readAnswer(text: string, to: string): SmsReceipt {
  const answer = sendAnswer.safeParse(parseJson(text));
  if (!answer.success) throw new SmsError("Africa's Talking's answer could not be read", { isTemporary: true, httpStatus: 201 });
  const { Message, Recipients } = answer.data.SMSMessageData;
  const recipient = Recipients.find((each) => each.number === to) ?? Recipients[0];
  if (!recipient) throw refusedRequest(Message);

  const code = recipient.statusCode;
  if (!ACCEPTED.has(code)) {
    const name = RECIPIENT_STATUSES[code] ?? safeName(recipient.status) ?? 'Unknown';
    throw new SmsError(`Africa's Talking refused the SMS: ${code} ${name}`, { isTemporary: !PERMANENT.has(code), statusCode: code, httpStatus: 201 });
  }
  return {
    messageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null,
    status: recipient.status ?? RECIPIENT_STATUSES[code]!,
    statusCode: code,
    cost: recipient.cost ?? null,
  };
}

export function createAfricasTalkingSender(config: AfricasTalkingConfig, { timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {}): SmsSender {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    name: 'africas-talking',
    async send(sms: Sms) {
      const form = new URLSearchParams({ username: config.username, to: sms.to, message: sms.message });
      if (config.senderId) form.set('from', config.senderId);
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { apiKey: config.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw unreachable(error, timeoutMs);
      }
      if (response.status !== 201) throw refusedHttp(response.status);
      return readAnswer(text, sms.to);
    },
  };
}
