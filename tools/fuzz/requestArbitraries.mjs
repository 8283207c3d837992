// Requests for every operation of an OpenAPI document, as fast-check arbitraries: path ids, query
// strings, headers and bodies that are valid, on the schema's boundaries, or malformed.
//
// Ids are not known when the cases are generated (the fixture may be rebuilt mid-run), so a case names
// them by reference — `FUZZID.own.conversations.3.FUZZID` is "the 4th conversation id of the caller's
// own family" — and the runner resolves references just before sending (see {@link idRefResolve}).
// References use only URL- and JSON-safe characters, so they survive encodeURIComponent and
// JSON.stringify unchanged. Pure: no I/O.
import fc from 'fast-check';
import { HOSTILE_STRINGS, RAW_BODIES, hugeString, mutationApply, mutationArb, nameIsId, valueArb } from './valueArbitraries.mjs';

/** Who sends a request: nobody, the owner (family A's parent), A's child, B's parent, B's child, an admin. */
export const CALLERS = ['anonymous', 'owner', 'child', 'otherAdult', 'otherChild', 'admin'];

/** HTTP methods of an OpenAPI path item. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The operations of an OpenAPI 3 document: `{ key, method, path, pathParams, queryParams, body,
 * authenticated }`, where `body` is the JSON schema of an `application/json` request body (or null).
 */
export function openApiOperations(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        bodyRequired: operation.requestBody?.required === true,
        authenticated: Array.isArray(operation.security) && operation.security.length > 0,
      });
    }
  }
  return operations;
}

/** The segment before `{name}` in a path template decides what kind of id an `{id}` is. */
const KIND_BY_SEGMENT = {
  users: 'users',
  accounts: 'users',
  'memory-patterns': 'memory_patterns',
  // Flagged items are named `safety:<flag id>` (or memory_feedback:/pattern:).
  'flagged-patterns': 'flag_refs',
  invitations: 'invitation_codes',
};

/**
 * What kind of id a property, query or path parameter of this name holds: a table of the fixture,
 * `profile` (an account's or a child's id), a catalogue (`quests`, `packages`, `animals`, `codes`), or
 * null when it is no stored id (the schema then decides its values).
 */
export function idKindOf(name, pathTemplate = '') {
  switch (name) {
    case 'id': {
      const segment = pathTemplate.split('/{id}')[0]?.split('/').at(-1) ?? '';
      return KIND_BY_SEGMENT[segment] ?? 'profile';
    }
    case 'childId':
      return 'child_accounts';
    case 'userId':
    case 'user_id':
    case 'profileId':
      return 'profile';
    case 'admin':
      return 'users';
    case 'conversationId':
    case 'conversation_id':
      return 'conversations';
    case 'memoryId':
      return 'memories';
    case 'entryId':
      return 'journal_entries';
    case 'summaryId':
      return 'journal_summaries';
    case 'alertId':
      return 'alerts';
    case 'questId':
      return 'quests';
    case 'code':
      return 'codes';
    case 'package_id':
      return 'packages';
    case 'animalId':
      return 'animals';
    default:
      // Client-made ids (clientMessageId) and catalogue ids the schema describes well enough.
      return null;
  }
}

/** encodeURIComponent that never throws: a lone surrogate goes out as the bytes a sloppy client would send. */
export function encodeLoosely(text) {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** A reference to an id of the caller's own family or the other family (see the file comment). */
export function idRef(whose, kind, index) {
  return `FUZZID.${whose}.${kind}.${index}.FUZZID`;
}

const ID_REF = /FUZZID\.(own|foreign)\.([a-z_]+)\.(\d+)\.FUZZID/g;

/** Replaces every id reference in `text` with `resolve(whose, kind, index)`. */
export function idRefResolve(text, resolve) {
  return text.replace(ID_REF, (_match, whose, kind, index) => resolve(whose, kind, Number(index)));
}

/** Ids that are nobody's: random uuids, the trial's user id, hostile and over-long strings. */
const GARBAGE_IDS = fc.oneof(
  fc.uuid({ version: 4 }),
  fc.constantFrom('trial_user', 'admin', 'me', '0', '-1', 'null', '00000000-0000-0000-0000-000000000000', hugeString(129, 'i'), hugeString(2_000, 'i')),
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length > 0)),
  fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
);

/**
 * An id of `kind`. `whose`: `own` (the caller's family's), `foreign` (the other family's: a theft
 * attempt), or `mixed` (mostly either, sometimes nobody's).
 */
export function idArb(kind, whose = 'mixed') {
  const own = fc.nat(50).map((index) => idRef('own', kind, index));
  const foreign = fc.oneof({ weight: 4, arbitrary: fc.nat(50).map((index) => idRef('foreign', kind, index)) }, { weight: 1, arbitrary: fc.nat(200).map((index) => idRef('foreign', 'any', index)) });
  if (whose === 'own') return own;
  if (whose === 'foreign') return foreign;
  return fc.oneof(
    { weight: 5, arbitrary: own },
    { weight: 5, arbitrary: foreign },
    { weight: 1, arbitrary: fc.nat(200).map((index) => idRef('own', 'any', index)) },
    { weight: 2, arbitrary: GARBAGE_IDS },
  );
}

/** Path segments that break URL parsing or routing rather than validation. */
const RAW_PATH_SEGMENTS = ['%', '%zz', '%00', '%2F', '..', '.', '%C0%AE', '%ED%A0%80', hugeString(101, 'p'), hugeString(5_000, 'p')];

function pathArb(operation, whose) {
  if (operation.pathParams.length === 0) return fc.constant(operation.path);
  const parts = operation.pathParams.map((param) => {
    const id = idArb(idKindOf(param.name, operation.path) ?? 'any', whose).map((value) => encodeLoosely(value));
    return whose === 'mixed' ? fc.oneof({ weight: 6, arbitrary: id }, { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) }) : id;
  });
  return fc.tuple(...parts).map((values) => operation.pathParams.reduce((path, param, index) => path.replace(`{${param.name}}`, values[index]), operation.path));
}

function queryValueArb(param, operation, whose) {
  const schema = param.schema ?? {};
  const kind = nameIsId(param.name) || param.name === 'admin' ? idKindOf(param.name, operation.path) : null;
  if (kind) return idArb(kind, whose);
  return valueArb(schema, { name: param.name }).map((value) => String(value));
}

/** Query-string pieces that are not what the operation wants. */
const BAD_QUERY_VALUES = ['', 'abc', '-1', '1.5', '1e999', '99999999999999999999', 'true', '[]', '{}', hugeString(3_000, 'q'), ...HOSTILE_STRINGS];
const BAD_QUERY_KEYS = ['__proto__', 'constructor', 'limit[]', 'a[b]', 'unknown', '', '🦖'];

function queryArb(operation, { whose, clean }) {
  const valid = fc.tuple(
    ...operation.queryParams.map((param) => {
      const pair = queryValueArb(param, operation, whose).map((value) => [param.name, value]);
      return param.required ? pair : fc.option(pair, { freq: 2, nil: null });
    }),
  ).map((pairs) => pairs.filter((pair) => pair !== null));
  const malformedPair = fc.oneof(
    operation.queryParams.length > 0
      ? fc.tuple(fc.constantFrom(...operation.queryParams.map((param) => param.name)), fc.constantFrom(...BAD_QUERY_VALUES))
      : fc.tuple(fc.constantFrom(...BAD_QUERY_KEYS), fc.constantFrom(...BAD_QUERY_VALUES)),
    fc.tuple(fc.constantFrom(...BAD_QUERY_KEYS), fc.constantFrom(...BAD_QUERY_VALUES)),
  );
  const encode = (pairs) => pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&');
  if (clean) return valid.map(encode);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(encode) },
    // A valid query plus one to three bad pairs (a repeated key makes the value an array).
    { weight: 4, arbitrary: fc.tuple(valid, fc.array(malformedPair, { minLength: 1, maxLength: 3 })).map(([pairs, bad]) => encode([...pairs, ...bad])) },
    // Unencoded junk straight into the URL.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz=1', '&&&', '===', 'a=%00', `limit=${'9'.repeat(400)}`, 'x=1&x=2&x=3', '?') },
  );
}

/** Content types a client might send with a JSON body, right and wrong. */
const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/vnd.api+json',
  '',
  ';;;',
];

function bodyArb(operation, { whose, shape }) {
  const idOf = (name) => {
    const kind = idKindOf(name, operation.path);
    return kind ? idArb(kind, whose) : null;
  };
  const json = (mode) => valueArb(operation.body, { mode, idArb: idOf });
  const withJson = (text, mode) => ({ mode, body: text, contentType: 'application/json' });
  // `shape`: `valid` bodies only, `malformed` ones only, or `any`.
  const [valid, malformed] = shape === 'valid' ? [1, 0] : shape === 'malformed' ? [0, 1] : [1, 1];
  if (operation.body) {
    return fc.oneof(
      { weight: 3 * valid, arbitrary: json('valid').map((value) => withJson(JSON.stringify(value), 'valid')) },
      { weight: 2 * valid, arbitrary: json('boundary').map((value) => withJson(JSON.stringify(value), 'boundary')) },
      {
        weight: 5 * malformed,
        arbitrary: fc.tuple(json('valid'), fc.array(mutationArb(), { minLength: 1, maxLength: 3 })).map(([value, mutations]) => {
          const mutated = mutations.reduce((current, mutation) => mutationApply(current, mutation), value);
          return mutated === undefined ? { mode: 'malformed', body: undefined, contentType: 'application/json' } : withJson(JSON.stringify(mutated), 'malformed');
        }),
      },
      { weight: 2 * malformed, arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => withJson(text, 'raw')) },
      { weight: 1 * malformed, arbitrary: fc.tuple(json('valid'), fc.constantFrom(...CONTENT_TYPES, null)).map(([value, contentType]) => ({ mode: 'contentType', body: JSON.stringify(value), contentType })) },
    );
  }
  // No body expected: mostly none, often the bare JSON content type with no body (what many clients
  // send on GET and DELETE), sometimes a body anyway.
  return fc.oneof(
    { weight: 6 * valid, arbitrary: fc.constant({ mode: 'none', body: undefined, contentType: null }) },
    { weight: 3 * valid, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8').map((contentType) => ({ mode: 'emptyJson', body: undefined, contentType })) },
    { weight: 1 * malformed, arbitrary: fc.constantFrom(...RAW_BODIES, '{"unexpected":true}').map((text) => withJson(text, 'unexpectedBody')) },
    { weight: 1 * malformed, arbitrary: fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ mode: 'unexpectedBody', body: 'a=1&b=2', contentType })) },
  );
}

/**
 * Header changes on top of the caller's own: `authorization` (`AUTH` is the caller's bearer token),
 * the active role and child headers (`null` removes one), accept and language headers.
 */
const HEADER_CHANGES = fc.oneof(
  { weight: 12, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constantFrom('', 'Bearer', 'Bearer ', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'bearer AUTH', 'Bearer AUTH AUTH', 'Bearer  AUTH', `Bearer ${hugeString(9_000, 'j')}`).map((authorization) => ({ authorization })) },
  { weight: 1, arbitrary: fc.constantFrom('root', 'admin', 'child_user', 'CHILD_USER', 'family_member', 'standard_user', '', hugeString(500, 'r'), '🦖').map((role) => ({ 'x-active-role': role })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.nat(10).map((index) => idRef('foreign', 'child_accounts', index)), fc.nat(10).map((index) => idRef('own', 'child_accounts', index)), GARBAGE_IDS)
      .chain((childId) => fc.constantFrom({ 'x-child-id': childId, 'x-active-role': 'child_user' }, { 'x-child-id': childId }, { 'x-child-id': childId, 'x-active-role': 'family_member' })),
  },
  { weight: 1, arbitrary: fc.constantFrom('text/event-stream', 'application/xml', '*/*', 'text/html;q=0.1, text/event-stream;q=0.9', '').map((accept) => ({ accept })) },
  { weight: 1, arbitrary: fc.constantFrom('*', 'en-GB,en;q=0.8', 'xx-ZZ', 'de;q=abc', hugeString(4_000, 'l'), '🦖', ',,,;;;').map((language) => ({ 'accept-language': language })) },
  { weight: 1, arbitrary: fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'garbage', hugeString(2_000, '9')).map((forwarded) => ({ 'x-forwarded-for': forwarded })) },
  { weight: 1, arbitrary: fc.constantFrom('t=1,v1=abc', '', 'garbage').map((signature) => ({ 'stripe-signature': signature })) },
  // The trial's device headers (a device id is also read by the founders calls).
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('x-device-id', 'x-device-fingerprint', 'x-device-hardware', 'x-device-idb'), fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/), fc.constantFrom('', hugeString(129, 'd'), ...HOSTILE_STRINGS)))
      .map(([name, value]) => ({ [name]: value })),
  },
);

/**
 * What a request gets wrong on purpose. Most requests get one thing wrong and the rest right, so a
 * refusal is about that thing and the routes behind validation are reached too: `valid` (nothing
 * wrong), `body`, `query`, `path` (nobody's or unparseable ids), `headers`, `foreign` (the other
 * family's ids everywhere an id goes), `chaos` (everything at random at once).
 */
export const FOCUSES = ['valid', 'body', 'query', 'path', 'headers', 'foreign', 'chaos'];

const FOCUS_WEIGHTS = { valid: 4, body: 4, query: 1, path: 1, headers: 2, foreign: 3, chaos: 2 };

/** Each operation's arbitrary, built once (building one compiles its schemas' patterns). */
const ARBITRARIES = new WeakMap();

function focusedArb(operation, focus) {
  const whose = focus === 'foreign' ? 'foreign' : focus === 'path' || focus === 'chaos' ? 'mixed' : 'own';
  return fc.record({
    path: pathArb(operation, whose),
    query: queryArb(operation, { whose, clean: focus !== 'query' && focus !== 'chaos' }),
    body: bodyArb(operation, { whose, shape: focus === 'body' ? 'malformed' : focus === 'chaos' ? 'any' : 'valid' }),
    headers: focus === 'headers' || focus === 'chaos' ? HEADER_CHANGES : fc.constant({}),
    accept: fc.constantFrom(undefined, undefined, 'text/event-stream'),
    focus: fc.constant(focus),
  });
}

/**
 * One request for `operation` as `caller`: `{ caller, focus, mode, method, url, headers, body,
 * contentType }`. `headers` are changes on top of the caller's own (resolved by the runner); `body` is
 * text or undefined.
 */
export function requestArb(operation, caller) {
  let arbitrary = ARBITRARIES.get(operation);
  if (!arbitrary) {
    arbitrary = fc.oneof(...FOCUSES.map((focus) => ({ weight: FOCUS_WEIGHTS[focus], arbitrary: focusedArb(operation, focus) })));
    ARBITRARIES.set(operation, arbitrary);
  }
  return arbitrary.map(({ path, query, body, headers, accept, focus }) => ({
      caller,
      focus,
      mode: body.mode,
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      // A chat may be asked for as a stream: the same checks hold for its events.
      headers: { ...(accept && operation.key === 'POST /api/chat' ? { accept } : {}), ...headers },
      body: body.body,
      contentType: body.contentType,
    }));
}

/** A 32-bit seed for one operation and caller, from the run's seed (so each can be replayed alone). */
export function seedFor(seed, ...parts) {
  let hash = seed >>> 0;
  for (const char of parts.join(' ')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash | 0;
}

/** `count` requests for `operation` as `caller`, the same ones for the same seed. */
export function requestsSample(operation, caller, count, seed) {
  return fc.sample(requestArb(operation, caller), { seed: seedFor(seed, operation.key, caller), numRuns: count });
}
