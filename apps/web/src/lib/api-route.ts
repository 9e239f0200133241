import type { z } from 'zod';
import { apiEndpoints, isErrorCode, type ApiRoutes } from '@fundi/shared';
import { ApiError, type HttpMethod } from './http';

/** The name of a call in the route map (@fundi/shared, api/routes.ts). */
export type ApiRouteName = keyof ApiRoutes;

type Route<Name extends ApiRouteName> = ApiRoutes[Name];

/** A call's answer: what its route's response schema makes of the body. */
export type ApiAnswer<Name extends ApiRouteName> = z.output<Route<Name>['response']>;

type ParamsInput<Name extends ApiRouteName> =
  Parameters<Route<Name>['path']> extends [infer Params] ? { params: Params } : { params?: undefined };
type BodyInput<R> = R extends { body: infer Body extends z.ZodType }
  ? { body: z.input<Body> }
  : R extends { form: z.ZodType }
    ? { body: FormData }
    : { body?: undefined };
/** Query parameters as the server reads them; one left undefined is not sent. */
type QueryInput<R> = R extends { query: infer Query extends z.ZodType }
  ? { query?: { [Key in keyof z.output<Query>]?: z.output<Query>[Key] } }
  : { query?: undefined };

/** What a call takes, as its route says: path parameters, a body (JSON, or FormData for a form) and a query. */
export type ApiInput<Name extends ApiRouteName> = ParamsInput<Name> & BodyInput<Route<Name>> & QueryInput<Route<Name>>;

/** What `send` is asked to do: the request without its path. */
export interface RouteRequest {
  method: HttpMethod;
  body?: unknown;
}

/** A 2xx answer that is not what the route map says the call answers. */
export class UnexpectedAnswerError extends Error {
  constructor(call: string, issues: readonly z.core.$ZodIssue[]) {
    const problems = issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'the body'}: ${issue.message}`);
    super(`Unexpected answer to ${call}: ${problems.join('; ')}`);
    this.name = 'UnexpectedAnswerError';
  }
}

type LoadedRoute = { body?: z.ZodType; response: z.ZodType };

let loadedRoutes: Promise<Record<ApiRouteName, LoadedRoute>> | null = null;
let announceRoutes: (routes: Record<ApiRouteName, LoadedRoute>) => void = () => undefined;
/** The schemas, whichever call asked for them. */
const routesArrived = new Promise<Record<ApiRouteName, LoadedRoute>>((resolve) => (announceRoutes = resolve));
/** The schemas once they are here: from then on every answer is parsed before it is used. */
let readyRoutes: Record<ApiRouteName, LoadedRoute> | null = null;

/**
 * Reads a page shows before its first paint (the sign-in buttons, the catalogue's counts and
 * cards, a professional's page, the search's results, the footer's support contact, the session
 * check, the navbar's badges, and what the signed-in pages open with: orders, payments, the
 * terms check, messages, profile, services, verification). Their answers are used as they came,
 * so their schemas only check and never change an answer (first-paint-reads.test.ts holds them so). Until the
 * schemas chunk (zod with them, about 35 kB gzip) is here, such an answer is used as it came and
 * checked once the chunk arrives; a mismatch is reported. The chunk is asked for by the first
 * call that needs it, or once the visitor starts using the page (a touch, a click, a key), never
 * for reading alone: someone who reads a page and leaves spends neither the data nor the phone's
 * 100 ms or so of running it. Waiting for the chunk, or downloading it beside what the page
 * paints first, held a phone's first paint back: Lighthouse performance fell from 99 to 89 on
 * /login (docs/decisions/0040-page-load-on-phones.md, 0057-code-after-the-content.md).
 */
export const firstPaintReads: ReadonlySet<ApiRouteName> = new Set([
  'validateSession',
  'getSignInOptions',
  'getCategoryCounts',
  'getProfessionals',
  'getPro',
  'searchProfessionals',
  'getSupportContact',
  'getConversations',
  'getSellerOrders',
  'getOrders',
  'getPaymentSummary',
  'getConsents',
  'getMessages',
  'getProfile',
  'getUserServices',
  'getMyVerification',
]);

/**
 * The route map's schemas, with zod, come in a chunk of their own, asked for with the first
 * call: the start-up bundle stays without them. Not getting it is not reaching the server
 * (status 0), which keeps a session on a phone that lost its connection.
 */
function loadRoutes(): Promise<Record<ApiRouteName, LoadedRoute>> {
  loadedRoutes ??= import('./api-schemas').then(
    ({ apiRoutes }) => {
      announceRoutes(apiRoutes);
      return (readyRoutes = apiRoutes);
    },
    () => {
      loadedRoutes = null;
      throw new ApiError(0);
    },
  );
  return loadedRoutes;
}

/**
 * One call of the route map: builds its path from `params` and `query`, checks a JSON body
 * with the route's request schema, hands the request to `send`, and parses the answer with the
 * route's response schema. A call without a JSON body (a read, a form) is sent at once, while
 * the schemas load; so is an urgent one (a sign-out leaving with the page), unchecked.
 */
export async function callRoute<Name extends ApiRouteName>(
  name: Name,
  input: ApiInput<Name>,
  send: (path: string, request: RouteRequest) => Promise<unknown>,
  { isUrgent = false }: { isUrgent?: boolean } = {},
): Promise<ApiAnswer<Name>> {
  const { params, body, query } = input as { params?: object; body?: unknown; query?: Record<string, unknown> };
  const { method, path: pathOf } = apiEndpoints[name];
  const path = withQuery(pathOf(params as never), query);
  if (!readyRoutes && firstPaintReads.has(name)) {
    const answer = await send(path, { method, body });
    void Promise.race([routesArrived, whenPageInUse().then(loadRoutes)]).then(
      (loaded) => checkLater(loaded[name], answer, `${method} ${path}`),
      () => undefined,
    );
    return answer as ApiAnswer<Name>;
  }
  const routes = loadRoutes();
  if (body !== undefined && !(body instanceof FormData) && !isUrgent) {
    checkBody((await routes)[name], body);
  } else {
    routes.catch(() => undefined); // reported below, once the answer (or its failure) is in
  }
  const answer = await send(path, { method, body });
  return parseAnswer((await routes)[name], answer, `${method} ${path}`) as ApiAnswer<Name>;
}

let pageInUse: Promise<void> | undefined;

/** After the visitor's first touch, click or key on the page, when the browser is idle (at most a second later). */
function whenPageInUse(): Promise<void> {
  pageInUse ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return;
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0));
    const onUse = () => {
      for (const type of useEvents) window.removeEventListener(type, onUse, true);
      idle();
    };
    for (const type of useEvents) window.addEventListener(type, onUse, { capture: true, passive: true });
  });
  return pageInUse;
}

const useEvents = ['pointerdown', 'touchstart', 'keydown'] as const;

/** A first-paint read, checked once the schemas are here: a mismatch is reported, as an error the page did not catch. */
function checkLater(route: LoadedRoute, answer: unknown, call: string): void {
  try {
    parseAnswer(route, answer, call);
  } catch (error) {
    reportMismatch(error);
  }
}

function reportMismatch(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/** A body the server would refuse is refused here the same way (400, the first rule's code), without the round trip. */
function checkBody(route: LoadedRoute, body: unknown): void {
  const checked = route.body?.safeParse(body);
  if (!checked || checked.success) return;
  const first = checked.error.issues[0];
  const isWrongShape = !first || (first.path.length === 0 && first.code === 'invalid_type');
  throw new ApiError(400, { code: !isWrongShape && isErrorCode(first.message) ? first.message : 'INVALID_REQUEST' });
}

function parseAnswer(route: LoadedRoute, answer: unknown, call: string): unknown {
  // An empty answer (204, or a body that is not JSON) is null, which only a no-content route accepts.
  const parsed = route.response.safeParse(answer ?? null);
  if (parsed.success) return parsed.data;
  throw new UnexpectedAnswerError(call, parsed.error.issues);
}

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
