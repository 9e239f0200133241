import { apiRoutes, orderActions } from '@fundi/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestContext } from '../../test/helpers';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [keyword: string]: unknown };
type Operation = {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

const { app } = await createTestContext();
const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
const document = answer.json<{ paths: Record<string, Record<string, Operation>> }>();

const operation = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

describe('the OpenAPI document at /api/docs/json', () => {
  it('is served', () => {
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'Fundi API' } });
  });

  it.each([
    { call: 'POST /api/become-seller', fields: ['name', 'phone', 'location', 'gender', 'townsServed'], file: 'profilePhoto' },
    { call: 'PUT /api/profile', fields: ['name', 'email', 'phone', 'location', 'bio', 'services', 'currentPassword', 'language', 'townsServed'], file: 'profilePhoto' },
    { call: 'POST /api/services', fields: ['category', 'title', 'description', 'price', 'experience'] },
  ])('describes the multipart body of $call: its fields, its photo when it takes one, and the same fields as JSON', ({ call, fields, file }) => {
    const [method = '', path = ''] = call.split(' ');
    const content = operation(method, path)?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data', 'application/json']);

    const form = content['multipart/form-data']!.schema;
    expect(Object.keys(form.properties ?? {})).toEqual(file ? [...fields, file] : fields);
    if (file) expect(form.properties?.[file]).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(content['application/json']!.schema.properties ?? {})).toEqual(fields);
  });

  it('describes each photo of a form that takes several: an identity check’s document and selfie', () => {
    const form = operation('POST', '/api/me/verification')?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(['documentType', 'documentNumber', 'documentPhoto', 'selfie']);
    expect(form?.properties?.documentPhoto).toMatchObject({ type: 'string', format: 'binary' });
    expect(form?.properties?.selfie).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('says which fields a form requires', () => {
    const becomeSeller = operation('POST', '/api/become-seller')?.requestBody?.content['multipart/form-data']?.schema;
    expect(becomeSeller?.required).toEqual(['name', 'phone', 'location', 'gender']);
    const service = operation('POST', '/api/services')?.requestBody?.content['multipart/form-data']?.schema;
    expect(service?.required).toEqual(['category', 'title', 'description', 'price']);
  });
});

/** A route map path as OpenAPI writes it; the order actions are one route map entry for five routes. */
function pathsOf(route: { path: (params: never) => string }): string[] {
  const template = decodeURIComponent(route.path(new Proxy({}, { get: (_target, name) => `{${String(name)}}` }) as never));
  return template.includes('{action}') ? orderActions.map((action) => template.replace('{action}', action)) : [template];
}

/** What the docs plugin makes of zod schemas (the same transform, so equal JSON means equal schemas). */
function asDocumented({ body, query, response, status }: { body?: z.ZodType; query?: z.ZodType; response: z.ZodType; status: number }) {
  const transform = jsonSchemaTransform as unknown as (input: object) => {
    schema: { body?: JsonSchema; querystring?: JsonSchema; response: Record<number, JsonSchema> };
  };
  const routeSchema = { body, querystring: query, response: { [status]: response } };
  const { schema } = transform({ schema: routeSchema, url: '/', openapiObject: { openapi: '3.0.3' } });
  return { body: schema.body, query: schema.querystring, response: schema.response[status] };
}

describe('the route map (@fundi/shared api/routes.ts) against the document', () => {
  const calls = Object.entries(apiRoutes).flatMap(([name, route]) =>
    pathsOf(route).map((path) => [`${name}: ${route.method} ${path}`, route, path] as const),
  );

  it.each(calls)('%s has the statuses, answer, body and query the server declares', (_call, route, path) => {
    const documented = operation(route.method, path);
    expect(documented, 'the server has no such route').toBeDefined();
    const expected = asDocumented({ ...route, body: 'body' in route ? route.body : undefined, query: 'query' in route ? route.query : undefined });

    const success = documented?.responses[route.status];
    expect(success, `no ${route.status} answer documented`).toBeDefined();
    expect(success?.content?.['application/json']?.schema).toEqual(expected.response);

    if (expected.body) expect(documented?.requestBody?.content['application/json']?.schema).toEqual(expected.body);
    else if (!('form' in route)) expect(documented?.requestBody).toBeUndefined();

    const queryNames = (documented?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(queryNames).toEqual(Object.keys(expected.query?.properties ?? {}));
  });
});
