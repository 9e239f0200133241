// A worker thread that renders public pages as HTML (docs/decisions/0056-pages-sent-as-html.md): the
// web app's own components, built for Node (apps/web/dist-server), run here and never on the
// server's event loop. The page's API calls come back to the main thread, which answers them
// through the app itself, as if the visitor's browser had asked. Plain JavaScript: a worker
// thread does not inherit the TypeScript loader the server runs under. Messages: messages.ts.
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort;
const { renderPage, isServerRendered } = await import(workerData.bundle);

const waitingAnswers = new Map();
let nextCallId = 0;
let currentVisitor = '';

// The app calls fetch('/api/...') as in a browser; here that is a question to the main thread.
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? 'GET';
  if (method !== 'GET' || !url.startsWith('/api/')) throw new TypeError(`A page rendering may only read the API, not ${method} ${url}`);
  const id = nextCallId++;
  const answer = await new Promise((resolve) => {
    waitingAnswers.set(id, resolve);
    port.postMessage({ type: 'api', id, path: url, visitor: currentVisitor });
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
};

// One page at a time: the app's words follow one language at a time (its i18n is global).
let queue = Promise.resolve();

port.on('message', (message) => {
  if (message.type === 'answer') {
    waitingAnswers.get(message.id)?.(message.answer);
    waitingAnswers.delete(message.id);
    return;
  }
  // Any other address is the app shell's: answered at once, not behind the pages being rendered.
  if (!isServerRendered(message.url)) {
    port.postMessage({ type: 'rendered', id: message.id, page: undefined });
    return;
  }
  queue = queue.then(async () => {
    currentVisitor = message.visitor;
    try {
      const page = await renderPage(message.url, message.language, message.state);
      port.postMessage({ type: 'rendered', id: message.id, page });
    } catch (error) {
      port.postMessage({ type: 'failed', id: message.id, reason: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});

port.postMessage({ type: 'ready' });
