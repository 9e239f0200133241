// Loaded only by api-route.ts's dynamic import: the route map's schemas, and zod with them, form
// a chunk of their own that downloads with the first call instead of with the start-up bundle
// (docs/decisions/0040-page-load-on-phones.md).
export { apiRoutes } from '@fundi/shared';
