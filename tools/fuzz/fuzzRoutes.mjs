// The fuzzer's loop: for every operation of the OpenAPI document the API serves, and for every caller,
// a fixed number of generated requests (the same ones for the same seed), each sent with app.inject
// and checked (see fuzzChecks.mjs). It collects every finding rather than stopping at the first, so
// one run lists all that is wrong.
import { performance } from 'node:perf_hooks';
import { errorShapeProblem, idsSent, secretsShown, snapshotDiff, snapshotterFor, streamInternalError } from './fuzzChecks.mjs';
import { fuzzFixtureCreate, fuzzFixtureRepair } from './fuzzFixture.mjs';
import { BODY_LIMIT_BYTES } from './valueArbitraries.mjs';
import { CALLERS, idRefResolve, openApiOperations, requestsSample } from './requestArbitraries.mjs';

/** Catalogue ids, the same for both families. */
const CATALOGUES = new Set(['quests', 'animals', 'packages']);

/** The id a reference names, for a caller of family `own` (A for callers of no family). */
function idResolverFor(fixture, own) {
  const foreign = own === 'A' ? 'B' : 'A';
  return (whose, kind, index) => {
    const family = fixture.families[whose === 'own' ? own : foreign];
    let pool;
    if (CATALOGUES.has(kind)) pool = fixture.catalog[kind];
    else if (kind === 'codes') pool = [...(family.ids.get('codes') ?? []), ...fixture.catalog.codes];
    else if (kind === 'flag_refs') pool = (family.ids.get('chat_flags') ?? []).map((id) => `safety:${id}`);
    else pool = family.ids.get(kind) ?? family.ids.get('any');
    // A kind the family has no row of yet: a well-formed id of nothing.
    if (!pool || pool.length === 0) return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    return pool[index % pool.length];
  };
}

/** The inject options for a generated request, with its references resolved for the current fixture. */
export function injectOptionsOf(fixture, request) {
  const caller = fixture.callers[request.caller];
  const resolve = (text) => idRefResolve(text, idResolverFor(fixture, caller.family ?? 'A'));
  const token = caller.account?.idToken ?? '';
  const headers = {};
  if (caller.account) headers.authorization = `Bearer ${token}`;
  if (caller.childId) Object.assign(headers, { 'x-active-role': 'child_user', 'x-child-id': caller.childId });
  if (caller.role) headers['x-active-role'] = caller.role;
  Object.assign(headers, caller.headers);
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === null) delete headers[name];
    else headers[name] = resolve(name === 'authorization' ? value.replaceAll('AUTH', token) : value);
  }
  if (request.contentType !== null && request.contentType !== undefined) headers['content-type'] = request.contentType;
  const options = { method: request.method, url: resolve(request.url), headers };
  if (request.body !== undefined) options.payload = resolve(request.body);
  return options;
}

/** A short, replayable description of a request (its body cut to `max` characters). */
function describe(options, max = 400) {
  const headers = Object.fromEntries(Object.entries(options.headers).map(([name, value]) => [name, name === 'authorization' ? value.replace(/ (\S{12})\S+/, ' $1…') : value.length > 120 ? `${value.slice(0, 120)}…(${value.length})` : value]));
  const payload = options.payload === undefined ? undefined : options.payload.length > max ? `${options.payload.slice(0, max)}…(${options.payload.length} chars)` : options.payload;
  return { method: options.method, url: options.url.length > 300 ? `${options.url.slice(0, 300)}…(${options.url.length})` : options.url, headers, payload };
}

/**
 * The routes the app serves that its OpenAPI document does not list — routes the fuzzer would never
 * reach. Read from Fastify's route tree (`printRoutes`); HEAD twins, the docs pages and CORS's
 * `OPTIONS *` are left out. Where two routes share a path segment the tree names its parameter
 * `:userId|:memoryId`; either name will do.
 */
export function routesUndocumented(app, document) {
  const documented = new Set(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)),
  );
  const served = [];
  const stack = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    stack.length = match[1].length / 4;
    stack.push(match[2]);
    if (match[3]) for (const method of match[3].split(', ')) served.push({ method, path: stack.join('') });
  }
  // `:a|:b` in a path: every combination of the alternatives.
  const spellings = (path) => {
    const alternative = path.match(/:(\w+)\|((?::\w+\|?)+)/);
    if (!alternative) return [path];
    const names = alternative[0].split('|');
    return names.flatMap((name) => spellings(path.replace(alternative[0], name)));
  };
  return served
    .filter(({ method, path }) => method !== 'HEAD' && !path.startsWith('/api/docs') && !(method === 'OPTIONS' && path.endsWith('*')))
    .filter(({ method, path }) => !spellings(path).some((spelling) => documented.has(`${method} ${spelling}`)))
    .map(({ method, path }) => `${method} ${path}`);
}

/**
 * Proves the write journal sees a change (and only a change) before trusting it: a display name
 * written to the same value is no change, written to another value is one.
 */
async function journalSelfCheck(fixture, snapshot) {
  const { db } = fixture.t.database;
  const { uid } = fixture.families.A.parent;
  const { display_name: name } = await db.selectFrom('users').select('display_name').where('id', '=', uid).executeTakeFirstOrThrow();
  const before = await snapshot();
  await db.updateTable('users').set({ display_name: name }).where('id', '=', uid).execute();
  if (snapshotDiff(before, await snapshot()).length !== 0) throw new Error('the write journal counted an update that changed nothing');
  await db.updateTable('users').set({ display_name: `${name}!` }).where('id', '=', uid).execute();
  if (!snapshotDiff(before, await snapshot()).some((change) => change.startsWith('users '))) throw new Error('the write journal missed a change to users');
  await db.updateTable('users').set({ display_name: name }).where('id', '=', uid).execute();
}

/**
 * Runs the fuzzer. `runs`: requests per operation and caller; `only`: a predicate on operation keys
 * (`POST /api/chat`); `log`: progress lines. Resolves to `{ findings, stats }`; a finding is
 * `{ check, operation, caller, status, detail, request }`.
 */
export async function fuzzRoutes({ seed, runs, only = () => true, log = () => undefined }) {
  const started = performance.now();
  const fixture = await fuzzFixtureCreate();
  const seededMs = performance.now() - started;
  const document = (await fixture.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = openApiOperations(document).filter((operation) => only(operation.key));
  const undocumented = routesUndocumented(fixture.t.app, document);
  const snapshot = await snapshotterFor(fixture.t.database.db);
  await journalSelfCheck(fixture, snapshot);
  let last = await snapshot();
  const findings = [];
  const stats = { ms: 0, injectMs: 0, snapshotMs: 0, operations: operations.length, requests: 0, statuses: {}, foreignIdRequests: 0, foreignIdRefusals: {}, foreignOther: [], seededMs };
  const find = (finding) => findings.push(finding);
  for (const route of undocumented) find({ check: 'not in the OpenAPI document', operation: route, caller: '-', status: null, detail: 'served but not listed in /api/docs/json, so never fuzzed', response: '' });
  // A promise a request left rejected with no one awaiting it ends a real API process (Node's
  // default): caught here, it is a finding against the request that was running.
  let current = null;
  const onStray = (error) =>
    find({ check: 'unhandled rejection', ...(current ?? { operation: '(between requests)' }), detail: String(error?.stack ?? error).split('\n').slice(0, 4).join(' | '), response: '' });
  process.on('unhandledRejection', onStray);
  process.on('uncaughtException', onStray);

  try {
    for (const operation of operations) {
      const operationStarted = performance.now();
      for (const caller of CALLERS) {
        for (const request of requestsSample(operation, caller, runs, seed)) {
          const options = injectOptionsOf(fixture, request);
          const requestText = `${options.url}\n${JSON.stringify(options.headers)}\n${options.payload ?? ''}`;
          // The ids a request names on purpose: a public route reads no X-Child-Id, so one there names nothing.
          const namingText = operation.authenticated ? requestText : `${options.url}\n${options.payload ?? ''}`;
          current = { operation: operation.key, caller, focus: request.focus, mode: request.mode, status: null, request: describe(options) };
          let mark = performance.now();
          const response = await fixture.t.app.inject(options);
          await fixture.t.background.idle();
          stats.injectMs += performance.now() - mark;
          current.status = response.statusCode;
          stats.requests += 1;
          stats.statuses[response.statusCode] = (stats.statuses[response.statusCode] ?? 0) + 1;
          const base = { operation: operation.key, caller, focus: request.focus, mode: request.mode, status: response.statusCode };
          const report = (check, detail) => find({ check, ...base, detail, request: describe(options), response: response.body.slice(0, 300) });

          if (response.statusCode >= 500) report('5xx', response.body.slice(0, 200));
          const streamError = streamInternalError(response);
          if (streamError) report('5xx in stream', streamError);
          if (response.statusCode >= 400 && response.statusCode < 500) {
            const problem = errorShapeProblem(response);
            if (problem) report('error body', problem);
          }
          // An oversized body is refused with 413 — unless the URL was refused first, before any body is read.
          const bytes = options.payload === undefined ? 0 : Buffer.byteLength(options.payload);
          const urlRefused = response.statusCode === 400 && /"field":"(url|params)"/.test(response.body);
          if (bytes > BODY_LIMIT_BYTES && options.method !== 'GET' && response.statusCode !== 413 && !urlRefused) report('413', `a ${bytes}-byte body answered ${response.statusCode}`);

          // Permission leaks: a caller of no family or the other one sees nothing of a family, and a
          // request naming a family's id (not its own) is refused. Admins may see every family.
          const callerFamily = fixture.callers[caller].family;
          if (caller !== 'admin') {
            // Families seeded again after their account was deleted are nobody's now: no one may see them.
            const others = [...Object.entries(fixture.families).filter(([key]) => key !== callerFamily), ...fixture.retired.map((family) => [family.key, family])];
            for (const [key, family] of others) {
              const shown = secretsShown(response.body, requestText, family.secrets);
              if (shown.length > 0) report('leak', `shows family ${key}'s ${shown.slice(0, 3).join(', ')}`);
              const named = idsSent(namingText, family.privateIds);
              if (named.length > 0) {
                stats.foreignIdRequests += 1;
                stats.foreignIdRefusals[response.statusCode] = (stats.foreignIdRefusals[response.statusCode] ?? 0) + 1;
                if (response.statusCode < 400) report('foreign id accepted', `named family ${key}'s ${named[0]}`);
                // Signed in, nothing else wrong, another family's id: the answer should be 403 or 404.
                if (request.focus === 'foreign' && caller !== 'anonymous' && response.statusCode !== 403 && response.statusCode !== 404) {
                  stats.foreignOther.push({ operation: operation.key, caller, status: response.statusCode, response: response.body.slice(0, 200), request: describe(options, 200) });
                }
              }
            }
          }

          mark = performance.now();
          const now = await snapshot();
          stats.snapshotMs += performance.now() - mark;
          if (response.statusCode >= 400) {
            const changed = snapshotDiff(last, now);
            if (changed.length > 0) report('state change', `a ${response.statusCode} changed ${changed.join(', ')}`);
          }
          last = now;

          if (response.statusCode < 300 && operation.method !== 'GET') {
            const repaired = await fuzzFixtureRepair(fixture);
            if (repaired.length > 0) {
              log(`  (${operation.key} as ${caller} changed the fixture, as it may — ${response.statusCode}: ${repaired.join('; ')})`);
              last = await snapshot();
            }
          }
        }
      }
      const mine = findings.filter((finding) => finding.operation === operation.key).length;
      log(`${operation.key.padEnd(64)} ${String(runs * CALLERS.length).padStart(4)} requests ${(performance.now() - operationStarted).toFixed(0).padStart(6)} ms${mine ? `  ${mine} finding(s)` : ''}`);
    }
  } finally {
    process.off('unhandledRejection', onStray);
    process.off('uncaughtException', onStray);
    await fixture.close();
  }
  stats.ms = performance.now() - started;
  stats.repairs = fixture.repairs;
  stats.reseeds = fixture.reseeds;
  return { findings, stats };
}
