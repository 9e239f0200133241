import http from 'node:http';

/** A request against one server, ready to send again and again. */
export type Target = { baseUrl: string; path: string; token?: string };

/** Latencies in ms of the timed requests to each server, and how many warm-up requests each got before. */
export type Samples = { demo: number[]; large: number[]; warmUps: number };

export const sampling = {
  warmUp: 20,
  // With the lists down to one statement (1–4 ms a request), the p95 of 200 rounds, their
  // 10th slowest, moved by up to 1 ms between runs on this machine: 600 make it steadier.
  rounds: 600,
  /**
   * A slow request stops early, so one unbounded list cannot take the whole bench's time:
   * warm-up after `warmUpMs`, sampling after `budgetMs` spent on the large side, each once it
   * has its minimum.
   */
  warmUpMs: 5_000,
  minWarmUp: 3,
  budgetMs: 30_000,
  minRounds: 20,
};

export async function signIn(baseUrl: string, identifier: string, password: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  return { id: body.user.id, token: body.accessToken };
}

/**
 * Sequential requests, one at a time, alternating demo and large (which goes first swaps every
 * round), so both see the same background load on a shared machine and the ratio stays fair
 * even when the absolute numbers are noisy. Each time runs from sending the request to the
 * last byte of the answer, compressed as a browser asks for it (see `timeOne`).
 */
export async function sampleBoth(demo: Target, large: Target): Promise<Samples> {
  const warmUpStart = performance.now();
  let warmUps = 0;
  for (; warmUps < sampling.warmUp; warmUps += 1) {
    if (warmUps >= sampling.minWarmUp && performance.now() - warmUpStart > sampling.warmUpMs) break;
    await Promise.all([timeOne(demo), timeOne(large)]);
  }
  const samples: Samples = { demo: [], large: [], warmUps };
  let largeMs = 0;
  for (let round = 0; round < sampling.rounds; round += 1) {
    if (round >= sampling.minRounds && largeMs > sampling.budgetMs) break;
    const [first, second] = round % 2 === 0 ? (['demo', 'large'] as const) : (['large', 'demo'] as const);
    samples[first].push(await timeOne(first === 'demo' ? demo : large));
    samples[second].push(await timeOne(second === 'demo' ? demo : large));
    largeMs += samples.large.at(-1)!;
  }
  return samples;
}

// One kept-alive connection per server, as a browser holds one.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * node:http rather than fetch: fetch decompresses the body, which is the phone's work, not the
 * server's, and would make a larger (compressed) page look slower than it is on the server.
 */
function timeOne({ baseUrl, path, token }: Target): Promise<number> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${baseUrl}${path}`, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        const elapsed = performance.now() - started;
        if (response.statusCode === 200) resolve(elapsed);
        else reject(new Error(`GET ${path} answered ${response.statusCode}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
