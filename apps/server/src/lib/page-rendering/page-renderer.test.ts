import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from './messages';
import { createPageRenderer, PageNotRendered, type PageRenderer } from './page-renderer';

const fixtures = path.join(import.meta.dirname, '../../../test/fixtures/page-rendering');
const bundle = (name: string) => path.join(fixtures, `${name}.mjs`);

describe('createPageRenderer', () => {
  let renderers: PageRenderer[] = [];
  afterEach(async () => {
    await Promise.all(renderers.map((renderer) => renderer.close()));
    renderers = [];
  });

  function renderer(
    name: string,
    {
      answerApi = async () => ({ status: 200, contentType: 'application/json', body: '{}' }),
      timeoutMs = 10_000,
      maxWaiting = 32,
    }: { answerApi?: (apiPath: string, visitor: string) => Promise<ApiAnswer>; timeoutMs?: number; maxWaiting?: number } = {},
  ) {
    const failures: string[] = [];
    const apiCalls: [string, string][] = [];
    const created = createPageRenderer({
      bundle: bundle(name),
      answerApi: (apiPath, visitor) => (apiCalls.push([apiPath, visitor]), answerApi(apiPath, visitor)),
      onFailure: (reason) => failures.push(reason),
      timeoutMs,
      maxWaiting,
    });
    renderers.push(created);
    return { render: created.render, close: created.close, failures, apiCalls };
  }

  it("answers the page's API reads in the main thread, for the visitor it renders for", async () => {
    const { render, apiCalls, failures } = renderer('fetching-bundle', {
      answerApi: async (apiPath, visitor) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ apiPath, visitor }) }),
    });

    const page = await render('/services', 'sw', '203.0.113.7');

    expect(page).toEqual({
      language: 'sw',
      html: '<p>200 application/json {"apiPath":"/api/x?page=%2Fservices","visitor":"203.0.113.7"}</p>',
      head: '',
      pageData: '',
      status: 200,
    });
    expect(apiCalls).toEqual([['/api/x?page=%2Fservices', '203.0.113.7']]);
    expect(failures).toEqual([]);
  });

  it('gives each of several waiting pages the answers for its own visitor', async () => {
    const { render } = renderer('fetching-bundle', {
      answerApi: async (_apiPath, visitor) => {
        await new Promise((resolve) => setTimeout(resolve, visitor === 'first' ? 50 : 0));
        return { status: 200, contentType: 'text/plain', body: visitor };
      },
    });

    const pages = await Promise.all([render('/a', 'en', 'first'), render('/b', 'en', 'second'), render('/c', 'en', 'third')]);

    expect(pages.map((page) => page?.html)).toEqual(['<p>200 text/plain first</p>', '<p>200 text/plain second</p>', '<p>200 text/plain third</p>']);
  });

  it('passes on an API answer that failed in the main thread as a 500', async () => {
    const { render } = renderer('fetching-bundle', {
      answerApi: async () => {
        throw new Error('database away');
      },
    });

    const page = await render('/services', 'en', 'v');

    expect(page?.html).toBe('<p>500 application/json {"error":"Error: database away"}</p>');
  });

  it('answers an address the bundle does not render with undefined, without asking the API', async () => {
    const { render, apiCalls } = renderer('fetching-bundle');

    expect(await render('/signed-in', 'en', 'v')).toBeUndefined();
    expect(apiCalls).toEqual([]);
  });

  it('answers an address the bundle does not render at once, not behind a page still rendering', async () => {
    const { render } = renderer('hanging-bundle', { timeoutMs: 5_000 });

    const stuck = render('/services', 'en', 'v');
    stuck.catch(() => {});

    expect(await render('/signed-in', 'en', 'v')).toBeUndefined();
  });

  it('gives up on a page not rendered within timeoutMs, says so, and restarts the worker the page held', async () => {
    const { render, failures } = renderer('hanging-bundle', { timeoutMs: 200 });

    const started = Date.now();
    const rendering = render('/services', 'en', 'v');
    const behind = render('/about', 'en', 'v');
    behind.catch(() => {});

    await expect(rendering).rejects.toBeInstanceOf(PageNotRendered);
    await expect(rendering).rejects.toThrow('not rendered within 200 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await expect(behind).rejects.toBeInstanceOf(PageNotRendered);
    expect(failures[0]).toContain('not rendered within 200 ms (/services); the rendering worker restarts');
    // A new worker answers at once.
    expect(await render('/signed-in', 'en', 'v')).toBeUndefined();
  });

  it('turns a page away at once when maxWaiting pages are already waiting, and closing gives up the waiting ones', async () => {
    const { render, close } = renderer('hanging-bundle', { timeoutMs: 10_000, maxWaiting: 2 });

    const first = render('/a', 'en', 'v');
    const second = render('/b', 'en', 'v');
    first.catch(() => {});
    second.catch(() => {});

    await expect(render('/c', 'en', 'v')).rejects.toThrow(new PageNotRendered('too many pages waiting'));
    await close();
    await expect(first).rejects.toBeInstanceOf(PageNotRendered);
    await expect(second).rejects.toBeInstanceOf(PageNotRendered);
  });

  it('reports a page the bundle throws on, and goes on rendering', async () => {
    const { render, failures } = renderer('throwing-bundle');

    await expect(render('/pros/1', 'en', 'v')).rejects.toThrow(PageNotRendered);
    await expect(render('/pros/2', 'en', 'v')).rejects.toThrow('no page at /pros/2');

    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^Error: no page at \/pros\/1\n\s+at renderPage/);
  });

  it('gives up the pages of a worker that dies, and renders the next page in a new worker', async () => {
    const { render } = renderer('exiting-bundle');

    expect((await render('/a', 'en', 'v'))?.html).toBe('page 1 of this worker');
    expect((await render('/b', 'en', 'v'))?.html).toBe('page 2 of this worker');
    await expect(render('/exit', 'en', 'v')).rejects.toThrow(new PageNotRendered('the rendering worker stopped (1)'));

    expect((await render('/c', 'sw', 'v'))?.html).toBe('page 1 of this worker');
  });

  it('reports a bundle that cannot be loaded, and gives up its page', async () => {
    const { render, failures } = renderer('missing-bundle');

    await expect(render('/', 'en', 'v')).rejects.toBeInstanceOf(PageNotRendered);
    // The worker's exit follows its error in a later turn: it must not be reported again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('missing-bundle.mjs');
  });

  it('lets a page only GET the API: a write or any other address throws in the worker', async () => {
    const { render, apiCalls } = renderer('writing-bundle');

    const page = await render('/', 'en', 'v');

    expect(page?.html.split('\n')).toEqual([
      'TypeError: A page rendering may only read the API, not POST /api/bookings',
      'TypeError: A page rendering may only read the API, not GET https://example.com/api/x',
      'TypeError: A page rendering may only read the API, not GET /assets/index.js',
    ]);
    expect(apiCalls).toEqual([]);
  });
});
