import type { Language } from '@fundi/shared';
import { Worker } from 'node:worker_threads';
import type { ApiAnswer, FromRenderer, RenderedPage, ToRenderer } from './messages';

export type PageRenderer = {
  /**
   * The page for `url` in `language`, or undefined when the browser renders that address alone.
   * `state`: the router state it opens with (a plain form's outcome).
   */
  render: (url: string, language: Language, visitor: string, state?: unknown) => Promise<RenderedPage | undefined>;
  close: () => Promise<void>;
};

type Options = {
  /** The web app's server rendering, built (apps/web/dist-server/render-page.js). */
  bundle: string;
  /** Answers a page's GET as the API would answer the visitor's browser. */
  answerApi: (path: string, visitor: string) => Promise<ApiAnswer>;
  onFailure: (reason: string) => void;
  /** A page not rendered by then is sent as the bare app shell, which the browser renders. */
  timeoutMs?: number;
  /**
   * Pages already waiting beyond which a request gets the shell at once: a crawler asking
   * for thousands of professionals must not make everyone wait behind it.
   */
  maxWaiting?: number;
};

/** Thrown when a page is not rendered: the caller sends the app shell instead. */
export class PageNotRendered extends Error {}

/**
 * Renders pages in one worker thread, started at the first page and started again after it
 * dies. Rendering a page takes a few milliseconds of CPU, which the server's event loop never
 * spends; a page that takes too long or fails is the shell's to show.
 */
export function createPageRenderer({ bundle, answerApi, onFailure, timeoutMs = 3000, maxWaiting = 32 }: Options): PageRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  let isClosing = false;
  const waiting = new Map<number, { worker: Worker; resolve: (page: RenderedPage | undefined) => void; reject: (error: Error) => void }>();

  function start(): Worker {
    const started = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { bundle } });
    started.on('message', (message: FromRenderer) => {
      if (message.type === 'api') {
        void answerApi(message.path, message.visitor)
          .catch((error: unknown): ApiAnswer => ({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: String(error) }) }))
          .then((answer) => started.postMessage({ type: 'answer', id: message.id, answer } satisfies ToRenderer));
      } else if (message.type === 'rendered') {
        waiting.get(message.id)?.resolve(message.page);
        waiting.delete(message.id);
      } else if (message.type === 'failed') {
        onFailure(message.reason);
        waiting.get(message.id)?.reject(new PageNotRendered(message.reason));
        waiting.delete(message.id);
      }
    });
    // A worker that throws also exits: its failure is reported once, with the error's own words.
    let hasFailed = false;
    const end = (reason: string) => {
      if (worker === started) worker = undefined;
      for (const [id, page] of waiting) {
        if (page.worker !== started) continue;
        page.reject(new PageNotRendered(reason));
        waiting.delete(id);
      }
    };
    started.on('error', (error) => {
      hasFailed = true;
      onFailure(error.stack ?? error.message);
      end(error.message);
    });
    started.on('exit', (code) => {
      if (code !== 0 && !isClosing && !hasFailed) onFailure(`the rendering worker stopped (${code})`);
      end(`the rendering worker stopped (${code})`);
    });
    // The server may stop while the worker is idle.
    started.unref();
    return started;
  }

  return {
    render(url, language, visitor, state) {
      if (waiting.size >= maxWaiting) return Promise.reject(new PageNotRendered('too many pages waiting'));
      worker ??= start();
      const id = nextId++;
      const current = worker;
      return new Promise<RenderedPage | undefined>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new PageNotRendered(`not rendered within ${timeoutMs} ms`));
          // The worker renders one page at a time: a page that never ends would hold every
          // later one. It is stopped (the pages behind it get the shell) and started afresh.
          onFailure(`a page was not rendered within ${timeoutMs} ms (${url}); the rendering worker restarts`);
          if (worker === current) worker = undefined;
          void current.terminate();
        }, timeoutMs);
        waiting.set(id, {
          worker: current,
          resolve: (page) => (clearTimeout(timer), resolve(page)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        current.postMessage({ type: 'render', id, url, language, visitor, state } satisfies ToRenderer);
      });
    },
    async close() {
      isClosing = true;
      await worker?.terminate();
    },
  };
}
