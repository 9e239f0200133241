import type { Language } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from './messages';
import { createPageCache } from './page-cache';

function page(html: string, language: Language = 'en'): RenderedPage {
  return { language, title: 'Fundi', html, head: '', pageData: '', status: 200 };
}

/** A render that counts its calls and that the test finishes by hand. */
function manualRender() {
  const calls: { url: string; language: Language; visitor: string; resolve: (page: RenderedPage | undefined) => void; reject: (error: Error) => void }[] = [];
  const render = (url: string, language: Language, visitor: string) =>
    new Promise<RenderedPage | undefined>((resolve, reject) => calls.push({ url, language, visitor, resolve, reject }));
  return { calls, render };
}

describe('createPageCache', () => {
  it('sends a kept page until the time to live is over, then a fresh render shows the change', async () => {
    let time = 1_000;
    let catalogue = 'three plumbers';
    let renders = 0;
    const pages = createPageCache(
      async (url, language) => (renders++, page(`${url}: ${catalogue}`, language)),
      (rendered) => rendered.html,
      { ttlMs: 30_000, now: () => time },
    );

    expect(await pages.get('/services', 'en', '1.1.1.1')).toBe('/services: three plumbers');
    catalogue = 'four plumbers';
    time += 29_999;
    expect(await pages.get('/services', 'en', '2.2.2.2')).toBe('/services: three plumbers');
    expect(renders).toBe(1);
    time += 1;
    expect(await pages.get('/services', 'en', '2.2.2.2')).toBe('/services: four plumbers');
    expect(renders).toBe(2);
  });

  it('keeps each language of an address apart', async () => {
    const pages = createPageCache(async (url, language) => page(`${url} in ${language}`, language), (rendered) => rendered.html);

    expect(await pages.get('/', 'en', 'a')).toBe('/ in en');
    expect(await pages.get('/', 'sw', 'a')).toBe('/ in sw');
    expect(await pages.get('/', 'en', 'a')).toBe('/ in en');
  });

  it('shares one render and one preparation among visitors arriving while it renders', async () => {
    const { calls, render } = manualRender();
    let prepared = 0;
    const pages = createPageCache(render, (rendered) => (prepared++, rendered.html));

    const first = pages.get('/pros/1', 'en', '1.1.1.1');
    const second = pages.get('/pros/1', 'en', '2.2.2.2');
    const other = pages.get('/pros/2', 'en', '3.3.3.3');
    expect(calls.map(({ url, visitor }) => [url, visitor])).toEqual([
      ['/pros/1', '1.1.1.1'],
      ['/pros/2', '3.3.3.3'],
    ]);
    calls[0]!.resolve(page('Amina'));
    calls[1]!.resolve(page('Baraka'));

    expect(await Promise.all([first, second, other])).toEqual(['Amina', 'Amina', 'Baraka']);
    expect(prepared).toBe(2);
  });

  it('does not keep a failed render: the next visitor gets a new one', async () => {
    const { calls, render } = manualRender();
    const pages = createPageCache(render, (rendered) => rendered.html);

    const failing = pages.get('/', 'en', 'a');
    const sharingTheFailure = pages.get('/', 'en', 'b');
    calls[0]!.reject(new Error('timed out'));
    await expect(failing).rejects.toThrow('timed out');
    await expect(sharingTheFailure).rejects.toThrow('timed out');

    const retried = pages.get('/', 'en', 'c');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(page('home'));
    expect(await retried).toBe('home');
    expect(await pages.get('/', 'en', 'd')).toBe('home');
    expect(calls).toHaveLength(2);
  });

  it('does not keep an address that is not rendered on the server', async () => {
    let renders = 0;
    let prepared = 0;
    const pages = createPageCache(
      async () => (renders++, undefined),
      () => prepared++,
    );

    expect(await pages.get('/bookings', 'en', 'a')).toBeUndefined();
    expect(await pages.get('/bookings', 'en', 'a')).toBeUndefined();
    expect(renders).toBe(2);
    expect(prepared).toBe(0);
  });

  it('keeps at most maxPages pages, dropping the least recently used first', async () => {
    const rendered: string[] = [];
    const pages = createPageCache(
      async (url) => (rendered.push(url), page(url)),
      (kept) => kept.html,
      { maxPages: 2 },
    );

    await pages.get('/a', 'en', 'v');
    await pages.get('/b', 'en', 'v');
    await pages.get('/a', 'en', 'v');
    await pages.get('/c', 'en', 'v');
    expect(rendered).toEqual(['/a', '/b', '/c']);

    await pages.get('/a', 'en', 'v');
    await pages.get('/c', 'en', 'v');
    expect(rendered).toEqual(['/a', '/b', '/c']);
    await pages.get('/b', 'en', 'v');
    expect(rendered).toEqual(['/a', '/b', '/c', '/b']);
  });
});
