import { z } from 'zod';
import type { ErrorCode } from './error-codes';

/**
 * The spec's forms check their rules one after another and show a single message. Schemas
 * that mirror such a form run the same ordered checks and report exactly one issue, so
 * the web form and the server judge alike. An issue's message is an error code
 * (docs/decisions/0048-error-codes-and-texts.md): the server answers with its English text,
 * the web shows the catalogue's. `field` points the issue at the input it concerns.
 */
export interface Problem {
  code: ErrorCode;
  field: string;
}

export function reportProblem(ctx: z.RefinementCtx, problem: Problem | null): void {
  if (problem) ctx.addIssue({ code: 'custom', message: problem.code, path: [problem.field] });
}

/** Returns the first problem found, in the order the checks are given. */
export function firstProblem(...checks: Array<() => Problem | null>): Problem | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/**
 * `code` on the first empty field among `values` (in their order), so the message sits
 * beside the input to fill in.
 */
export function requiredProblem(code: ErrorCode, values: Record<string, string>): Problem | null {
  const empty = Object.keys(values).find((field) => values[field] === '');
  return empty === undefined ? null : { field: empty, code };
}

/**
 * A text input. Absent values (a field left out of a request, or null) become '' so that
 * the schema's "required" rule reports the spec's message instead of a type error.
 */
export function textInput() {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());
}

/** An optional text input: trimmed, and null when absent or blank. */
export function optionalTextInput() {
  return z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null);
}

/**
 * Like textInput, but taken exactly as typed: in a password a space is a legitimate
 * character, and a confirmation word must match to the letter.
 */
export function exactTextInput() {
  return z
    .string()
    .nullish()
    .transform((value) => value ?? '');
}

/** `code` (a field's "at most N characters") when `value` is longer than `max`. */
export function lengthProblem(field: string, code: ErrorCode, value: string, max: number): Problem | null {
  return value.length > max ? { field, code } : null;
}

/**
 * A required, trimmed text field for forms that mark every broken field at once.
 * Absent and blank both give `requiredCode`; later checks are skipped for them.
 */
export function requiredText(requiredCode: ErrorCode, tooLongCode: ErrorCode, max: number) {
  return z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode, abort: true })
    .max(max, { error: tooLongCode, abort: true });
}

/**
 * One of `values`, taken in any case and with spaces around it ('Male', ' ACTIVE '), and
 * answered in its own spelling ('male', 'active'). The spec's screens show such options
 * capitalised, and clients built from them may send them so; the web sends them as they are.
 * `code` is the error for anything else (absent, not text, not an option).
 */
export function anyCaseEnum<const Values extends readonly [string, ...string[]]>(values: Values, code?: ErrorCode) {
  const spelling = new Map<string, string>(values.map((value) => [value.toLowerCase(), value]));
  const params = code === undefined ? undefined : { error: code };
  return z
    .string(params)
    .transform((value) => spelling.get(value.trim().toLowerCase()) ?? value)
    .pipe(z.enum(values, params));
}
