import type { InjectOptions } from 'fastify';
import type { RouteTableEntry } from '../../src/plugins/route-table';
import { fillPath, type PathValues } from './route-paths';
import { markers, type World } from './world';

/** Path parameters naming Alice's things: her completed order, her service, Carol (her chat), her page, her photos. */
function alicesThings(world: World): PathValues {
  return {
    order: world.completedOrderId,
    service: world.alice.serviceId,
    user: world.carol.id,
    professional: world.alice.id,
    photoFile: world.alice.photoFile,
    galleryPhoto: world.alice.galleryPhotoId,
    category: 'plumbing',
    wildcard: 'index.html',
    verification: world.verificationId,
    dispute: world.disputeId,
    disputePhoto: world.disputePhotoId,
    flag: world.flagId,
  };
}

/** The route called with Alice's things in its path; routes that take a body get `body` (an empty object by default). */
export function requestTo(route: RouteTableEntry, world: World, { authorization, body }: { authorization?: string; body?: object } = {}): InjectOptions {
  const takesBody = !['GET', 'HEAD'].includes(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, alicesThings(world)),
    headers: authorization ? { authorization } : {},
    ...(takesBody ? { payload: body ?? {} } : {}),
  };
}

/**
 * Which of Alice's and Carol's data a stranger's answer shows. Private data never; what the
 * catalogue shows of a seller only where the route's rule says it is the public listing.
 */
export function leakedData(body: string, world: World, { showsSellerListing = false } = {}): string[] {
  const privateData = [...Object.values(markers.private), world.carol.id, world.completedOrderId, world.pendingOrderId];
  const shown = showsSellerListing ? [] : Object.values(markers.public);
  return [...privateData, ...shown].filter((marker) => body.includes(marker));
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The same request with every id in its path and body written in capitals. */
export function inCapitals(request: InjectOptions): InjectOptions {
  const capitals = (text: string) => text.replace(UUIDS, (id) => id.toUpperCase());
  const payload = request.payload === undefined ? undefined : JSON.parse(capitals(JSON.stringify(request.payload)));
  return { ...request, url: capitals(String(request.url)), ...(payload === undefined ? {} : { payload }) };
}
