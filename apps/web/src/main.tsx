import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { i18n, startLanguage } from './lib/i18n';
import './index.css';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { findServerRenderedPage, findSignedInPage } from './app/routes';
import { takeGoogleCallbackQuery } from './features/auth/google-callback-params';
import { checkSavedSession } from './lib/session-check';
import { preloadFirstHeroSlide } from './features/home/hero-slides';
import { paths } from './lib/paths';
import { useSession, watchOtherTabs } from './lib/session';
import { startLiveSocket } from './lib/live-socket';
import { readServerPageData } from './lib/server-page-data';
import { nextTask, whileHydrating } from './lib/hydration';
import { afterEveryPart } from './components/hydrate-later';
import { takeSignInHandover } from './lib/sign-in-handover';

// First of all: social sign-in tokens leave the address bar (docs/product.md §2 callback route).
takeGoogleCallbackQuery();
// A login sent as a plain form before the script ran hands its session over here.
takeSignInHandover();
watchOtherTabs();
// A public page the server sent as HTML, with the answers it was rendered from (docs/decisions/0056-pages-sent-as-html.md).
const pageData = readServerPageData();
// The landing's first slide is its largest paint: fetch it while the session check runs (the
// server's HTML asks for it itself).
if (window.location.pathname === paths.home && !pageData) preloadFirstHeroSlide();
const sessionChecked = checkSavedSession();
// With a session, a signed-in page's code runs while the check is under way (a failed download
// is tried again when the page renders).
if (useSession.getState().accessToken) void findSignedInPage(window.location.pathname)?.preload().catch(() => undefined);
// Live updates while someone is signed in (it follows sign-in and sign-out by itself).
startLiveSocket();
// Kiswahili's catalogue is fetched before the first render, so the page never shows English first.
const languageReady = startLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);

async function start(root: HTMLElement): Promise<void> {
  // The modules ran in one task; what follows starts in the next.
  await nextTask();
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!pageData) {
    await languageReady;
    createRoot(root).render(app);
    markTakenOver();
    return;
  }
  hydrate(queryClient, pageData.queries);
  // The router state the server rendered the page with, where the browser's router reads it.
  if (pageData.state !== undefined) window.history.replaceState({ usr: pageData.state, key: 'default', idx: 0 }, '');
  // The page's code before hydrating: a page that suspended would put a skeleton over its HTML.
  await Promise.all([languageReady, findServerRenderedPage(window.location.pathname)?.preload().catch(() => undefined)]);
  // The server rendered the page signed out, in the language it was told. Without a saved
  // session (the check ends at once) and in that language, the browser takes the HTML over as
  // it is; otherwise (or when a read failed) the HTML stays on screen until the check has ended,
  // then is drawn anew.
  const { hasChecked } = useSession.getState();
  if (hasChecked && pageData.language === i18n.language && !pageData.hasFailedRead) {
    await nextTask();
    whileHydrating(() => hydrateRoot(root, app));
    await nextTask();
    afterEveryPart(markTakenOver);
    // The server may have kept the page up to 30 s: its answers are asked again in the
    // background, so what the reader just changed (a review, a new service) shows at once.
    for (const { queryKey } of pageData.queries.queries) void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  await sessionChecked;
  createRoot(root).render(app);
  markTakenOver();
}

/**
 * `<html data-script="ready">` once the script has drawn the page, or has taken over every part
 * of a page the server sent (components/hydrate-later.tsx). Before that such a page works only
 * as plain links and forms: its code starts after its content has painted
 * (docs/decisions/0057-code-after-the-content.md). The browser tests wait for it.
 */
function markTakenOver(): void {
  document.documentElement.dataset.script = 'ready';
}
