import type { Language } from '@fundi/shared';

/** A public page rendered by the web app's server rendering (apps/web/src/server-render/render-page.tsx). */
export type RenderedPage = {
  language: Language;
  /** The page's title, as text. */
  title: string;
  /** The markup inside #root. */
  html: string;
  /** Tags for <head> (the landing's first slide preloaded). */
  head: string;
  /** The JSON script the browser takes the page over with, for the end of <body>. */
  pageData: string;
  status: 200 | 404;
};

/** The API's answer to one of a page's GETs. */
export type ApiAnswer = { status: number; contentType: string; body: string };

/**
 * Main thread to worker. `visitor` is the address of the person the page is for (their rate
 * limits apply); `state` the router state it opens with (a plain form's outcome).
 */
export type ToRenderer =
  | { type: 'render'; id: number; url: string; language: Language; visitor: string; state?: unknown }
  | { type: 'answer'; id: number; answer: ApiAnswer };

/** Worker to main thread. A page that is not rendered on the server comes back undefined. */
export type FromRenderer =
  | { type: 'ready' }
  | { type: 'api'; id: number; path: string; visitor: string }
  | { type: 'rendered'; id: number; page: RenderedPage | undefined }
  | { type: 'failed'; id: number; reason: string };
