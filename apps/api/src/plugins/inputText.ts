import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** The first place in `value` holding a NUL character, as a dotted path under `path`, or null. */
function nulPathOf(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPathOf(item, `${path}.${String(index)}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path;
      const found = nulPathOf(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any request whose path, query, headers or body hold the NUL
 * character (U+0000) — before validation, authentication or any query. PostgreSQL's text and jsonb
 * cannot store it: without this check a `%00` in a path id or a `"\u0000"` in a JSON body reached the
 * database and failed there as a 500 (found by the route fuzzer, issue 22). No Grove field has a use
 * for it, so it is refused rather than stripped: the caller learns what was wrong.
 */
export function inputTextPlugin(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      nulPathOf(request.params, 'params') ?? nulPathOf(request.query, 'query') ?? nulPathOf(request.headers, 'headers') ?? nulPathOf(request.body, 'body');
    if (field) throw new ApiError(400, 'bad_request', `${field}: must not contain the NUL character (U+0000)`, field);
  });
}
