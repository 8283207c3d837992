import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, MESSAGES, type ErrorCode } from '@grove/api-contract';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** An error a route throws on purpose: its status, code and message reach the caller as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds the caller should wait (sent as `retry-after`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 403: signed in, not allowed. Changes nothing. */
export function apiForbidden(message = 'You are not allowed to do that.'): ApiError {
  return new ApiError(403, 'forbidden', message);
}

/** 404: no such thing (or not yours to know about). */
export function apiNotFound(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}

/** The body limit (`bodyLimit` in app.ts): a larger body is refused with 413 before it is read whole. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Path segments longer than this are refused before routing (`maxParamLength`): every path id's schema allows at most 128 characters, flagged-pattern ids 150 with their prefix. */
export const PATH_SEGMENT_MAX = 200;

/** Fastify's body errors, in the API's words, naming the part of the request that was wrong. */
const FASTIFY_CLIENT_ERRORS: Record<string, { message: string; field: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { message: `body: larger than the limit of ${String(BODY_LIMIT_BYTES / 1024)} KB`, field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'headers.content-type: send the body as application/json', field: 'headers.content-type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'body: not valid JSON', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'headers.content-length: does not match the body', field: 'headers.content-length' },
};

/**
 * Fastify's `frameworkErrors`: the errors it raises before a route is found — a URL it cannot decode,
 * a path segment over {@link PATH_SEGMENT_MAX} — get the API's error body (a 400 naming the part of
 * the URL), not Fastify's own `{ error, code, message, statusCode }`.
 */
export function errorsFramework(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(400).send(errorBody('bad_request', `params: a path segment is longer than ${String(PATH_SEGMENT_MAX)} characters`, 'params'));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(errorBody('bad_request', 'url: not a valid URL (a broken %-escape?)', 'url'));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  void reply.code(status).send(status === 500 ? errorBody('internal', 'Something went wrong on our side. Please try again.') : errorBody(CODE_BY_STATUS[status] ?? 'bad_request', error.message));
}

/**
 * The HTTP server's `clientError` handler (Fastify's `clientErrorHandler`): a request the server gave
 * up on before Fastify saw it — too slow (408, see the server timeouts in app.ts), headers too large
 * (431), unparseable HTTP (400) — is answered with the API's error body, then the socket is closed.
 */
export function errorsClientConnection(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, errorBody('request_timeout', 'The request took too long to arrive. Please try again.')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, errorBody('bad_request', 'headers: larger than the server accepts', 'headers')]
        : [400, errorBody('bad_request', 'The request could not be read as HTTP.')];
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(`HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${String(Buffer.byteLength(text))}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`);
  }
  socket.destroy(error);
}

/**
 * Makes every error response `{ error: { code, message, field? } }` (ARCHITECTURE.md "Errors"):
 * validation failures become a 400 naming the field, unknown routes a 404, and anything unexpected a
 * 500 whose details stay in the log, never in the response.
 */
export function errorsPlugin(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const part = error.validationContext ?? 'body';
      // zod reports an unknown key on the object itself; name the key, which is what the caller got wrong.
      const extra = first?.keyword === 'unrecognized_keys' ? (first.params as { keys?: string[] }).keys?.[0] : undefined;
      const field = [part, path, extra].filter(Boolean).join('.');
      const message = extra ? 'is not a field you can send' : (first?.message ?? 'invalid value');
      return reply.code(400).send(errorBody('bad_request', `${field}: ${message}`, field));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
    if (status === 429) return reply.code(429).send(errorBody('rate_limited', MESSAGES.rateLimited));
    const known = FASTIFY_CLIENT_ERRORS[error.code];
    if (known) return reply.code(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', known.message, known.field));
    // Other client errors of Fastify's keep their message: it is safe and useful.
    return reply.code(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
