import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request's headers and body (unique bodies, rotating signed-in people). */
  setupRequest?: autocannon.Request['setupRequest'];
  /** Sees each answer's status and body (e.g. to keep the ids of the orders booked). */
  onResponse?: autocannon.Request['onResponse'];
};

export type LoadSummary = {
  requestsPerSecond: number;
  /** autocannon records latency in whole milliseconds, of 2xx answers only. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
};

/** One autocannon run in this process; the server under load is always another process. */
export async function runLoad(options: LoadOptions): Promise<LoadSummary> {
  const { url, connections, durationSeconds, method = 'GET', headers = {}, setupRequest, onResponse } = options;
  const target = new URL(url);
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: durationSeconds,
    requests: [{ method, path: `${target.pathname}${target.search}`, headers, ...(setupRequest ? { setupRequest } : {}), ...(onResponse ? { onResponse } : {}) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0])),
    bytesPerSecond: result.throughput.average,
  };
}
