import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { paths } from '../src/lib/paths';

// Vite 8 builds with rolldown and re-exports its types: rolldown is Vite's dependency, not ours.
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The page module each public route renders (src/app/routes.tsx loads them lazily; the server
 * sends these pages as HTML, which the browser takes over once their code is in). A name
 * here that the build no longer has fails the build, so a renamed page cannot silently lose
 * its preload.
 */
const routePages: Record<string, string> = {
  [paths.home]: 'src/features/home/home-page.tsx',
  [paths.services]: 'src/features/catalogue/services-page.tsx',
  // Any one category: the inline script matches `/services/plumbing` as `/services/*`.
  [`${paths.services}/*`]: 'src/app/category-route.tsx',
  // Any one professional's page, often opened from a shared link.
  [`${paths.pros}/*`]: 'src/app/pro-route.tsx',
  [paths.login]: 'src/features/auth/login-page.tsx',
  [paths.signup]: 'src/features/auth/signup-page.tsx',
  [paths.about]: 'src/features/about/about-page.tsx',
  [paths.contact]: 'src/features/contact/contact-page.tsx',
  [paths.search]: 'src/app/search-route.tsx',
  [paths.terms]: 'src/features/legal/legal-page.tsx',
  [paths.privacy]: 'src/features/legal/legal-page.tsx',
  [paths.cookies]: 'src/features/legal/legal-page.tsx',
  [paths.blog]: 'src/features/company/blog-page.tsx',
  [paths.careers]: 'src/features/company/careers-page.tsx',
};

/**
 * Every page's code is its own chunk, which the app asks for only once its entry script has
 * downloaded and run: on a phone on slow 4G that is a second round of downloads after the
 * first. A few lines inline in index.html name the current route's chunks at once, so they
 * download alongside the entry script (Lighthouse on a phone). The server allows
 * this one inline script by its hash (apps/server/src/plugins/security.ts).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'fundi-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle as OutputBundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preloads: the build has no entry chunk');
        // The entry and what it imports are preloaded by Vite's own tags already.
        const loadedAtStart = withStaticImports(entry, bundle as OutputBundle);
        const files: Record<string, string[]> = {};
        for (const [route, page] of Object.entries(routePages)) {
          const moduleId = path.resolve(root, page);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
          if (!chunk) throw new Error(`route-preloads: no chunk for ${page} (route ${route}); update apps/web/build/route-preloads.ts`);
          files[route] = [...withStaticImports(chunk, bundle as OutputBundle)].filter((file) => !loadedAtStart.has(file)).map((file) => `/${file}`);
        }
        // Before the stylesheet: a script after it would wait for the stylesheet to arrive.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-preloads: index.html has no <meta charset> to follow');
        return html.replace(charset, (tag) => `${tag}\n    <script>${preloadScript(files)}</script>`);
      },
    },
  };
}

function withStaticImports(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') withStaticImports(imported, bundle, seen);
  }
  return seen;
}

/** ES5, no dependencies: it runs while the page is still being parsed. */
function preloadScript(files: Record<string, string[]>): string {
  return (
    `(function(){var f=${JSON.stringify(files)};` +
    `var p=location.pathname.replace(/(.)\\/+$/,'$1');` +
    `var l=f[p]||f[p.replace(/\\/[^/]+$/,'/*')]||[];` +
    `for(var i=0;i<l.length;i++){var e=document.createElement('link');e.rel='modulepreload';e.href=l[i];document.head.appendChild(e)}})()`
  );
}
