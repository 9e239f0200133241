import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import './index.css';
import { App } from './app/app';
import { takeGoogleCallbackQuery } from './features/auth/google-callback-params';
import { checkSavedSession } from './lib/session-check';
import { watchOtherTabs } from './lib/session';

// First of all: social sign-in tokens leave the address bar (SPEC §2 callback route).
takeGoogleCallbackQuery();
watchOtherTabs();
void checkSavedSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
