import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiRoutes, UPLOAD_MAX_BYTES } from '@fundi/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const formRoutes = new Set<string>();
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fundi API', version: '1.0.0', description: 'Find and book trusted local services in Kenya.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (route) => {
      const methods = [route.route.method].flat();
      if (route.schema?.consumes?.includes('multipart/form-data')) {
        for (const method of methods) formRoutes.add(operationKey(method, openApiPath(route.url)));
      }
      return jsonSchemaTransform(route);
    },
    transformObject: (document) =>
      'openapiObject' in document ? describeForms(document.openapiObject as OpenApiDocument, formRoutes) : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI page needs its own inline bootstrap script; its own CSP (with hashes) replaces ours there.
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

type OpenApiDocument = { paths?: Record<string, Record<string, { requestBody?: unknown } | undefined> | undefined> };

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Fastify's `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A route map path as OpenAPI writes it, its parameters as `{name}`. */
function pathTemplate(route: { path: (params: never) => string }): string {
  const placeholders = new Proxy({}, { get: (_target, name) => `{${String(name)}}` });
  return decodeURIComponent(route.path(placeholders as never));
}

const photoPart = {
  type: 'string',
  format: 'binary',
  description: `A JPEG, PNG or WebP image, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
};

/** The file parts of a form that takes several photos: one part, or a part repeated up to its count. */
function filesParts(files: Readonly<Record<string, number>>) {
  return Object.fromEntries(Object.entries(files).map(([name, count]) => [name, count === 1 ? photoPart : { type: 'array', items: photoPart, maxItems: count }]));
}

/**
 * A form route (docs/product.md §7) reads its multipart body in its handler
 * (lib/multipart-form.ts), so Fastify has no body schema for the document to show. Its
 * fields are the route map's `form` schema (@fundi/shared api/routes.ts), the one the handler
 * parses them with: described here as multipart/form-data, with the file part when the form
 * takes one, and as the same fields in JSON. A form route the route map does not describe,
 * or the other way round, fails the document.
 */
function describeForms(document: OpenApiDocument, formRoutes: ReadonlySet<string>): OpenApiDocument {
  const described = new Set<string>();
  for (const route of Object.values(apiRoutes)) {
    if (!('form' in route)) continue;
    const path = pathTemplate(route);
    const key = operationKey(route.method, path);
    const operation = document.paths?.[path]?.[route.method.toLowerCase()];
    if (!operation || !formRoutes.has(key)) throw new Error(`API docs: the route map describes a form for ${key}, which takes none`);
    const fields = z.toJSONSchema(route.form, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
    const file = 'file' in route ? { [route.file]: photoPart } : 'files' in route ? filesParts(route.files) : {};
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: { ...fields, properties: { ...fields.properties, ...file } } },
        'application/json': { schema: fields },
      },
    };
    described.add(key);
  }
  const undescribed = [...formRoutes].filter((key) => !described.has(key));
  if (undescribed.length > 0) {
    throw new Error(`API docs: describe the form of ${undescribed.join(', ')} in the route map (@fundi/shared api/routes.ts)`);
  }
  return document;
}
