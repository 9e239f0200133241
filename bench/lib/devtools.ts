import WebSocket from 'ws';

// Just enough of the Chrome DevTools protocol to prepare a browser before Lighthouse takes it
// over: the bench has no puppeteer of its own (lighthouse's copy is its private dependency),
// and a handful of commands over the page's WebSocket is all it needs.

type Answer = { id?: number; method?: string; result?: unknown; error?: { message: string } };
type PageSession = {
  send: <T = unknown>(method: string, params?: Record<string, unknown>) => Promise<T>;
  once: (event: string, timeoutMs: number) => Promise<void>;
  close: () => void;
};

/** The first page tab of the Chrome listening on `port` (chrome-launcher opens about:blank). */
async function openPage(port: number): Promise<PageSession> {
  const listed = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ type: string; webSocketDebuggerUrl?: string }>;
  let address = listed.find((target) => target.type === 'page' && target.webSocketDebuggerUrl)?.webSocketDebuggerUrl;
  if (!address) {
    const created = (await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })).json()) as { webSocketDebuggerUrl: string };
    address = created.webSocketDebuggerUrl;
  }
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const waiting = new Map<string, Array<() => void>>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Answer;
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else if (message.method) {
      for (const resolve of waiting.get(message.method) ?? []) resolve();
      waiting.delete(message.method);
    }
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    once: (event, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.set(event, [...(waiting.get(event) ?? []), done]);
      }),
    close: () => socket.close(),
  };
}

/**
 * Writes `items` into the localStorage of `origin` in the Chrome on `port`, as the web app
 * itself would after a login. The tab opens a JSON address of the origin (`path`, no page: no
 * script, stylesheet or image of the app enters the cache), writes and reads the items back,
 * empties the HTTP cache and returns to about:blank. Lighthouse must then run with
 * `disableStorageReset`, which also leaves the cache alone: emptied here instead.
 */
export async function putInLocalStorage(port: number, origin: string, path: string, items: Record<string, string>): Promise<void> {
  const page = await openPage(port);
  try {
    await page.send('Page.enable');
    const loaded = page.once('Page.loadEventFired', 15_000);
    await page.send('Page.navigate', { url: `${origin}${path}` });
    await loaded;
    const expression = `(() => { const items = ${JSON.stringify(items)}; for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value); return Object.keys(items).every((key) => localStorage.getItem(key) === items[key]) && location.origin; })()`;
    const { result, exceptionDetails } = await page.send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>('Runtime.evaluate', { expression, returnByValue: true });
    if (exceptionDetails || result.value !== origin) throw new Error(`could not write localStorage of ${origin}: ${exceptionDetails?.text ?? JSON.stringify(result.value)}`);
    await page.send('Network.enable');
    await page.send('Network.clearBrowserCache');
    await page.send('Page.navigate', { url: 'about:blank' });
  } finally {
    page.close();
  }
}
