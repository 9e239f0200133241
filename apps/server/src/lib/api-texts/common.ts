import { type CommonErrorCode, UPLOAD_MAX_BYTES } from '@fundi/shared';

const MEGABYTE = 1024 * 1024;

export const commonTexts: Record<CommonErrorCode, string> = {
  INVALID_REQUEST: 'Invalid request',
  NOT_FOUND: 'Not found',
  INVALID_ADDRESS: 'Invalid address',
  AUTHENTICATION_REQUIRED: 'Authentication required',
  INVALID_TOKEN: 'Invalid token',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  SERVER_ERROR: 'Server error, please try again later',
  DATABASE_UNAVAILABLE: 'Database unavailable',
  REDIS_UNAVAILABLE: 'Redis unavailable',
  SHUTTING_DOWN: 'This instance is shutting down',
  MAIL_UNAVAILABLE: 'We could not send the e-mail right now. Please try again in a few minutes.',
  INVALID_JSON_BODY: 'The request body is not valid JSON',
  EMPTY_JSON_BODY: 'The request body is empty',
  UNSUPPORTED_CONTENT_TYPE: 'Unsupported content type',
  REQUEST_TOO_LARGE: 'The request is too large',
  INVALID_CONTENT_LENGTH: 'Invalid content length',
  MULTIPART_EXPECTED: 'Expected a multipart form',
  TOO_MANY_FILES: 'Too many files',
  TOO_MANY_FORM_FIELDS: 'Too many form fields',
  FORM_TAKES_NO_FILE: 'This form takes no file',
  FORM_UNREADABLE: 'The form could not be read',
  FORM_FIELD_TOO_LONG: 'A form field is too long',
  NUL_CHARACTER: 'Text cannot contain the NUL character',
  INVALID_PAGE_CURSOR: 'Invalid page cursor',
  WEBSOCKET_REQUIRED: 'Live updates need a WebSocket connection',
  PHOTO_NOT_AN_IMAGE: 'Profile photo must be a JPEG, PNG or WebP image',
  PHOTO_TOO_LARGE: `The file is too large (at most ${UPLOAD_MAX_BYTES / MEGABYTE} MB)`,
  PHOTO_NOT_FOUND: 'Photo not found',
};
