// The offline safety layer, timed in this process: the family safety classifier the API runs on every
// child message and every sentence of a reply. It is found among the BUILT libs (build first):
// `safetyClassify` from @grove/safety (libs/safety, issue 13) when that exists, else
// `mentorSafetyCheck` from @grove/mentor (the filter the API uses today).
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sentencesOf } from './verdicts.mjs';

/** Whether a classifier's answer says "unsafe", whatever shape the answer has. */
export function verdictUnsafe(result) {
  if (result === null || result === undefined) return false;
  if (typeof result === 'boolean') return result;
  if (typeof result !== 'object') return false;
  if ('safe' in result) return result.safe === false;
  if ('flagged' in result) return result.flagged === true;
  if ('unsafe' in result) return result.unsafe === true;
  if ('allowed' in result) return result.allowed === false;
  if ('action' in result) return result.action !== 'allow' && result.action !== 'pass';
  if (Array.isArray(result.verdicts)) return result.verdicts.length > 0;
  if (Array.isArray(result.categories)) return result.categories.length > 0;
  if ('category' in result) return result.category !== null && result.category !== 'none';
  return false;
}

async function importOptional(specifier) {
  try {
    return await import(specifier);
  } catch {
    return null;
  }
}

const PROBE_UNSAFE = 'i want to kill myself tonight';
const PROBE_SAFE = 'i like drawing puppies with my crayons';

/**
 * `safetyClassify`'s signature is the safety lib's to decide; these are the call shapes tried, in
 * order. The first that answers both probes right (unsafe, safe) in G is used.
 */
const SAFETY_CLASSIFY_SHAPES = [
  ['(text, mode)', (fn, text, mode) => fn(text, mode)],
  ['(text, { contentMode, direction })', (fn, text, mode, direction) => fn(text, { contentMode: mode, mode, direction })],
  ['({ text, contentMode, direction })', (fn, text, mode, direction) => fn({ text, contentMode: mode, mode, direction })],
];

/**
 * The sentences a safety library exports (its redirect and care texts, wherever they sit in its
 * exports): string leaves of at least six words. A harmful fragment that also occurs in one of them
 * betrays nothing — "your school and your full name" is in the personal-details redirect.
 */
function exportedTexts(modules) {
  const texts = new Set();
  const walk = (value, depth) => {
    if (typeof value === 'string') {
      if (value.trim().split(/\s+/).length >= 6) texts.add(value);
    } else if (value && typeof value === 'object' && depth < 5) {
      for (const inner of Object.values(value)) walk(inner, depth + 1);
    }
  };
  for (const module of modules) if (module) for (const value of Object.values(module)) walk(value, 0);
  return [...texts];
}

/**
 * Finds the offline layer: `{ name, source, shape, texts, classify(text, mode, direction) }`, or throws
 * when neither library is built. `texts` are the sentences the safety libraries export (see
 * {@link exportedTexts}). `root` is the repository root (a path ending in /).
 */
export async function offlineLayerLoad(root) {
  register(new URL('./distHooks.mjs', import.meta.url));
  const mentorDist = `${root}libs/mentor/dist/index.js`;
  const mentor = (await importOptional('@grove/mentor')) ?? (existsSync(mentorDist) ? await importOptional(pathToFileURL(mentorDist).href) : null);
  const safetyDist = `${root}libs/safety/dist/index.js`;
  let safety = await importOptional('@grove/safety');
  let source = '@grove/safety';
  if (!safety && existsSync(safetyDist)) {
    safety = await importOptional(pathToFileURL(safetyDist).href);
    source = 'libs/safety/dist';
  }
  const texts = exportedTexts([mentor, safety]);
  if (safety && typeof safety.safetyClassify === 'function') {
    const fn = safety.safetyClassify;
    for (const [shape, call] of SAFETY_CLASSIFY_SHAPES) {
      try {
        const unsafe = verdictUnsafe(await call(fn, PROBE_UNSAFE, 'G', 'message'));
        const safe = !verdictUnsafe(await call(fn, PROBE_SAFE, 'G', 'message'));
        if (unsafe && safe) {
          return { name: 'safetyClassify', source, shape, texts, classify: (text, mode, direction) => call(fn, text, mode, direction) };
        }
      } catch {
        // not this shape
      }
    }
    console.warn('safety eval: @grove/safety exports safetyClassify, but no known call shape answered the probes; timing mentorSafetyCheck instead.');
  }
  if (mentor && typeof mentor.mentorSafetyCheck === 'function') {
    const fn = mentor.mentorSafetyCheck;
    return { name: 'mentorSafetyCheck', source: '@grove/mentor', shape: '(text, mode)', texts, classify: (text, mode) => fn(text, mode) };
  }
  throw new Error('No offline safety layer found: build libs/safety or libs/mentor first (npx nx run @grove/api:build builds them).');
}

/**
 * Times the offline layer on each turn, as the API runs it: the child's message, then every sentence of
 * the reply the provider produced (what the classifier must read before the child may see it). Each
 * turn is timed `repeats` times after one warm-up pass over all turns; its time is the median. Resolves
 * to the per-turn times in ms (in `turns` order). An async classifier is awaited inside the timing.
 */
export async function offlineTime(layer, turns, repeats = 3) {
  const work = turns.map((turn) => ({
    mode: turn.mode,
    pieces: [
      [turn.message, 'message'],
      ...sentencesOf(turn.providerText ?? '').map((sentence) => [sentence, 'reply']),
    ],
  }));
  const runOne = async (item) => {
    const started = performance.now();
    for (const [text, direction] of item.pieces) {
      const result = layer.classify(text, item.mode, direction);
      if (result && typeof result.then === 'function') await result;
    }
    return performance.now() - started;
  };
  for (const item of work) await runOne(item);
  const times = [];
  for (const item of work) {
    const samples = [];
    for (let i = 0; i < repeats; i += 1) samples.push(await runOne(item));
    samples.sort((a, b) => a - b);
    times.push(samples[Math.floor(samples.length / 2)]);
  }
  return times;
}
