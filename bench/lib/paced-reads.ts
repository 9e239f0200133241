import { Agent } from 'node:http';
import { sendRequest } from './http';

export type Read = { startedAt: number; ms: number; status: number };

/**
 * A steady read load at a fixed rate, open loop: each request starts on schedule whether or
 * not earlier ones have answered, so a slow server shows as latency (queueing included)
 * instead of quietly lowering the rate, as a closed-loop load generator would. Latencies
 * are measured to the microsecond from the scheduled start to the last byte.
 */
export function startPacedReads({ url, ratePerSecond, headers = {} }: { url: string; ratePerSecond: number; headers?: Record<string, string> }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const reads: Read[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let issued = 0;
  let isStopped = false;

  const issue = () => {
    const startedAt = started + (issued * 1000) / ratePerSecond;
    issued += 1;
    const pending = sendRequest(url, { headers, agent }).then(
      (answer) => void reads.push({ startedAt, ms: performance.now() - startedAt, status: answer.status }),
      () => void reads.push({ startedAt, ms: performance.now() - startedAt, status: 0 }),
    );
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending));
  };
  const tick = () => {
    if (isStopped) return;
    const due = Math.floor(((performance.now() - started) * ratePerSecond) / 1000);
    while (issued < due) issue();
    setTimeout(tick, 1);
  };
  tick();

  return {
    /** Stops issuing, waits for the answers still due, and returns every read so far. */
    async stop(): Promise<Read[]> {
      isStopped = true;
      await Promise.all(inFlight);
      agent.destroy();
      return reads;
    },
  };
}
