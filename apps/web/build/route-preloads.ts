import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// By its file: the config's loader would leave the package import to Node, which cannot run TypeScript.
import { apiEndpoints } from '../../../packages/shared/src/api/endpoints';
import { paths } from '../src/lib/paths';
import { sessionStorageKeys } from '../src/lib/storage';

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
 * The signed-in pages most visits open on, as src/app/routes.tsx's `signedInPages` lists them.
 * Their chunks come with the entry only when a session is saved: without one the visitor is
 * sent to the login, which has its own.
 */
const signedInRoutePages: Record<string, string> = {
  [paths.dashboard]: 'src/app/dashboard-route.tsx',
  [paths.orders]: 'src/app/orders-route.tsx',
  [paths.messages]: 'src/features/messages/messages-page.tsx',
  [paths.profile]: 'src/app/profile-route.tsx',
  [paths.settings]: 'src/features/settings/settings-page.tsx',
  [paths.myServices]: 'src/features/sellers/my-services-page.tsx',
};

/**
 * How the app's code starts: a few lines inline in index.html (the server allows this one inline
 * script by its hash, apps/server/src/plugins/web-app.ts). Vite's own `<script>` and
 * `<link rel="modulepreload">` tags are taken out and the inline script adds them itself:
 *
 * - The app shell (signed-in pages, any page the server did not render) shows nothing until the
 *   script has run, so the code is asked for at once, with the current route's page chunk and
 *   what it imports: one round of downloads, not two (the page's chunk would otherwise be found
 *   only once the entry had run).
 * - A page the server sent with its content (it carries `#page-data`) can be read, and its links
 *   and plain forms used, before any script. Its code waits until that content has painted (the
 *   load event, then the paint with the pictures on screen), so on a slow link the text and the
 *   pictures on screen get the bandwidth first; at the visitor's first touch or key it starts at
 *   once.
 *
 * docs/decisions/0057-code-after-the-content.md
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
        const loadedAtStart = withStaticImports(entry, bundle as OutputBundle);
        const chunksOf = (pages: Record<string, string>) => {
          const routes: Record<string, string[]> = {};
          for (const [route, page] of Object.entries(pages)) {
            const moduleId = path.resolve(root, page);
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
            if (!chunk) throw new Error(`route-preloads: no chunk for ${page} (route ${route}); update apps/web/build/route-preloads.ts`);
            routes[route] = [...withStaticImports(chunk, bundle as OutputBundle)].filter((file) => !loadedAtStart.has(file)).map((file) => `/${file}`);
          }
          return routes;
        };
        const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(entryTag)) throw new Error(`route-preloads: index.html has no ${entryTag}; update apps/web/build/route-preloads.ts`);
        const withoutTags = html.replace(entryTag, '').replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/\n\s*\n/g, '\n');
        const imports = [...loadedAtStart].filter((file) => file !== entry.fileName).map((file) => `/${file}`);
        // Before the stylesheet: a script after it would wait for the stylesheet to arrive.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(withoutTags)) throw new Error('route-preloads: index.html has no <meta charset> to follow');
        return withoutTags.replace(charset, (tag) => `${tag}\n    <script>${startScript({ entry: `/${entry.fileName}`, imports, routes: chunksOf(routePages), signedInRoutes: chunksOf(signedInRoutePages) })}</script>`);
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

/** How many `<link rel="modulepreload">` the start script adds in one task. */
const linksPerTask = 5;
/** How long the start script waits after the load event for the pictures' paint to reach the screen. */
const paintWaitMs = 100;

type StartScript = {
  /** The app's entry module. */
  entry: string;
  /** The chunks the entry imports. */
  imports: string[];
  /** Each public route's own chunks. */
  routes: Record<string, string[]>;
  /** Each signed-in route's own chunks, asked for only with a saved session. */
  signedInRoutes: Record<string, string[]>;
};

/**
 * ES5, no dependencies: it runs while the page is still being parsed. With a saved session it
 * also starts the session check the app begins with (GET /auth/validate-token,
 * src/lib/session-check.ts): its answer comes while the code downloads instead of after the code
 * has run, so a signed-in page waits one round trip less. The app takes that answer only if it
 * was for the token it would send itself, and otherwise (or when it failed) asks as usual.
 */
export function startScript({ entry, imports, routes, signedInRoutes }: StartScript): string {
  const check = JSON.stringify(apiEndpoints.validateSession.path());
  const lines = [
    `var r=${JSON.stringify(routes)},a=${JSON.stringify(signedInRoutes)},s=${JSON.stringify(imports)},d=document,w=window,started=0,t=null;`,
    `try{t=localStorage.getItem(${JSON.stringify(sessionStorageKeys.accessToken)})}catch(e){}`,
    "if(t==='null')t=null;",
    `if(t)w.fundiSessionCheck={token:t,answer:fetch(${check},{headers:{Accept:'application/json',Authorization:'Bearer '+t},credentials:'same-origin'})`,
    '.then(function(e){return e.ok?e.json():null}).catch(function(){return null})};',
    `var p=location.pathname.replace(/(.)\\/+$/,'$1');`,
    `var l=s.concat(r[p]||r[p.replace(/\\/[^/]+$/,'/*')]||(t&&a[p])||[]);`,
    // The entry first: the browser asks in this order, and the entry is what everything waits
    // for. Each request costs the browser about half a millisecond of work as the element goes
    // in, four times that on a cheap phone, so the links go in a few per task: a tap is never
    // kept waiting by one long insertion. Each batch is one fragment: each link added on its own
    // cost the head a style pass.
    'function start(){if(started)return;started=1;',
    `var m=d.createElement('script');m.type='module';m.src=${JSON.stringify(entry)};d.head.appendChild(m);add(0)}`,
    `function add(i){var g=d.createDocumentFragment(),n=Math.min(i+${linksPerTask},l.length);`,
    `for(;i<n;i++){var e=d.createElement('link');e.rel='modulepreload';e.href=l[i];g.appendChild(e)}`,
    'd.head.appendChild(g);if(i<l.length)setTimeout(function(){add(i)},0)}',
    // After the load event the pictures are in, but the frame that shows them can reach the
    // screen several frames later. The browser reports a largest paint once it is on screen; when
    // none comes (the largest thing was painted before), a tenth of a second is the limit.
    `function afterPaint(){var o=null,n=setTimeout(go,${paintWaitMs});`,
    "try{o=new PerformanceObserver(go);o.observe({type:'largest-contentful-paint'})}catch(e){}",
    'function go(){clearTimeout(n);if(o)o.disconnect();setTimeout(start,0)}}',
    `var k=['pointerdown','touchstart','keydown'];`,
    'for(var j=0;j<k.length;j++)w.addEventListener(k[j],start,{capture:true,passive:true,once:true});',
    `d.addEventListener('DOMContentLoaded',function(){if(!d.getElementById('page-data'))return start();`,
    `if(d.readyState==='complete')afterPaint();else w.addEventListener('load',afterPaint)})`,
  ];
  return `(function(){${lines.join('')}})()`;
}
