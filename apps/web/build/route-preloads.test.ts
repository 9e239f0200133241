import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScript } from './route-preloads';

// The inline start script of index.html, run as the browser runs it: on a page the server sent
// with its content, the code goes in after that content, the entry first, then the links a few
// per task (docs/decisions/0057-code-after-the-content.md).

const entry = '/assets/index.js';
const routeChunks = Array.from({ length: 12 }, (_, index) => `/assets/plumbing-${index}.js`);

function runStartScript(): void {
  new Function(startScript({ entry, imports: ['/assets/react.js'], routes: { '/services/*': routeChunks }, signedInRoutes: {} }))();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const entryScripts = () => document.head.querySelectorAll(`script[src="${entry}"]`);
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** Stands in for the browser's report of the largest paint; `report()` is that paint reaching the screen. */
function stubLargestPaintReports(): { report: () => void } {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { report: () => callbacks.forEach((callback) => callback()) };
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<script type="application/json" id="page-data">{}</script>';
  window.history.replaceState(null, '', '/services/plumbing');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('on a page the server sent with its content', () => {
  it('adds the entry once the largest paint is reported, then the preloads five per task', () => {
    const paints = stubLargestPaintReports();
    runStartScript();
    vi.advanceTimersByTime(50);
    expect(entryScripts()).toHaveLength(0);
    paints.report();
    // Each step below is the next task.
    vi.advanceTimersToNextTimer();
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toEqual(['/assets/react.js', ...routeChunks.slice(0, 4)]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(10);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/react.js', ...routeChunks]);
    expect(entryScripts()).toHaveLength(1);
  });

  it('waits a tenth of a second at most when no new largest paint comes', () => {
    stubLargestPaintReports();
    runStartScript();
    vi.advanceTimersByTime(99);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(13);
  });

  it('starts at the visitor’s first touch, and only once', () => {
    stubLargestPaintReports();
    runStartScript();
    window.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(13);
  });
});

it('on the app shell, adds the entry at once', () => {
  document.body.innerHTML = '';
  runStartScript();
  expect(entryScripts()).toHaveLength(1);
  vi.runAllTimers();
  expect(preloads()).toHaveLength(13);
});
