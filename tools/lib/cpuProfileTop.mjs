// Summarises a V8 .cpuprofile (node --cpu-prof): where the samples were, by function (self and total
// time) and by package. Functions of a bundle with a source map beside it (apps/api/dist/main.js and
// main.js.map) are named by their original source file and line, so Grove's own code reads as
// `apps/api/src/services/chat.ts:212` rather than a line of the bundle.
// CLI: node tools/lib/cpuProfileTop.mjs <file.cpuprofile> [rows=25]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, relative, resolve } from 'node:path';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` into, per generated line, segments [column, source, line] by column. */
function mappingsDecode(mappings) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  for (const text of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (segment === '') continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        sourceLine += values[2];
        sourceColumn += values[3];
        segments.push([column, source, sourceLine]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** A lookup from a bundle's (line, column) to `file:line` of its source, or null without a map. */
function sourceMapFor(bundlePath) {
  const mapPath = `${bundlePath}.map`;
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = mappingsDecode(map.mappings);
  const base = dirname(bundlePath);
  const sources = map.sources.map((source) => relative(root, resolve(base, map.sourceRoot ?? '', source)));
  return (line, column) => {
    const segments = lines[line];
    if (!segments || segments.length === 0) return null;
    // The last segment starting at or before the column.
    let low = 0;
    let high = segments.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (segments[mid][0] <= column) low = mid;
      else high = mid - 1;
    }
    const [, source, sourceLine] = segments[low];
    return `${sources[source]}:${sourceLine + 1}`;
  };
}

/** What a call frame's URL belongs to: a package, Node itself, V8's own entries, or a source file. */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return null;
}

/**
 * Reads a .cpuprofile and returns `{ totalMs, idleMs, functions, packages }` (`totalMs`: busy samples): `functions` sorted by self time,
 * each `{ name, where, selfMs, totalMs }` (total counts a sample once per function however deep the
 * recursion); `packages` sorted by self time, each `{ name, selfMs }` (Grove's own code by source folder).
 */
export function cpuProfileSummary(path) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const maps = new Map();
  const mapOf = (url) => {
    if (!url.startsWith('file://')) return null;
    const file = fileURLToPath(url);
    if (!maps.has(file)) maps.set(file, sourceMapFor(file));
    return maps.get(file);
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  // Self time per node: each sample's time is the delta to the next sample.
  const selfUs = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const delta = timeDeltas[i + 1] ?? 0;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + delta);
  }

  const keyOf = new Map();
  const frames = new Map();
  const frameKey = (node) => {
    if (keyOf.has(node.id)) return keyOf.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const mapped = url ? mapOf(url)?.(lineNumber, columnNumber) : null;
    const where = mapped ?? (url ? `${url.replace(`file://${root}`, '').replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : '');
    const pkg = packageOf(url, name) ?? (mapped ? (mapped.match(/^(?:apps|libs)\/[^/]+/)?.[0] ?? mapped.split('/')[0]) : url.replace(`file://${root}`, ''));
    const key = `${name} ${where}`;
    if (!frames.has(key)) frames.set(key, { name, where, pkg, selfUs: 0, totalUs: 0 });
    keyOf.set(node.id, key);
    return key;
  };

  const pathKeys = new Map();
  const keysOnPath = (id) => {
    if (pathKeys.has(id)) return pathKeys.get(id);
    const parent = parentOf.get(id);
    const keys = new Set(parent === undefined ? [] : keysOnPath(parent));
    keys.add(frameKey(byId.get(id)));
    pathKeys.set(id, keys);
    return keys;
  };

  // Idle samples (the event loop waiting) are left out of the shares: what matters is where the
  // busy time goes. Their sum is reported apart.
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    if (byId.get(id).callFrame.functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    totalUs += us;
    frames.get(frameKey(byId.get(id))).selfUs += us;
    for (const key of keysOnPath(id)) frames.get(key).totalUs += us;
  }
  const packages = new Map();
  for (const frame of frames.values()) packages.set(frame.pkg, (packages.get(frame.pkg) ?? 0) + frame.selfUs);
  return {
    totalMs: totalUs / 1000,
    idleMs: idleUs / 1000,
    functions: [...frames.values()].map((f) => ({ name: f.name, where: f.where, selfMs: f.selfUs / 1000, totalMs: f.totalUs / 1000 })).sort((a, b) => b.selfMs - a.selfMs),
    packages: [...packages].map(([name, us]) => ({ name, selfMs: us / 1000 })).sort((a, b) => b.selfMs - a.selfMs),
  };
}

/** The summary as text: the top `rows` functions by self time, then the packages. */
export function cpuProfileReport(path, rows = 25) {
  const { totalMs, idleMs, functions, packages } = cpuProfileSummary(path);
  const pct = (ms) => `${((100 * ms) / totalMs).toFixed(1).padStart(5)} %`;
  const out = [
    `${relative(process.cwd(), path)}: ${(totalMs / 1000).toFixed(1)} s busy, ${(idleMs / 1000).toFixed(1)} s idle (shares below are of the busy time)`,
    '',
    `self        total       function (where)`,
  ];
  for (const f of functions.slice(0, rows)) out.push(`${pct(f.selfMs)}   ${pct(f.totalMs)}   ${f.name} (${f.where})`);
  out.push('', 'self time by package / source folder');
  for (const p of packages.slice(0, Math.max(10, Math.ceil(rows / 2)))) out.push(`${pct(p.selfMs)}   ${p.name}`);
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node tools/lib/cpuProfileTop.mjs <file.cpuprofile> [rows=25]');
    process.exit(2);
  }
  console.log(cpuProfileReport(resolve(file), Number(rows ?? 25)));
}

