import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedPage } from './messages';

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const emptyRoot = '<div id="root"></div>';

/**
 * Builds the HTML of a server-rendered page from the built app shell (apps/web/dist/index.html):
 * the page's markup in #root, the stylesheet inline in place of its link (the only thing that
 * would otherwise hold the first paint back), `<html lang>` in the page's language, and the
 * page data at the end of <body>. Returns undefined when the shell is not one it can fill.
 */
export function createPageHtml(distDir: string): ((page: RenderedPage) => string) | undefined {
  const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const stylesheet = stylesheetLink.exec(shell);
  if (!stylesheet || !shell.includes(emptyRoot) || !existsSync(path.join(distDir, stylesheet[1]!))) return undefined;
  // `</style` cannot occur in CSS that a browser would read as one stylesheet; refused anyway.
  const css = readFileSync(path.join(distDir, stylesheet[1]!), 'utf8');
  if (/<\/style/i.test(css)) return undefined;
  // Cut once, before the CSS goes in: nothing in the CSS can be taken for a place to fill. The
  // <html> tag is the shell's own, whatever its attributes; its language is the page's.
  const htmlStart = /<html\b[^>]*>/i.exec(shell)?.[0];
  if (!htmlStart) return undefined;
  const htmlWithoutLanguage = htmlStart.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, '').replace(/^<html\b/i, '');
  const htmlTag = (language: string) => `<html lang="${language}"${htmlWithoutLanguage}`;
  const [beforeLanguage, inHead, inBody, afterRoot] = cut(shell, [htmlStart, '</head>', emptyRoot]);
  if (afterRoot === undefined || !afterRoot.includes('</body>')) return undefined;
  // The shell's <title> gives way to the page's; the stylesheet link comes after it (Vite's order).
  const [headBeforeTitle, , linksAfterTitle] = cut(inHead!, ['<title>', '</title>']);
  if (linksAfterTitle === undefined || !linksAfterTitle.includes(stylesheet[0])) return undefined;
  const headAfterTitle = linksAfterTitle.replace(stylesheet[0], () => `<style>${css}</style>`);
  const [bodyBeforeEnd, bodyEnd] = cut(afterRoot, ['</body>']) as [string, string];
  return (page) =>
    `${beforeLanguage}${htmlTag(page.language)}${headBeforeTitle}<title>${escapeHtml(page.title)}</title>${headAfterTitle}${page.head}</head>${inBody}<div id="root">${page.html}</div>${bodyBeforeEnd}${page.pageData}</body>${bodyEnd}`;
}

/** `text` cut at the first of each marker in turn (markers left out), or fewer parts when one is missing. */
function cut(text: string, markers: string[]): string[] {
  const parts: string[] = [];
  let rest = text;
  for (const marker of markers) {
    const at = rest.indexOf(marker);
    if (at < 0) return parts;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  return [...parts, rest];
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
