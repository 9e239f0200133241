import { isErrorCode, UPLOAD_MAX_BYTES } from '@fundi/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Limits of every multipart body (registered once in app.ts): one photo and a few short fields. */
export const multipartLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 10 * 1024,
} as const;

type FormBody = {
  /** The text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  /** The bytes of the one file part allowed, when one was sent and is not empty. */
  file?: Buffer;
};

/**
 * Reads a multipart body into its text fields and the bytes of the single file named
 * `fileField`. A file over UPLOAD_MAX_BYTES makes toBuffer() throw Fastify's 413; a file
 * under any other name is refused. An empty file part (a form whose file input was left
 * empty) counts as no file.
 */
async function readMultipartForm(request: FastifyRequest, { fileField }: { fileField?: string } = {}): Promise<FormBody> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new AppError('invalid', 'FORM_TAKES_NO_FILE');
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = bytes;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('invalid', 'FORM_FIELD_TOO_LONG');
      if (typeof part.value !== 'string') throw new AppError('invalid', 'INVALID_REQUEST');
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw isClientError(error) ? error : new AppError('invalid', 'FORM_UNREADABLE', { cause: error });
  }
  return { fields, ...(file ? { file } : {}) };
}

/**
 * Our refusals and the multipart plugin's (413 too large, too many files...) keep their
 * status; anything else the parser throws (no boundary, a body cut short) is a malformed
 * request, not a server fault.
 */
function isClientError(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The body of a route that takes a multipart form (docs/product.md §7) or, for API clients, the
 * same fields as JSON (which carries no file).
 */
export async function readForm(request: FastifyRequest, options: { fileField?: string } = {}): Promise<{ input: unknown; file?: Buffer }> {
  if (!request.isMultipart()) return { input: request.body ?? {} };
  const { fields, file } = await readMultipartForm(request, options);
  return { input: fields, ...(file ? { file } : {}) };
}

/** Parses with a shared schema; a failure is a 400 with the first rule's code and its English text. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const isWrongShape = !first || (first.path.length === 0 && first.code === 'invalid_type');
  throw new AppError('invalid', !isWrongShape && isErrorCode(first.message) ? first.message : 'INVALID_REQUEST');
}
