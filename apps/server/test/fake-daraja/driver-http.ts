import type { FakeDarajaDriver } from './driver';
import type { Answer } from './protocol';

// The driver over HTTP, under /__fake, for a test in another process (Playwright, a benchmark):
//   GET  /__fake/pushes                      every push, oldest first
//   POST /__fake/pushes/{checkoutRequestId}/approve   { amount?, receipt? }
//   POST /__fake/pushes/{checkoutRequestId}/fail      { resultCode, resultDesc? }
//   GET  /__fake/payouts                     POST /__fake/payouts/{id}/complete { resultCode? }
//                                            POST /__fake/payouts/{id}/timeout
//   GET  /__fake/reversals                   POST /__fake/reversals/{id}/complete { resultCode? }
//   GET  /__fake/callbacks                   every callback posted, oldest first

type Body = { amount?: number; receipt?: string; resultCode?: number | string; resultDesc?: string };

export async function answerDriver(driver: FakeDarajaDriver, method: string, path: string, body: unknown): Promise<Answer> {
  const [collection, id, action] = path.replace(/^\/__fake\//, '').split('/').map(decodeURIComponent);
  const input = (body ?? {}) as Body;
  if (method === 'GET' && id === undefined) {
    const lists: Record<string, unknown[]> = {
      pushes: driver.pushes,
      payouts: driver.payouts,
      reversals: driver.reversals,
      callbacks: driver.callbacks,
    };
    const list = collection === undefined ? undefined : lists[collection];
    if (list) return { status: 200, body: list };
  }
  if (method === 'POST' && id !== undefined) {
    try {
      const record = await act(driver, `${collection}/${action}`, id, input);
      if (record) return { status: 200, body: record };
    } catch (error) {
      return { status: 404, body: { error: error instanceof Error ? error.message : String(error) } };
    }
  }
  return { status: 404, body: { error: `No fake driver route ${method} ${path}` } };
}

function act(driver: FakeDarajaDriver, route: string, id: string, input: Body) {
  switch (route) {
    case 'pushes/approve':
      return driver.approve(id, { amount: input.amount, receipt: input.receipt });
    case 'pushes/fail':
      return driver.fail(id, Number(input.resultCode ?? 1032), input.resultDesc);
    case 'payouts/complete':
      return driver.completePayout(id, { resultCode: input.resultCode });
    case 'payouts/timeout':
      return driver.timeoutPayout(id);
    case 'reversals/complete':
      return driver.completeReversal(id, { resultCode: input.resultCode });
    case 'reversals/timeout':
      return driver.timeoutReversal(id);
    default:
      return undefined;
  }
}
