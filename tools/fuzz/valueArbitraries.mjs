// fast-check arbitraries for the JSON values an OpenAPI (JSON Schema) document describes: valid values,
// values on the schema's boundaries, and malformed ones (a valid value with one to three mutations:
// wrong types, nulls, missing or extra fields, huge or hostile strings, numbers out of range).
// Pure: no I/O, no app; the request arbitraries (requestArbitraries.mjs) build on these.
import fc from 'fast-check';

/** Fastify's body limit in apps/api/src/app.ts (256 KiB): a body over it must get 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Strings that have broken servers before: NUL (PostgreSQL text refuses it), a lone surrogate (not
 * valid UTF-8 once encoded), right-to-left overrides, combining marks, emoji, injection shapes,
 * prototype keys, numbers and keywords as text, and whitespace.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'before\u0000after',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  'Z\u0335\u0321a\u0337\u0322l\u0336\u0327g\u0334o',
  '🦖🌋👨‍👩‍👧‍👦',
  '日本語のテキスト',
  'مرحبا بالعالم',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%ff%zz',
  '\\u0000',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'true',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f',
  '\u00a0\u2028\u2029',
  '\ufeff',
];

/** Values of every JSON type, for "wrong type" mutations. */
export const WRONG_TYPE_VALUES = [0, -1, 1.5, 2 ** 53, -(2 ** 53), 1e308, true, false, 'text', '', [], [1, 'two'], {}, { nested: { deeper: [null] } }, null];

/** Keys an attacker adds to a body: privilege fields, prototype keys, odd names. */
export const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'is_admin', 'role', 'free_access', 'tokens_balance', 'userId', 'parent_id', '', ' ', '🦖', 'a'.repeat(300)];

/**
 * A huge string: `size` `unit`s. Emoji are four bytes each in UTF-8, so 70,000 of them (280,000
 * bytes) pass the body limit while 40,000 characters of ASCII stay under it.
 */
export function hugeString(size, unit = 'x') {
  return unit.repeat(size);
}

/** Huge strings: just under the body limit (reaches validation) and over it (413). */
export const HUGE_STRINGS = [hugeString(5_000), hugeString(100_000), hugeString(70_000, '🦖'), hugeString(BODY_LIMIT_BYTES + 10)];

/** Whether a property or parameter name holds an id (so the id pools fill it, not random text). */
export function nameIsId(name) {
  return /(^id$|Id$|_id$|^code$|Ids$|_ids$)/.test(name ?? '');
}

const DATE_MIN = new Date('2000-01-01T00:00:00.000Z');
const DATE_MAX = new Date('2035-12-31T23:59:59.999Z');

/** A plain JSON value of bounded size (for `$ref`s the document does not resolve and open maps). */
export function jsonValueArb() {
  return fc.jsonValue({ maxDepth: 2 });
}

function stringArb(schema, mode) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 200);
  if (mode === 'boundary') {
    // Exactly the shortest and the longest the schema allows, in ASCII and in four-byte characters.
    return fc.constantFrom(min, max).chain((length) => fc.constantFrom(hugeString(length, 'b'), hugeString(length, '😀')));
  }
  const small = Math.min(max, min + 40);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: small }) },
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: small, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: small, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.lorem({ maxCount: 5 }).filter((text) => text.length >= min && text.length <= max) },
  );
}

function formattedStringArb(schema) {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc.date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    default:
      return null;
  }
}

function numberArb(schema, mode) {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (integer ? -1_000_000 : -1e6);
  const max = schema.maximum ?? (integer ? 1_000_000 : 1e6);
  if (mode === 'boundary') return fc.constantFrom(min, max, integer ? Math.min(max, min + 1) : (min + max) / 2);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * An arbitrary of values the schema accepts. `mode` `boundary` picks lengths and numbers at the
 * schema's limits. `idArb(name)` fills properties whose name holds an id (see {@link nameIsId}); it
 * returns an arbitrary or null (then the schema decides).
 */
export function valueArb(schema, { mode = 'valid', idArb = () => null, name = null } = {}) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return jsonValueArb();
  let arb = schemaArb(schema, { mode, idArb, name });
  if (schema.nullable) arb = fc.option(arb, { freq: 6, nil: null });
  return arb;
}

function schemaArb(schema, context) {
  const { mode, idArb, name } = context;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueArb(variant, context)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const id = nameIsId(name) ? idArb(name) : null;
      if (id) return id;
      const formatted = formattedStringArb(schema);
      if (formatted) return formatted;
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return stringArb(schema, mode);
    }
    case 'integer':
    case 'number':
      return numberArb(schema, mode);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = valueArb(schema.items, { mode, idArb, name: singular(name) });
      const max = schema.maxItems ?? 4;
      if (mode === 'boundary') return fc.array(items, { minLength: max, maxLength: max });
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(max, 4) });
    }
    case 'object':
    default:
      return objectArb(schema, context);
  }
}

function singular(name) {
  return name?.endsWith('Ids') ? name.slice(0, -1) : name?.endsWith('_ids') ? name.slice(0, -1) : name;
}

function objectArb(schema, { mode, idArb }) {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    // An open map (settings, game data): a few keys of any JSON.
    return fc.dictionary(fc.string({ maxLength: 12 }), jsonValueArb(), { maxKeys: 4 });
  }
  const record = Object.fromEntries(keys.map((key) => [key, valueArb(properties[key], { mode, idArb, name: key })]));
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Every path into a JSON value (the root is `[]`), objects' keys and arrays' indexes. */
export function valuePaths(value, path = []) {
  const paths = [path];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...valuePaths(item, [...path, index])));
  else if (value && typeof value === 'object') for (const key of Object.keys(value)) paths.push(...valuePaths(value[key], [...path, key]));
  return paths;
}

/** The kinds of mutation {@link mutationApply} knows. */
export const MUTATIONS = ['wrongType', 'null', 'delete', 'extraKey', 'hostile', 'huge', 'outOfRange', 'duplicate'];

/** One mutation: what to do, where (an index into the value's paths) and which replacement (an index). */
export function mutationArb() {
  return fc.record({ kind: fc.constantFrom(...MUTATIONS), at: fc.nat(), pick: fc.nat() });
}

function pickOf(list, index) {
  return list[index % list.length];
}

function outOfRange(current, pick) {
  if (typeof current === 'number') return pickOf([current + 1e9, current - 1e9, 0.5, -0, 2 ** 63, Number.MAX_VALUE], pick);
  if (typeof current === 'string') return `${current}${hugeString(pickOf([1, 65, 129, 4001, 10_001], pick), 'q')}`;
  if (Array.isArray(current)) return [...current, ...Array.from({ length: pickOf([1, 11, 21, 501], pick) }, () => current[0] ?? 'x')];
  return pickOf(WRONG_TYPE_VALUES, pick);
}

/**
 * Applies a mutation to a copy of `value` at one of its paths and returns the copy. A mutation at the
 * root replaces the whole value (a non-object body, say).
 */
export function mutationApply(value, { kind, at, pick }) {
  const copy = value === undefined ? undefined : structuredClone(value);
  const paths = valuePaths(copy);
  const path = pickOf(paths, at);
  const parentPath = path.slice(0, -1);
  const key = path.at(-1);
  let parent = copy;
  for (const step of parentPath) parent = parent[step];
  const current = path.length === 0 ? copy : parent[key];
  const replace = (next) => {
    if (path.length === 0) return next;
    parent[key] = next;
    return copy;
  };
  switch (kind) {
    case 'wrongType':
      return replace(pickOf(WRONG_TYPE_VALUES.filter((candidate) => typeof candidate !== typeof current || Array.isArray(candidate) !== Array.isArray(current)), pick));
    case 'null':
      return replace(null);
    case 'delete':
      if (path.length === 0) return undefined;
      if (Array.isArray(parent)) parent.splice(key, 1);
      else delete parent[key];
      return copy;
    case 'extraKey': {
      const target = current && typeof current === 'object' && !Array.isArray(current) ? current : parent && typeof parent === 'object' && !Array.isArray(parent) ? parent : null;
      if (!target) return replace({ [pickOf(EXTRA_KEYS, pick)]: true });
      // defineProperty, so `__proto__` becomes an own key that JSON.stringify writes out.
      Object.defineProperty(target, pickOf(EXTRA_KEYS, pick), { value: pickOf(WRONG_TYPE_VALUES, pick + 3), enumerable: true, configurable: true, writable: true });
      return copy;
    }
    case 'hostile':
      return replace(pickOf(HOSTILE_STRINGS, pick));
    case 'huge':
      return replace(pickOf(HUGE_STRINGS, pick));
    case 'outOfRange':
      return replace(outOfRange(current, pick));
    case 'duplicate':
      // The same value twice (an array of it) where one was expected.
      return replace([current, current]);
    default:
      throw new Error(`unknown mutation ${kind}`);
  }
}

/** Raw request bodies that are not the JSON an operation wants (sent with a JSON content type). */
export const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"a":}',
  "{'single':'quotes'}",
  '{"a":1}{"b":2}',
  '[]',
  'null',
  '"a string"',
  '12345',
  'NaN',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"deep":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '\ufeff{}',
];
