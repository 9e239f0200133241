import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './lib/i18n';
import './index.css';
import { App } from './app/app';
import { takeGoogleCallbackQuery } from './features/auth/google-callback-params';
import { checkSavedSession } from './lib/session-check';
import { preloadFirstHeroSlide } from './features/home/hero-slides';
import { paths } from './lib/paths';
import { watchOtherTabs } from './lib/session';
import { startLiveSocket } from './lib/live-socket';

// First of all: social sign-in tokens leave the address bar (docs/product.md §2 callback route).
takeGoogleCallbackQuery();
watchOtherTabs();
// The landing's first slide is its largest paint: fetch it while the session check runs.
if (window.location.pathname === paths.home) preloadFirstHeroSlide();
void checkSavedSession();
// Live updates while someone is signed in (it follows sign-in and sign-out by itself).
startLiveSocket();
// Kiswahili's catalogue is fetched before the first render, so the page never shows English first.
const languageReady = startLanguage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void languageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
