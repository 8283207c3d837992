import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** How deeply a request's JSON may nest. No Grove body nests more than a few levels. */
export const INPUT_MAX_DEPTH = 32;

/** What is wrong with a request's input: the first field holding a NUL character or nesting too deeply. */
interface InputProblem {
  field: string;
  message: string;
}

/** The first problem in `value` (found under `path`, `depth` levels down), or null. */
function inputProblemOf(value: unknown, path: string, depth = 0): InputProblem | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path, message: 'must not contain the NUL character (U+0000)' } : null;
  if (value === null || typeof value !== 'object') return null;
  // Checked before going deeper, so a hostile nesting never recurses far here either.
  if (depth >= INPUT_MAX_DEPTH) return { field: path, message: `must not nest deeper than ${String(INPUT_MAX_DEPTH)} levels` };
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return { field: path, message: 'must not have a key with the NUL character (U+0000)' };
    const found = inputProblemOf(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any request whose path, query, headers or body hold the NUL
 * character (U+0000), or whose JSON nests deeper than {@link INPUT_MAX_DEPTH} levels — before
 * validation, authentication or any query. Both were found by the route fuzzer (issue 22) reaching the
 * database as a 500: PostgreSQL's text and jsonb cannot store NUL (a `%00` in a path id, a `"\u0000"`
 * in a body), and PostgreSQL's jsonb parser runs out of stack on settings nested 2,000 deep. Neither
 * has a use in Grove, so they are refused rather than repaired: the caller learns what was wrong.
 */
export function inputTextPlugin(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      inputProblemOf(request.params, 'params') ?? inputProblemOf(request.query, 'query') ?? inputProblemOf(request.headers, 'headers') ?? inputProblemOf(request.body, 'body');
    if (problem) throw new ApiError(400, 'bad_request', `${problem.field}: ${problem.message}`, problem.field);
  });
}
