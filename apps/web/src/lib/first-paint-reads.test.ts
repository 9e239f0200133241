import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '@fundi/shared';
import { firstPaintReads } from './api-route';

type Def = { type: string; coerce?: boolean; checks?: Array<{ _zod: { def: { check: string } } }>; [part: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Where a schema changes what it checks (a transform, a default, a coercion...), named by its path; empty when it only checks. */
function changesIn(schema: z.ZodType, at = 'the body', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (['pipe', 'transform', 'default', 'prefault', 'catch', 'success'].includes(def.type) || def.coerce) return [`${at}: ${def.type}${def.coerce ? ' (coerced)' : ''}`];
  // A check that rewrites the value (trim, toLowerCase...).
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return [`${at}: ${def.type} rewritten`];
  const inner = (part: unknown, where: string) => changesIn(part as z.ZodType, where, seen);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, part]) => inner(part, `${at}.${key}`));
    case 'array':
      return inner(def.element, `${at}[]`);
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType, at);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option, at));
    case 'intersection':
      return [...inner(def.left, at), ...inner(def.right, at)];
    case 'record':
      return [...inner(def.keyType, `${at} key`), ...inner(def.valueType, `${at}{}`)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => inner(item, `${at}[${index}]`));
    case 'lazy':
      return inner((def.getter as () => z.ZodType)(), at);
    default:
      return [];
  }
}

// A first-paint answer is used as it came, before the schemas have arrived to parse it
// (api-route.ts). That is only the same answer if its schema never changes one.
describe('the first-paint reads', () => {
  it.each([...firstPaintReads])('%s: its answer is only checked, never changed, by its schema', (name) => {
    expect(changesIn(apiRoutes[name].response)).toEqual([]);
  });

  it('finds a change where there is one', () => {
    expect(changesIn(apiRoutes.updateProfile.form)).not.toEqual([]);
    expect(changesIn(z.object({ name: z.string().trim() }))).toEqual(['the body.name: string rewritten']);
    expect(changesIn(z.object({ list: z.array(z.object({ count: z.number().default(0) })) }))).toEqual(['the body.list[].count: default']);
    expect(changesIn(z.object({ name: z.string().min(1), at: z.string().nullable() }))).toEqual([]);
  });
});
