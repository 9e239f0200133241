import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderedPage } from './messages';
import { createPageHtml } from './page-html';

const distDir = path.join(import.meta.dirname, '../../../test/fixtures/page-rendering/web-build');

const swahiliPage: RenderedPage = {
  language: 'sw',
  title: 'Mafundi bomba · Fundi <&>',
  html: '<main><h1>Mafundi bomba</h1></main>',
  head: '<link rel="preload" as="image" href="/slides/1.webp">',
  pageData: '<script type="application/json" id="page-data">{"services":3}</script>',
  status: 200,
};

describe('createPageHtml', () => {
  let folders: string[] = [];
  afterEach(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    folders = [];
  });

  function dist(indexHtml: string, css = '.card{color:red}'): string {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'page-html-'));
    folders.push(folder);
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'index.html'), indexHtml);
    writeFileSync(path.join(folder, 'assets', 'index-abc.css'), css);
    return folder;
  }

  it('puts the markup in #root and the stylesheet inline instead of its link', () => {
    const html = createPageHtml(distDir)!(swahiliPage);

    expect(html).toContain('<div id="root"><main><h1>Mafundi bomba</h1></main></div>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('index-abc.css');
    expect(html).toContain('<style>.card{color:#0e4a32}\n</style>');
    expect(html.indexOf('<style>.card')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends the page in its language with its head tags and its data', () => {
    const html = createPageHtml(distDir)!(swahiliPage);

    expect(html).toMatch(/^<!doctype html>\n<html lang="sw">/);
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('<link rel="preload" as="image" href="/slides/1.webp"></head>');
    expect(html).toContain('{"services":3}</script></body>');
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf('<div id="splash"'));
  });

  it('titles the page with its own title, as text, in place of the shell’s', () => {
    const html = createPageHtml(distDir)!(swahiliPage);

    expect(html).toContain('<title>Mafundi bomba · Fundi &lt;&amp;&gt;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps the rest of the shell: the script, the splash and the splash rule', () => {
    const html = createPageHtml(distDir)!({ ...swahiliPage, language: 'en' });

    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="splash" aria-hidden="true">Fundi</div>');
    expect(html).toContain('#root:not(:empty) + #splash { display: none; }');
  });

  it('fills one shell with many pages, each on its own', () => {
    const toHtml = createPageHtml(distDir)!;
    toHtml(swahiliPage);
    const second = toHtml({ ...swahiliPage, language: 'en', title: 'Home', html: '<p>Home</p>', head: '', pageData: '' });

    expect(second).toContain('<html lang="en">');
    expect(second).toContain('<div id="root"><p>Home</p></div>');
    expect(second).not.toContain('Mafundi');
    expect(second).not.toContain('page-data');
  });

  it('copies page text with dollar signs as it is', () => {
    const html = createPageHtml(distDir)!({
      ...swahiliPage,
      html: '<p>$& and $1</p>',
      head: "<meta name=\"description\" content=\"$' $`\">",
      pageData: '<script type="application/json" id="page-data">{"note":"$$5 $&"}</script>',
    });

    expect(html).toContain('<div id="root"><p>$& and $1</p></div>');
    expect(html).toContain("<meta name=\"description\" content=\"$' $`\"></head>");
    expect(html).toContain('{"note":"$$5 $&"}</script></body>');
  });

  it('inlines a stylesheet with dollar signs as it is', () => {
    const css = ".price::before{content:\"$'\"}";
    const html = createPageHtml(dist('<html lang="en"><head><title>Fundi</title><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>', css))!(swahiliPage);

    expect(html).toContain(`<style>${css}</style>`);
  });

  it('sets the page’s language on the shell’s <html> tag, whatever else the tag says', () => {
    const css = 'body{color:red}';
    const shell = (tag: string) => dist(`<!doctype html>\n${tag}<head><title>Fundi</title><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`, css);
    expect(createPageHtml(shell('<html lang=en dir="ltr">'))!(swahiliPage)).toContain('<html lang="sw" dir="ltr">');
    expect(createPageHtml(shell('<html class="no-js">'))!(swahiliPage)).toContain('<html lang="sw" class="no-js">');
    expect(createPageHtml(shell("<HTML LANG='en'>"))!(swahiliPage)).toContain('<html lang="sw">');
  });

  it('refuses a shell without the stylesheet link, a title or the empty root', () => {
    expect(createPageHtml(dist('<html lang="en"><head><title>Fundi</title></head><body><div id="root"></div></body></html>'))).toBeUndefined();
    expect(createPageHtml(dist('<html lang="en"><head><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>'))).toBeUndefined();
    expect(createPageHtml(dist('<html lang="en"><head><title>Fundi</title><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="app"></div></body></html>'))).toBeUndefined();
    expect(createPageHtml(dist('<html lang="en"><head><title>Fundi</title><link rel="stylesheet" href="/assets/missing.css"></head><body><div id="root"></div></body></html>'))).toBeUndefined();
  });

  it('refuses a stylesheet that would close the style element', () => {
    const shell = '<html lang="en"><head><title>Fundi</title><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';

    expect(createPageHtml(dist(shell, '.a{content:"</STYLE><script>alert(1)</script>"}'))).toBeUndefined();
    expect(createPageHtml(dist(shell))).toBeTypeOf('function');
  });
});
