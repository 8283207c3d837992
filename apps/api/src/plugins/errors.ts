import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, MESSAGES, type ErrorCode } from '@grove/api-contract';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
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
    // Fastify's own client errors (bad JSON, body too large…) keep their message: it is safe and useful.
    return reply.code(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
