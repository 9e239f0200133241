import type { FastifyInstance, RouteOptions } from 'fastify';

/** The authentication hook in front of a route; `unknown` when Fastify no longer shows its hooks. */
export type RouteGuard = 'requireUser' | 'requireAdmin' | 'identifyUser' | 'none' | 'unknown';
export type RouteTableEntry = { method: string; url: string; guard: RouteGuard };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (filled when the app is ready): what the authorization tests walk. */
    routeTable: RouteTableEntry[];
  }
}

type DeclaredRoute = { methods: string[]; url: string; routeHooks: unknown[]; instance: FastifyInstance };

/**
 * Records each route as it is declared, so a test can walk every route the app has and none
 * can be added without being checked. Register before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', function recordRoute(this: FastifyInstance, route: RouteOptions) {
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    declared.push({ methods, url: route.url, routeHooks: [route.onRequest ?? []].flat(), instance: this });
  });

  // A feature's own `app.addHook('onRequest', app.requireUser)` only reaches its instance after
  // its routes are declared, so the guards are read once everything is registered.
  app.addHook('onReady', async () => {
    for (const { methods, url, routeHooks, instance } of declared) {
      const pluginHooks = pluginOnRequestHooks(instance);
      const guard = pluginHooks ? guardOf(app, [...pluginHooks, ...routeHooks]) : 'unknown';
      for (const method of methods) routeTable.push({ method, url, guard });
    }
  });
}

function guardOf(app: FastifyInstance, hooks: unknown[]): RouteGuard {
  if (hooks.includes(app.requireAdmin)) return 'requireAdmin';
  if (hooks.includes(app.requireUser)) return 'requireUser';
  if (hooks.includes(app.identifyUser)) return 'identifyUser';
  return 'none';
}

// Fastify has no public list of an instance's hooks; its internal one is found by the
// symbol's description. Should that change, guards read `unknown` and the authorization
// test fails rather than the app.
function pluginOnRequestHooks(instance: FastifyInstance): unknown[] | undefined {
  const key = Object.getOwnPropertySymbols(instance).find((symbol) => symbol.description === 'fastify.hooks');
  const hooks = key ? (instance as unknown as Record<symbol, { onRequest?: unknown }>)[key] : undefined;
  return Array.isArray(hooks?.onRequest) ? hooks.onRequest : undefined;
}
