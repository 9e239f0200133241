import {
  b2cResult,
  describeResult,
  postCallback,
  queueTimeout,
  reversalResult,
  stkCallback,
} from './callback-bodies';
import { newReceipt, type FakePayout, type FakePush, type FakeReversal, type SentCallback } from './records';

// What the fake Daraja knows and how a test moves it along: the buyer approving or refusing a
// push, M-Pesa finishing a payout or a reversal, callbacks lost or late, errors injected.

export type FakeDarajaOptions = {
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  /** Approve every push (and complete every payout and reversal) by itself, after delayMs. */
  autoApprove?: boolean | { delayMs: number };
  port?: number;
  /** The `expires_in` of the tokens it issues; they stop working after it. */
  tokenTtlSeconds?: number;
  /**
   * Approve each push and deliver its callback before answering the push request itself: the
   * callback reaches the server before the server has learnt the push's CheckoutRequestID.
   */
  approveBeforeAnswer?: boolean;
};

export const FAKE_DARAJA_DEFAULTS = {
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  shortcode: '174379',
  passkey: 'fake-passkey',
  tokenTtlSeconds: 3599,
  /** A real callback comes seconds after the push; at once, it could outrun the push's own record. */
  autoApproveDelayMs: 1000,
} as const;

/** `hangUp`: the request is carried out but the connection is cut before the answer, so the caller cannot know it went. */
export type InjectedFailure = { status: number; body: unknown; delayMs: number; hangUp?: boolean };
type LoggedRequest = { method: string; path: string; status: number };

export function createDriver(options: FakeDarajaOptions = {}) {
  const config = {
    consumerKey: options.consumerKey ?? FAKE_DARAJA_DEFAULTS.consumerKey,
    consumerSecret: options.consumerSecret ?? FAKE_DARAJA_DEFAULTS.consumerSecret,
    shortcode: options.shortcode ?? FAKE_DARAJA_DEFAULTS.shortcode,
    passkey: options.passkey ?? FAKE_DARAJA_DEFAULTS.passkey,
    tokenTtlSeconds: options.tokenTtlSeconds ?? FAKE_DARAJA_DEFAULTS.tokenTtlSeconds,
  };
  const autoApproveMs =
    options.autoApprove === true ? FAKE_DARAJA_DEFAULTS.autoApproveDelayMs : options.autoApprove ? options.autoApprove.delayMs : undefined;

  const pushes: FakePush[] = [];
  const payouts: FakePayout[] = [];
  const reversals: FakeReversal[] = [];
  /** Every callback posted (or dropped), oldest first. */
  const callbacks: SentCallback[] = [];
  const requests: LoggedRequest[] = [];
  /** Issued tokens and when each stops working (ms since the epoch). */
  const tokens = new Map<string, number>();
  const injected = new Map<string, InjectedFailure[]>();
  const timers = new Set<NodeJS.Timeout>();
  const toDrop = new Set<string>();
  let holding = false;
  let held: Array<{ url: string; body: unknown }> = [];

  async function deliver(id: string, url: string, body: unknown): Promise<void> {
    if (toDrop.delete(id)) callbacks.push({ url, body, dropped: true });
    else if (holding) held.push({ url, body });
    else callbacks.push(await postCallback(url, body));
  }

  function later(task: () => Promise<unknown>) {
    if (autoApproveMs === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void task().catch(() => undefined);
    }, autoApproveMs);
    timers.add(timer);
  }

  function pushOf(checkoutRequestId: string): FakePush {
    const push = pushes.find((each) => each.checkoutRequestId === checkoutRequestId);
    if (!push) throw new Error(`The fake Daraja has no push ${checkoutRequestId}`);
    if (push.status !== 'pending') throw new Error(`Push ${checkoutRequestId} is already ${push.status}`);
    return push;
  }

  /** By either id; a reversal also by the receipt it reverses (its latest request). */
  function findQueued<T extends FakePayout | FakeReversal>(list: T[], id: string, kind: string): T {
    const record = list.findLast(
      (each) =>
        each.originatorConversationId === id ||
        each.conversationId === id ||
        ('TransactionID' in each.request && each.request.TransactionID === id),
    );
    if (!record) throw new Error(`The fake Daraja has no ${kind} ${id}`);
    if (record.status !== 'queued' && record.status !== 'timed-out') throw new Error(`${kind} ${id} is already ${record.status}`);
    return record;
  }

  /** What M-Pesa would answer a reversal of this receipt: 0, or why not. */
  function reversalOutcome(reversal: FakeReversal): number | string {
    const receipt = reversal.request.TransactionID;
    if (!pushes.some((push) => push.status === 'paid' && push.receipt === receipt)) return 'R000002';
    return reversals.some((each) => each.status === 'reversed' && each.request.TransactionID === receipt) ? 'R000001' : 0;
  }

  const driver = {
    config,
    pushes,
    payouts,
    reversals,
    callbacks,
    requests,
    tokens,

    /** The buyer enters the PIN: Daraja posts a success with a receipt to the push's CallBackURL. */
    async approve(checkoutRequestId: string, opts: { amount?: number; receipt?: string } = {}): Promise<FakePush> {
      const push = pushOf(checkoutRequestId);
      Object.assign(push, {
        status: 'paid',
        resultCode: 0,
        resultDesc: describeResult(0),
        receipt: opts.receipt ?? newReceipt(),
        amount: opts.amount ?? push.request.Amount,
      });
      await deliver(checkoutRequestId, push.request.CallBackURL, stkCallback(push, new Date()));
      return push;
    },

    /** The push ends without a payment (1032 cancelled, 1037 phone unreachable, 1 no money, ...). */
    async fail(checkoutRequestId: string, resultCode: number, resultDesc?: string): Promise<FakePush> {
      const push = pushOf(checkoutRequestId);
      Object.assign(push, { status: 'failed', resultCode, resultDesc: resultDesc ?? describeResult(resultCode) });
      await deliver(checkoutRequestId, push.request.CallBackURL, stkCallback(push, new Date()));
      return push;
    },

    /** From now on outcomes are recorded (STK query sees them) but their callbacks wait. */
    holdCallbacks(): void {
      holding = true;
    },

    /** Sends the held callbacks, late, in order, and stops holding. */
    async releaseCallbacks(): Promise<SentCallback[]> {
      holding = false;
      const waiting = held;
      held = [];
      const sent: SentCallback[] = [];
      for (const { url, body } of waiting) sent.push(await postCallback(url, body));
      callbacks.push(...sent);
      return sent;
    },

    /** The next callback for this push, payout or reversal (any of its ids) is lost. */
    dropCallback(id: string): void {
      toDrop.add(id);
    },

    /** M-Pesa finishes a payout: a Result (0 paid, else failed) to its ResultURL. */
    async completePayout(id: string, opts: { resultCode?: number | string } = {}): Promise<FakePayout> {
      const payout = findQueued(payouts, id, 'payout');
      const resultCode = opts.resultCode ?? 0;
      const paid = String(resultCode) === '0';
      Object.assign(payout, { status: paid ? 'paid' : 'failed', resultCode, transactionId: newReceipt() });
      await deliver(payout.originatorConversationId, payout.request.ResultURL, b2cResult(payout, new Date()));
      return payout;
    },

    /** The payout waited too long in M-Pesa's queue: a post to its QueueTimeOutURL. It may still complete. */
    async timeoutPayout(id: string): Promise<FakePayout> {
      const payout = findQueued(payouts, id, 'payout');
      payout.status = 'timed-out';
      await deliver(payout.originatorConversationId, payout.request.QueueTimeOutURL, queueTimeout(payout));
      return payout;
    },

    /** M-Pesa finishes a reversal; by default as it would (R000002 unknown receipt, R000001 already reversed). */
    async completeReversal(id: string, opts: { resultCode?: number | string } = {}): Promise<FakeReversal> {
      const reversal = findQueued(reversals, id, 'reversal');
      const resultCode = opts.resultCode ?? reversalOutcome(reversal);
      const reversed = String(resultCode) === '0';
      const transactionId = reversed ? newReceipt() : `${newReceipt().slice(0, 3)}0000000`;
      Object.assign(reversal, { status: reversed ? 'reversed' : 'failed', resultCode, transactionId });
      await deliver(reversal.originatorConversationId, reversal.request.ResultURL, reversalResult(reversal, new Date()));
      return reversal;
    },

    async timeoutReversal(id: string): Promise<FakeReversal> {
      const reversal = findQueued(reversals, id, 'reversal');
      reversal.status = 'timed-out';
      await deliver(reversal.originatorConversationId, reversal.request.QueueTimeOutURL, queueTimeout(reversal));
      return reversal;
    },

    /** Posts any body to any URL, as a forger or a repeated callback would. */
    async sendCallback(url: string, body: unknown): Promise<SentCallback> {
      const sent = await postCallback(url, body);
      callbacks.push(sent);
      return sent;
    },

    /**
     * The next request to `path` (`/mpesa/stkpush/v1/processrequest`, `/oauth/v1/generate`, ...)
     * gets this answer instead, after delayMs. A string body is sent as it is (malformed JSON).
     */
    failNextRequest(path: string, answer: { status?: number; body?: unknown; delayMs?: number; hangUp?: boolean } = {}): void {
      const queue = injected.get(path) ?? [];
      queue.push({
        status: answer.status ?? 500,
        body: answer.body ?? { requestId: 'fake-injected', errorCode: '500.003.1001', errorMessage: 'Internal Server Error' },
        delayMs: answer.delayMs ?? 0,
        hangUp: answer.hangUp ?? false,
      });
      injected.set(path, queue);
    },

    /** Every issued token stops working, as when Daraja revokes one early. */
    expireTokens(): void {
      tokens.clear();
    },

    takeInjected(path: string): InjectedFailure | undefined {
      return injected.get(path)?.shift();
    },

    onPush(push: FakePush) {
      later(async () => push.status === 'pending' && driver.approve(push.checkoutRequestId));
    },
    onPayout(payout: FakePayout) {
      later(async () => payout.status === 'queued' && driver.completePayout(payout.originatorConversationId));
    },
    onReversal(reversal: FakeReversal) {
      later(async () => reversal.status === 'queued' && driver.completeReversal(reversal.originatorConversationId));
    },

    stop(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return driver;
}

export type FakeDarajaDriver = ReturnType<typeof createDriver>;
