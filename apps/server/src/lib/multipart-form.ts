import { isErrorCode, UPLOAD_MAX_BYTES, type ErrorCode } from '@fundi/shared';
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
  /** The bytes of each file part, by name, in the order sent; empty parts left out. */
  files: Record<string, Buffer[]>;
};

/** The file parts a form takes: how many of each at most, and the refusal when more come. */
type FileParts = { [name: string]: { max: number; tooMany?: ErrorCode } };

/**
 * Reads a multipart body into its text fields and the bytes of the file parts `fileParts`
 * names. A file over UPLOAD_MAX_BYTES makes toBuffer() throw Fastify's 413; a file under any
 * other name is refused, as is one more than its part takes. An empty file part (a form
 * whose file input was left empty) counts as no file.
 */
async function readMultipartForm(request: FastifyRequest, fileParts: FileParts): Promise<FormBody> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Record<string, Buffer[]> = Object.create(null) as Record<string, Buffer[]>;
  const totalFiles = Object.values(fileParts).reduce((sum, part) => sum + part.max, 0);
  try {
    // One more file than the form takes is let through the parser, so that its own refusal says which part had too many.
    for await (const part of request.parts({ limits: { files: Math.max(totalFiles + 1, multipartLimits.files) } })) {
      if (part.type === 'file') {
        const expected = Object.hasOwn(fileParts, part.fieldname) ? fileParts[part.fieldname] : undefined;
        if (!expected) {
          part.file.resume();
          throw new AppError('invalid', 'FORM_TAKES_NO_FILE');
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        const sent = (files[part.fieldname] ??= []);
        // A form's own words when it has them (a fourth evidence photo); else the 413 the parser gives.
        if (sent.length >= expected.max) throw expected.tooMany ? new AppError('invalid', expected.tooMany) : new AppError('too-large', 'TOO_MANY_FILES');
        sent.push(bytes);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('invalid', 'FORM_FIELD_TOO_LONG');
      if (typeof part.value !== 'string') throw new AppError('invalid', 'INVALID_REQUEST');
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw isClientError(error) ? error : new AppError('invalid', 'FORM_UNREADABLE', { cause: error });
  }
  return { fields, files };
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
  const { fields, files } = await readMultipartForm(request, options.fileField ? { [options.fileField]: { max: 1 } } : {});
  const file = options.fileField ? files[options.fileField]?.[0] : undefined;
  return { input: fields, ...(file ? { file } : {}) };
}

/**
 * The body of a form that takes several photos (an identity check's document and selfie, a
 * dispute's evidence): its text fields and each file part's bytes. As JSON it carries no file.
 */
export async function readFormWithFiles(request: FastifyRequest, fileParts: FileParts): Promise<{ input: unknown; files: Record<string, Buffer[]> }> {
  if (!request.isMultipart()) return { input: request.body ?? {}, files: {} };
  const { fields, files } = await readMultipartForm(request, fileParts);
  return { input: fields, files };
}

/** Parses with a shared schema; a failure is a 400 with the first rule's code and its English text. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const isWrongShape = !first || (first.path.length === 0 && first.code === 'invalid_type');
  throw new AppError('invalid', !isWrongShape && isErrorCode(first.message) ? first.message : 'INVALID_REQUEST');
}
