import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';
import { clearSession, useSession } from '../lib/session';

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
