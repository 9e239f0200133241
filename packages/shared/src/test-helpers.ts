import type { z } from 'zod';

/** The issues a schema reports for `value`, as `field: message` lines; [] when valid. */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
