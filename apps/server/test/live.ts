import type { FastifyInstance } from 'fastify';

type LiveSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;
type Event = { type: string } & Record<string, unknown>;
export type OpenLiveSocket = {
  socket: LiveSocket;
  events: Event[];
  closed: Promise<{ code: number; reason: string }>;
  next: (type: string, timeoutMs?: number) => Promise<{ type: string }>;
};

/** Opens /api/ws on the app, authenticates, and collects every event it receives. */
export async function openLiveSocket(app: FastifyInstance, token: string): Promise<OpenLiveSocket> {
  const socket: LiveSocket = await app.injectWS('/api/ws');
  const events: Event[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  socket.send(JSON.stringify({ type: 'auth', token }));
  return { socket, events, closed, next: (type: string, timeoutMs = 1000) => waitFor(events, type, timeoutMs) };
}

async function waitFor(events: Array<{ type: string }>, type: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = events.find((event) => event.type === type);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no "${type}" event within ${timeoutMs} ms (got ${events.map((event) => event.type).join(', ') || 'nothing'})`);
}

/** How the socket closed, or 'still open' when it did not within `ms` (long enough to call "at once"). */
export function closedWithin(live: OpenLiveSocket, ms = 2000): Promise<{ code: number; reason: string } | 'still open'> {
  return Promise.race([live.closed, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);
}
