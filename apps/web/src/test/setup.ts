import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';
import { clearSession, useSession } from '../lib/session';

// Pages are lazy routes: the first render of one in a file waits for vitest to transform its
// code, which on a busy 2-core machine can take longer than the default 1 s of findBy*.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the app scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  clearSession();
  useSession.setState({ hasChecked: false });
  window.localStorage.clear();
  document.title = '';
  vi.clearAllMocks();
});
