import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export type StubbedAnswer = { status: number; body?: unknown } | 'network-error';

type Route = StubbedAnswer | ((call: StubbedCall) => StubbedAnswer | Promise<StubbedAnswer>);

/**
 * Replaces `fetch`, the network boundary, with answers per `'METHOD /path'`; `'METHOD /path?*'`
 * answers that path with any query string (the route reads `call.path`). A request nobody
 * expected fails like a dropped connection. Every request is recorded in `calls`.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: StubbedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: StubbedCall = {
      method,
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      authorization: headers.Authorization,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}?*`];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** A promise with its resolve function, to hold an answer back until the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
