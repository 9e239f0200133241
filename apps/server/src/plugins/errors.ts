import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { PHOTO_MESSAGES, SERVER_TEXTS } from '@fundi/shared';
import { AppError, RateLimitError, statusOfKind } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** SPEC.md: a failed PUT /api/profile is read from `message`, so it carries the text twice. */
    errorTextAlsoAsMessage?: boolean;
    /** A code to send with a validation error of a given body field (e.g. INVALID_PASSWORD). */
    validationErrorCodes?: Record<string, string>;
  }
}

// Fastify's own 4xx errors, in words a person can act on.
const frameworkTexts: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_REQ_FILE_TOO_LARGE: PHOTO_MESSAGES.tooLarge,
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart form',
};

/**
 * PostgreSQL's text cannot hold the NUL character and refuses it (SQLSTATE 22021) in any
 * value it stores or compares. That is the client's input, not a server fault; the failed
 * statement has written nothing.
 */
const UNSTORABLE_CHARACTER = '22021';
const unstorableCharacterText = 'Text cannot contain the NUL character';

/**
 * Every error leaves as JSON `{ error }`
 * (docs/decisions/0006-error-answers-and-security-headers.md). Client mistakes get their 4xx with a
 * readable text; anything else is a 500 with the generic text, and the details stay in the log,
 * tied to the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (statusOfKind[error.kind] >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, statusOfKind[error.kind], error.message, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const atRoot = !first?.instancePath || first.instancePath === '/';
      const text = atRoot && first?.keyword === 'invalid_type' ? 'Invalid request' : (first?.message ?? 'Invalid request');
      const field = first?.instancePath?.split('/')[1] ?? '';
      return sendError(request, reply, 400, text, request.routeOptions.config?.validationErrorCodes?.[field]);
    }
    if (error.code === UNSTORABLE_CHARACTER) return sendError(request, reply, 400, unstorableCharacterText);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const text = frameworkTexts[error.code] ?? (status === 429 ? SERVER_TEXTS.tooManyRequests : error.message);
      return sendError(request, reply, status, text);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, SERVER_TEXTS.serverError);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found'));
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
    return sendError(request, reply, status, status >= 500 ? SERVER_TEXTS.serverError : 'Invalid address');
  };
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: string, code?: string) {
  const body: Record<string, string> = { error: text };
  if (code) body.code = code;
  if (request.routeOptions.config?.errorTextAlsoAsMessage) body.message = text;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
