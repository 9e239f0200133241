import { categoryIds, type Professional } from '@fundi/shared';
import { DEMO_PASSWORD, demoBuyerAccount } from '../../apps/server/src/features/demo/data';
import { sendRequest } from '../lib/http';

// Which pages the pages part opens, how often, and as whom.

/**
 * Public pages in English and as a Kiswahili reader opens them (`?lang=sw`, a fresh profile):
 * the Kiswahili catalogue downloads before the first paint, so it must fit the same budgets
 * (docs/decisions/0047-two-languages.md). Signed-in pages in English only.
 */
const languages = ['en', 'sw'] as const;
export type Language = (typeof languages)[number];

export type Target = {
  path: string;
  /** Shown after the path in the report: a professional's category, or "signed in". */
  note?: string;
  /** Opened as the demo buyer, signed in beforehand (see signInDemoBuyer). */
  isSignedIn: boolean;
  languages: readonly Language[];
  /** Lighthouse runs per language; with more than one, the run of median performance is kept. */
  runs: number;
};

/**
 * The pages measured three times (BENCH_LIGHTHOUSE_RUNS), the median kept: the four the part
 * has always measured, whose history is in bench/README.md, and the signed-in pages. Every
 * other public page runs once per language: 27 pages in two languages at three runs each
 * would not fit the part's 20 minutes on the 2-core machine.
 */
export const repeatedRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const repeatedPaths = ['/', '/services', '/services/plumbing', '/login'];
const signedInPaths = ['/dashboard', '/orders', '/messages'];
/** The categories whose best-rated professional's page is measured, in order of preference. */
const proCategories = ['plumbing', 'cleaning', 'beauty'];
const proPages = 3;

/** In the order they run: the repeated public pages, the signed-in pages, then the rest. */
export async function listTargets(baseUrl: string): Promise<Target[]> {
  const publicPage = (path: string, runs: number, note?: string): Target => ({ path, note, isSignedIn: false, languages, runs });
  const pros = await findProfessionals(baseUrl);
  return [
    ...repeatedPaths.map((path) => publicPage(path, repeatedRuns)),
    ...signedInPaths.map((path): Target => ({ path, note: 'signed in', isSignedIn: true, languages: ['en'], runs: repeatedRuns })),
    ...['/about', '/contact'].map((path) => publicPage(path, 1)),
    ...categoryIds.filter((id) => !repeatedPaths.includes(`/services/${id}`)).map((id) => publicPage(`/services/${id}`, 1)),
    ...pros.map(({ sellerId, category }) => publicPage(`/pros/${sellerId}`, 1, category)),
    ...['/signup', '/terms', '/privacy'].map((path) => publicPage(path, 1)),
  ];
}

/**
 * Three demo professionals of three different categories, each the best rated of their
 * category's page (GET /api/categories/{category}/professionals, as the category page asks),
 * skipping anyone already taken.
 */
async function findProfessionals(baseUrl: string): Promise<Array<{ sellerId: string; category: string }>> {
  const found: Array<{ sellerId: string; category: string }> = [];
  const categories = [...proCategories, ...categoryIds.filter((id) => !proCategories.includes(id))];
  for (const category of categories) {
    if (found.length === proPages) break;
    const response = await fetch(`${baseUrl}/api/categories/${category}/professionals?limit=12`);
    if (!response.ok) throw new Error(`GET /api/categories/${category}/professionals answered ${response.status}`);
    const { professionals } = (await response.json()) as { professionals: Professional[] };
    const pro = professionals.find(({ sellerId }) => !found.some((taken) => taken.sellerId === sellerId));
    if (pro) found.push({ sellerId: pro.sellerId, category });
  }
  if (found.length < proPages) throw new Error(`only ${found.length} demo professionals found in different categories`);
  return found;
}

/** What the web app keeps in localStorage after a login (apps/web/src/lib/session.ts). */
export type StoredSession = { authToken: string; refreshToken: string };

/**
 * A real POST /auth/login as the demo buyer (README's account), once per Lighthouse run: each
 * run gets a fresh session, well within the 15-minute access token and the 100-logins-per-15
 * minutes limit of one address. Nothing is refreshed during a run, so no token rotates.
 */
export async function signInDemoBuyer(baseUrl: string): Promise<StoredSession> {
  const body = JSON.stringify({ identifier: demoBuyerAccount.email, password: DEMO_PASSWORD });
  const answer = await sendRequest(`${baseUrl}/auth/login`, { method: 'POST', body });
  if (answer.status !== 200) throw new Error(`POST /auth/login as ${demoBuyerAccount.email} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  const { accessToken, refreshToken } = JSON.parse(answer.body.toString()) as { accessToken: string; refreshToken: string };
  return { authToken: accessToken, refreshToken };
}
