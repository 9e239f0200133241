import fc from 'fast-check';
import type { RouteTableEntry } from '../../src/plugins/route-table';
import { formRoutes, sampleBody, type FuzzActor } from './fuzz-actors';
import { jsonBody, multipartBody, type FuzzedBody } from './fuzz-bodies';
import { hostileHeaderValue, hostileId, hostileText, nearUuid, percentEncode } from './fuzz-values';
import { fillPath } from './route-paths';
import type { World } from './world';

/** A request as fast-check builds it; the actor's token is issued when it is sent. */
export type FuzzedRequest = {
  method: string;
  url: string;
  authorization: { actorIndex: number } | string | undefined;
  body: FuzzedBody | undefined;
  idempotencyKey: string | undefined;
  remoteAddress: string;
};

const queryNames = ['limit', 'cursor', 'role', 'state', 'before', 'category', 'q', 'town', 'rememberMe', 'client', 'code', 'error', 'token', 'file'];
const oddQueries = ['?limit=1&limit=2', '?limit[]=1', '?__proto__[role]=seller', '?%', '?a=%ZZ', '?limit=1e3', `?${'q=1&'.repeat(3000)}`, '?&&&=&'];

const hostileAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Basic dXNlcjpwYXNz', 'bearer a.b.c', 'Bearer a.b.c', `Bearer ${'x'.repeat(10_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
  hostileHeaderValue.map((value) => `Bearer ${value}`),
  hostileHeaderValue,
);

function authorization(route: RouteTableEntry, actors: FuzzActor[]): fc.Arbitrary<FuzzedRequest['authorization']> {
  const asActor = fc.nat(actors.length - 1).map((actorIndex) => ({ actorIndex }));
  // Signed-in routes mostly get a valid token, or the fuzz would mostly meet the 401 (which
  // the authorization tests cover one by one).
  const actorWeight = route.guard === 'none' ? 2 : 10;
  return fc.oneof({ weight: actorWeight, arbitrary: asActor }, { weight: 1, arbitrary: hostileAuthorization }, { weight: 1, arbitrary: fc.constant(undefined) });
}

function path(route: RouteTableEntry, actors: FuzzActor[], world: World): fc.Arbitrary<string> {
  const ours = (values: string[]) => fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: hostileId });
  return fc
    .record({
      order: ours([...actors.flatMap((actor) => actor.orderIds), world.completedOrderId]),
      service: ours([...actors.map((actor) => actor.serviceId), world.alice.serviceId]),
      user: ours([world.alice.id, world.carol.id, ...actors.map((actor) => actor.id)]),
      professional: ours([world.alice.id, world.carol.id, ...actors.map((actor) => actor.id)]),
      photoFile: ours([world.alice.photoFile, `${world.bob.id}.webp`]),
      galleryPhoto: ours([world.alice.galleryPhotoId]),
      category: ours(['plumbing', 'cleaning']),
      wildcard: ours(['index.html', 'dashboard', 'assets/app-test.js', 'assets/../../../../package.json']),
      verification: ours([world.verificationId]),
      dispute: ours([world.disputeId]),
      disputePhoto: ours([world.disputePhotoId]),
      flag: ours([world.flagId, '0', '-1', '99999999999999999999']),
    })
    .map((values) => fillPath(route.url, values));
}

/**
 * A page cursor built the way ours are (base64url JSON of a time and an id, then any ranks
 * such as a category page's rating and reviews), holding odd ones.
 */
const craftedCursor = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) }, { weight: 1, arbitrary: hostileText }),
    fc.oneof({ weight: 1, arbitrary: fc.uuid() }, { weight: 2, arbitrary: nearUuid }),
    fc.array(fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER, -1), hostileText), { maxLength: 3 }),
  )
  .map(([createdAt, id, ranks]) => Buffer.from(JSON.stringify([createdAt, id, ...ranks])).toString('base64url'));

const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...queryNames), fc.oneof(hostileText, fc.constantFrom('1', '0', '-5', '101', 'buyer', 'seller', 'active', 'plumbing', 'true'))), { minLength: 1, maxLength: 3 })
      .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${percentEncode(value)}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...oddQueries) },
  { weight: 2, arbitrary: craftedCursor.map((cursor) => `?cursor=${cursor}&before=${cursor}`) },
);

function body(route: RouteTableEntry, actors: FuzzActor[], world: World, validPhoto: Buffer): fc.Arbitrary<FuzzedBody | undefined> {
  const key = `${route.method} ${route.url}`;
  const sample = sampleBody(key, actors[0]!, world);
  const json = jsonBody(sample);
  if (['GET', 'HEAD'].includes(route.method)) return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: json });
  // A form sent to a JSON route is only a wrong content type: a few suffice there.
  const isForm = formRoutes.has(key);
  return fc.oneof(
    { weight: isForm ? 2 : 5, arbitrary: json },
    { weight: isForm ? 3 : 1, arbitrary: multipartBody(sample, validPhoto) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Everything about one request to `route` that an attacker controls. */
export function fuzzedRequest(route: RouteTableEntry, actors: FuzzActor[], world: World, validPhoto: Buffer): fc.Arbitrary<FuzzedRequest> {
  return fc
    .record({
      path: path(route, actors, world),
      query,
      authorization: authorization(route, actors),
      body: body(route, actors, world, validPhoto),
      idempotencyKey: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileHeaderValue }),
      remoteAddress: fc.ipV4(),
    })
    .map(({ path: url, query: search, ...rest }) => withSummary({ method: route.method, url: `${url}${search}`, ...rest }));
}

/** fast-check prints this instead of the whole request (bodies can be megabytes). */
function withSummary(request: FuzzedRequest): FuzzedRequest {
  const payload = request.body?.payload;
  const shown = payload === undefined ? '' : ` ${payload.length} bytes: ${JSON.stringify(payload.toString('latin1').slice(0, 300))}`;
  const summary = `${request.method} ${request.url.slice(0, 300)} auth=${JSON.stringify(request.authorization)?.slice(0, 80)} type=${request.body?.contentType}${shown}`;
  return Object.assign(request, { [fc.toStringMethod]: () => summary });
}
