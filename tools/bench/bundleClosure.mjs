// Reading a Vite/Rolldown build's chunks without a browser: which chunks a page must fetch and run before
// a screen renders (the static-import closure), their gzip sizes, and which source modules fill them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip at level 9: the stricter (smaller) reading a server with maximal compression would send. */
export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

// A static import in a minified ES chunk: `import{a as b}from"./x.js"`, `import*as b from"./x.js"`,
// `import b,{c}from"./x.js"` or the bare `import"./x.js"`. A dynamic `import("./x.js")` has a parenthesis
// and is not matched: it is fetched later, not before the chunk runs.
const STATIC_IMPORT = /(?<![\w$.])import\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The chunk files a chunk imports statically (names relative to its folder). */
export function staticImportsOf(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

/** The entry chunk of the built app: the module script in index.html (`assets/…` relative to dist). */
export function entryChunk(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const match = html.match(/<script[^>]*type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/);
  if (!match) throw new Error(`${dist}/index.html has no module script: is apps/web/dist a Vite build?`);
  return match[1];
}

/** The chunk Rolldown named after a module (`ChatPage` → `assets/ChatPage-<hash>.js`); throws unless exactly one. */
export function chunkNamed(assets, name) {
  const found = readdirSync(assets).filter((file) => file.endsWith('.js') && file.slice(0, file.lastIndexOf('-')) === name);
  if (found.length !== 1) throw new Error(`expected one chunk named ${name} in ${assets}, found ${found.length}: ${found.join(', ') || 'none'}`);
  return found[0];
}

/** Every chunk reachable from `starts` by static imports, each with its raw and gzip size, largest first. */
export function staticClosure(assets, starts) {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const code = readFileSync(join(assets, file));
    seen.set(file, { file, raw: code.length, gz: gzipBytes(code) });
    for (const next of staticImportsOf(code.toString('utf8'))) visit(next);
  };
  for (const start of starts) visit(start);
  return [...seen.values()].sort((a, b) => b.gz - a.gz);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
function vlqDecode(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Where a module comes from, for the report: an npm package by name, else the lib or app folder. */
export function sourceArea(source) {
  const path = source.replace(/^(\.\.\/)+/, '');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = path.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = path.split('/');
  if (parts[0] === 'libs') return `libs/${parts[1]}`;
  return path;
}

/**
 * Splits each chunk's gzip size over the source modules its source map says its code came from
 * (generated characters per source, times the chunk's gzip ratio: an estimate, good for ranking).
 * Returns `{ source, gz }` largest first; code the map does not cover is `(chunk glue)`.
 */
export function closureSources(assets, chunks) {
  const bySource = new Map();
  const add = (source, gz) => bySource.set(source, (bySource.get(source) ?? 0) + gz);
  for (const { file, gz } of chunks) {
    const code = readFileSync(join(assets, file), 'utf8');
    let map;
    try {
      map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'));
    } catch {
      add('(no source map)', gz);
      continue;
    }
    const lines = code.split('\n');
    const ratio = gz / Math.max(1, code.length);
    let source = 0;
    let mapped = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      const segments = line === '' ? [] : line.split(',').map(vlqDecode);
      let column = 0;
      const starts = [];
      for (const values of segments) {
        column += values[0];
        if (values.length >= 4) source += values[1];
        starts.push({ column, source: values.length >= 4 ? source : -1 });
      }
      const length = lines[lineIndex]?.length ?? 0;
      starts.forEach((start, index) => {
        const end = starts[index + 1]?.column ?? length;
        if (start.source < 0 || end <= start.column) return;
        add(map.sources[start.source], (end - start.column) * ratio);
        mapped += end - start.column;
      });
    });
    add('(chunk glue)', Math.max(0, code.length - mapped) * ratio);
  }
  return [...bySource].map(([source, gz]) => ({ source, gz })).sort((a, b) => b.gz - a.gz);
}
