import type { FastifyInstance } from 'fastify';

/**
 * Reads `application/json` bodies as Fastify does (secure-json-parse: `__proto__` and `constructor`
 * keys refused), except that an empty body is no body: many clients send `content-type:
 * application/json` on every request, GET and DELETE included, with nothing after it, and Fastify
 * alone answers those 400 (issue 22, point 6). A route that needs a body still says so — its schema
 * refuses the missing body with a 400 naming `body`.
 */
export function jsonBodiesPlugin(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
