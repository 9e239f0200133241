import { describe, expect, it } from 'vitest';
import { openLiveSocket } from '../live';
import { bearer, isSignedIn } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { accessRules, guardOfAccess } from './access-rules';
import { snapshotDatabase } from './db-snapshot';
import { inCapitals, leakedData, requestTo } from './requests';
import { expectationKey, isWebBuildFile, webDistDir } from './route-paths';
import { identityProblems, openSession } from './tokens';
import { markers, seedWorld } from './world';

const { app, db } = await createTestContext({ webDistDir });
const world = await seedWorld(app, db);
const problems = await identityProblems(world);
const routes = app.routeTable.filter((route) => !isWebBuildFile(route));
const ruleOf = (route: (typeof routes)[number]) => accessRules[expectationKey(route, app.routeTable)];
const withAccess = (access: string) => routes.filter((route) => ruleOf(route)?.access === access);
const named = <T extends { method: string; url: string }>(list: T[]) => list.map((route) => [`${route.method} ${route.url}`, route] as const);

describe('every route has a decided access rule', () => {
  it('lists a rule for each route of the app', () => {
    const undecided = routes.filter((route) => !ruleOf(route)).map((route) => `${route.method} ${route.url}`);
    expect(undecided, 'add these to test/security/access-rules.ts').toEqual([]);
  });

  it('lists no rule for a route the app no longer has', () => {
    const keys = new Set(routes.map((route) => expectationKey(route, app.routeTable)));
    expect(Object.keys(accessRules).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('puts the hook each rule names in front of its route', () => {
    const misguarded = routes
      .filter((route) => ruleOf(route) && route.guard !== guardOfAccess[ruleOf(route)!.access])
      .map((route) => `${route.method} ${route.url}: ${route.guard}`);
    expect(misguarded).toEqual([]);
  });

  it('says how another user is answered on each signed-in route about one thing', () => {
    const unstated = withAccess('signed-in').filter((route) => {
      const rule = ruleOf(route);
      return route.url.includes(':') && rule?.access === 'signed-in' && !rule.otherUser;
    });
    expect(unstated.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});

describe.each(named(withAccess('signed-in')))('%s', (_name, route) => {
  it.each(problems)('refuses $name with a 401, changing nothing', async (problem) => {
    const before = await snapshotDatabase(db);
    const response = await app.inject(requestTo(route, world, { authorization: problem.authorization }));
    expect(response.statusCode).toBe(401);
    if (route.method !== 'HEAD') expect(response.json().error).toBe(problem.error);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('lets Alice herself past the door (so the refusals are about the token)', async () => {
    const { token } = await openSession(db, world.alice.id);
    const response = await app.inject(requestTo(route, world, { authorization: bearer(token).authorization }));
    expect(response.statusCode).not.toBe(401);
  });
});

// The console's routes answer everyone but an administrator exactly as an address that does not
// exist: the same 404 and body, nothing changed, nothing of anyone's in the answer.
const notFound = { error: 'Not found', code: 'NOT_FOUND' };
const nonAdmins = [
  { name: 'Alice (a seller)', userId: world.alice.id },
  { name: 'Carol (a buyer)', userId: world.carol.id },
  { name: 'Bob (a stranger)', userId: world.bob.id },
  { name: 'Dave (another seller)', userId: world.dave.id },
];

describe.each(named(withAccess('admin')))('%s', (_name, route) => {
  it.each(problems)('answers $name as a missing address, changing nothing', async (problem) => {
    const before = await snapshotDatabase(db);
    const response = await app.inject(requestTo(route, world, { authorization: problem.authorization }));
    expect(response.statusCode).toBe(404);
    if (route.method !== 'HEAD') expect(response.json()).toEqual(notFound);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it.each(nonAdmins)('answers $name as a missing address, changing nothing', async ({ userId }) => {
    const { token } = await openSession(db, userId);
    const before = await snapshotDatabase(db);
    const response = await app.inject(requestTo(route, world, { authorization: bearer(token).authorization }));
    expect(response.statusCode).toBe(404);
    if (route.method !== 'HEAD') expect(response.json()).toEqual(notFound);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('lets the administrator in (so the 404s are about who calls)', async () => {
    const { token } = await openSession(db, world.admin.id);
    const response = await app.inject(requestTo(route, world, { authorization: bearer(token).authorization }));
    expect(response.statusCode, response.body).not.toBe(401);
    if (route.method !== 'HEAD' && response.statusCode === 404) expect(response.json().code).not.toBe('NOT_FOUND');
  });
});

it('answers an address that does not exist with the same 404 the console gives', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/admin/no-such-thing' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(notFound);
});

describe('signing out with a bad token', () => {
  it.each(problems)('answers $name with a 204 and ends nobody’s session', async (problem) => {
    const before = await snapshotDatabase(db);
    const [logout] = withAccess('caller-if-signed-in');
    const response = await app.inject(requestTo(logout!, world, { authorization: problem.authorization }));
    expect(response.statusCode).toBe(204);
    expect(await snapshotDatabase(db)).toEqual(before);
    expect(await isSignedIn(app, world.alice.token)).toBe(true);
  });
});

describe('the live socket', () => {
  it.each(problems)('closes with 4401 for $name', async (problem) => {
    const token = problem.authorization?.replace('Bearer ', '');
    const live = await openLiveSocket(app, token as string);
    expect((await live.closed).code).toBe(4401);
  });

  it('accepts Alice’s valid token (so the closes are about the token)', async () => {
    const live = await openLiveSocket(app, world.alice.token);
    await live.next('ready');
    live.socket.terminate();
  });
});

const crossCases = routes.flatMap((route) => {
  const rule = ruleOf(route);
  if (rule?.access !== 'signed-in') return [];
  return (['otherUser', 'wrongRole', 'self'] as const).flatMap((kind) => {
    const crossCase = rule[kind];
    return crossCase ? [[`${route.method} ${route.url} as ${kind} (${crossCase.caller})`, { route, ...crossCase }] as const] : [];
  });
});

describe.each(crossCases)('%s', (_name, { route, caller, status, error, body }) => {
  it(`answers ${status} and shows no one else’s data`, async () => {
    const { token } = await openSession(db, world[caller].id);
    const before = await snapshotDatabase(db);
    const response = await app.inject(requestTo(route, world, { authorization: bearer(token).authorization, body: body?.(world) }));
    expect(response.statusCode, response.body).toBe(status);
    // A HEAD answer has the status and headers of its GET, never a body.
    if (error && route.method !== 'HEAD') expect(response.json().error).toBe(error);
    if (status >= 400) expect(await snapshotDatabase(db)).toEqual(before);
    const isStranger = caller === 'bob' || caller === 'dave';
    if (isStranger) expect(leakedData(response.body, world)).toEqual([]);
  });
});

// A UUID in capitals is the same id (PostgreSQL reads it so): every case above must answer the
// same when each id in its path and body is written in capitals, never slip past a check that
// compares ids as text (booking yourself, messaging yourself) into a database error.
describe.each(crossCases)('%s, its ids in capitals', (_name, { route, caller, status, error, body }) => {
  it(`answers ${status} as well`, async () => {
    const { token } = await openSession(db, world[caller].id);
    const before = await snapshotDatabase(db);
    const response = await app.inject(inCapitals(requestTo(route, world, { authorization: bearer(token).authorization, body: body?.(world) })));
    expect(response.statusCode, response.body).toBe(status);
    if (error && route.method !== 'HEAD') expect(response.json().error).toBe(error);
    if (status >= 400) expect(await snapshotDatabase(db)).toEqual(before);
  });
});

describe('no route shows Alice’s or Carol’s data to a stranger', () => {
  const strangers = [
    { name: 'anonymous', userId: undefined },
    { name: 'Bob (a buyer)', userId: world.bob.id },
    { name: 'Dave (another seller)', userId: world.dave.id },
  ];
  it.each(strangers)('$name', async ({ userId }) => {
    const leaks: string[] = [];
    for (const route of routes.filter((candidate) => ruleOf(candidate)?.access !== 'socket')) {
      // A fresh session each time: POST /auth/logout ends the one it is called with.
      const authorization = userId ? bearer((await openSession(db, userId)).token).authorization : undefined;
      const response = await app.inject(requestTo(route, world, { authorization }));
      const rule = ruleOf(route);
      const showsSellerListing = rule?.access === 'public' && rule.showsSellerListing === true;
      for (const leak of leakedData(response.body, world, { showsSellerListing })) leaks.push(`${route.method} ${route.url}: ${leak}`);
    }
    expect(leaks).toEqual([]);
  });

  it('while the search finds what it looks for: the public listing, and Carol’s own chat with Alice', async () => {
    const catalogue = await app.inject({ method: 'GET', url: '/api/services' });
    expect(leakedData(catalogue.body, world)).toEqual(expect.arrayContaining([markers.public.aliceName, markers.public.serviceTitle]));
    const thread = await app.inject({ method: 'GET', url: `/api/messages/${world.alice.id}`, headers: bearer(world.carol.token) });
    expect(leakedData(thread.body, world)).toEqual(expect.arrayContaining([markers.private.carolMessage, markers.private.aliceReply]));
  });
});
