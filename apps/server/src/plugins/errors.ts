import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorCode, isErrorCode } from '@fundi/shared';
import { API_TEXTS } from '../lib/api-texts';
import { AppError, RateLimitError, statusOfKind } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** docs/product.md: a failed PUT /api/profile is read from `message`, so it carries the text twice. */
    errorTextAlsoAsMessage?: boolean;
    /** A code to send with a validation error of a given body field (e.g. INVALID_PASSWORD). */
    validationErrorCodes?: Record<string, ErrorCode>;
  }
}

// Fastify's own 4xx errors, in words a person can act on.
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON_BODY',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_REQ_FILE_TOO_LARGE: 'PHOTO_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'TOO_MANY_FORM_FIELDS',
  FST_FIELDS_LIMIT: 'TOO_MANY_FORM_FIELDS',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'MULTIPART_EXPECTED',
};

/**
 * PostgreSQL's text cannot hold the NUL character and refuses it (SQLSTATE 22021) in any
 * value it stores or compares. That is the client's input, not a server fault; the failed
 * statement has written nothing.
 */
const UNSTORABLE_CHARACTER = '22021';

/**
 * Every error leaves as JSON `{ error, code }` (docs/decisions/0006-error-answers-and-security-headers.md,
 * docs/decisions/0048-error-codes-and-texts.md). Client mistakes get their 4xx with a readable
 * text; anything else is a 500 with the generic text, and the details stay in the log, tied to
 * the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (statusOfKind[error.kind] >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, statusOfKind[error.kind], error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.split('/')[1] ?? '';
      // Shared schemas report a code; zod's own type errors (a number where text belongs) do not.
      const code = isErrorCode(first?.message) ? first.message : 'INVALID_REQUEST';
      return sendError(request, reply, 400, request.routeOptions.config?.validationErrorCodes?.[field] ?? code, API_TEXTS[code]);
    }
    if (error.code === UNSTORABLE_CHARACTER) return sendError(request, reply, 400, 'NUL_CHARACTER');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = frameworkCodes[error.code] ?? (status === 429 ? 'TOO_MANY_REQUESTS' : status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST');
      return sendError(request, reply, status, code);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'SERVER_ERROR');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'NOT_FOUND'));
}

/**
 * Fastify answers an address that does not decode (`/%zz`) or an over-long parameter before
 * any hook or handler runs, in a body of its own that echoes the address. This answers in
 * ours instead; `setSecurityHeaders` adds what the skipped hooks would have.
 */
export function createFrameworkErrorHandler(setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply);
    reply.header('x-request-id', request.id);
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status, status >= 500 ? 'SERVER_ERROR' : 'INVALID_ADDRESS');
  };
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, text = API_TEXTS[code]) {
  const body: Record<string, string> = { error: text, code };
  if (request.routeOptions.config?.errorTextAlsoAsMessage) body.message = text;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
