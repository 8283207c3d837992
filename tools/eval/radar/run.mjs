// Grove's radar scoring evaluation (issue 17, point 6). Scores every message of the sets in ./sets
// (each written by hand for adults, 9–15 or 4–8, chat or journal style, and labelled with the axes it
// should move and in which direction) with @grove/radar's core and prints:
//   - directions: the share of labelled (message, axis) pairs whose net contribution has the labelled
//     sign (goal ≥ 85 %), overall and per axis;
//   - unmoved: the share of unlabelled (message, axis) pairs that got no net contribution (goal ≥ 95 %),
//     overall and per axis;
//   - the same by age band and by file, and the misses.
// Exit status: 0 when both goals are met, 1 when one is missed (or --check finds a bad case), 2 when it
// could not run. Runs on the TypeScript sources (swc's register hook, the `@grove/source` condition).
//
//   npm run eval:radar                          # the sets (tuned on)
//   npm run eval:radar -- --quick               # every 4th case of the sets (npm test runs this)
//   npm run eval:radar -- --holdout             # every held-out file, each judged on its own
//   npm run eval:radar -- --holdout-file NAME   # one held-out file (holdout6 …); measured held-out sets move to sets/seen-*.json
//   npm run eval:radar -- --verbose             # every miss
//
// How the figures were earned. Each held-out set was written in one go, before the round of tuning it
// measures, committed alone, and measured once; after that its misses were read, so it counts as seen
// (later figures on it are printed but are not held-out figures). The clean figures, in order:
//
//   set        written                         directions right        unmoved
//   holdout1   with the first lexicon          82.1 % (32/39)          99.1 %   → moved to sets/seen-holdout1.json
//   holdout2   before any tuning               54.8 % (63/115)         99.1 %   (its 'before')
//   holdout2   re-measured after round one     79.1 % (91/115)         99.1 %   (its one 'after')
//   holdout3   after round one                 58.3 % (67/115)         99.3 %
//   holdout4   after round two                 77.9 % (95/122)         99.1 %
//   holdout5   after round three               81.3 % (100/123)        99.1 %   → moved to sets/seen-holdout5.json
//   holdout6   before round four, measured     82.5 % (118/143)        98.9 %   ← the honest figure today
//              once after it (HEAD)
//
// Round four: holdout6 (141 messages) was written first, before any scoring code changed and without
// reading the lexicon; then holdout5 joined the sets; then 128 cases for the kinds of wording it missed
// (idioms, slang, children's phrasings, indirect statements) were added before tuning (29.5 % right on
// first sight); then the core was generalised (word families, idiom lists, children's pasts and
// spellings, other people's acts, plans, tastes, stories, wider negation); along the way eleven small
// probe sets (sets/round4-probes.json, 779 messages) were each scored once before being tuned on
// (52-77 % right on first sight). One caveat: the same writer wrote holdout6 and then the rules, so
// some leakage of its wording into the rules cannot be ruled out, although it was not re-read. Its
// misses were printed at that one measurement, so from round five on it counts as seen.
//
// The sets (1619 messages, 1571 directions, tuned on) score 99.1 % / 99.9 %, which says little; the
// seen held-out sets score 96.5 % (holdout2), 98.3 % (holdout3), 98.4 % (holdout4). The direction goal
// (≥ 85 %) is met on the sets but not yet on fresh text: each fresh set still finds everyday wording
// the phrase rules have not met, and first-sight probe sets show the tail is long
// (see libs/radar/README.md, "Measured").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RADAR_AXES, radarScoreMessage } from '@grove/radar';

const GOALS = { directions: 0.85, unmoved: 0.95 };
const AGES = ['adult', '9-15', '4-8'];
const MODE_OF_AGE = { adult: 'FULL', '9-15': 'PG', '4-8': 'G' };
const here = fileURLToPath(new URL('.', import.meta.url));

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    holdout: { type: 'boolean', default: false },
    'holdout-file': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});
if (options.help) {
  console.log('Usage: node --conditions=@grove/source --import @swc-node/register/esm-register tools/eval/radar/run.mjs [--quick] [--holdout | --holdout-file NAME] [--verbose] [--check]');
  process.exit(0);
}

/** Reads and checks every case of the given files of a folder (ids unique across them). */
function casesLoad(folder, files) {
  const cases = [];
  const problems = [];
  const ids = new Set();
  for (const file of files) {
    for (const item of JSON.parse(readFileSync(join(folder, file), 'utf8'))) {
      if (ids.has(item.id)) problems.push(`${file}: duplicate id ${item.id}`);
      ids.add(item.id);
      if (!AGES.includes(item.age)) problems.push(`${item.id}: age ${item.age}`);
      if (!['chat', 'journal'].includes(item.style)) problems.push(`${item.id}: style ${item.style}`);
      if (typeof item.text !== 'string' || !item.text.trim()) problems.push(`${item.id}: no text`);
      for (const [axis, direction] of Object.entries(item.expect ?? {})) {
        if (!RADAR_AXES.includes(axis)) problems.push(`${item.id}: unknown axis ${axis}`);
        if (direction !== 1 && direction !== -1) problems.push(`${item.id}: direction ${direction}`);
      }
      cases.push({ ...item, set: file.replace('.json', '') });
    }
  }
  return { cases, problems };
}

const pct = (part, whole) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-');

/** Scores the cases; per axis, per age band and per file: directions right and unlabelled axes unmoved. */
function evaluate(cases) {
  const empty = () => ({ right: 0, labelled: 0, still: 0, unlabelled: 0 });
  const perAxis = Object.fromEntries(RADAR_AXES.map((axis) => [axis, empty()]));
  const perAge = Object.fromEntries(AGES.map((age) => [age, empty()]));
  const perFile = {};
  const total = empty();
  const misses = [];
  cases.forEach((item, index) => {
    const score = radarScoreMessage(item.text, { contentMode: MODE_OF_AGE[item.age], source: item.style, at: index });
    perFile[item.set] ??= empty();
    for (const axis of RADAR_AXES) {
      const mine = score.contributions.filter((c) => c.axis === axis);
      const moved = Math.sign(mine.reduce((sum, c) => sum + c.direction * c.weight, 0));
      const want = item.expect[axis];
      const buckets = [perAxis[axis], perAge[item.age], perFile[item.set], total];
      if (want !== undefined) {
        for (const b of buckets) b.labelled += 1;
        if (moved === want) for (const b of buckets) b.right += 1;
        else misses.push({ kind: 'direction', item, axis, want, moved, phrases: mine.map((c) => c.phrase) });
      } else {
        for (const b of buckets) b.unlabelled += 1;
        if (moved === 0) for (const b of buckets) b.still += 1;
        else misses.push({ kind: 'unlabelled moved', item, axis, want: 0, moved, phrases: mine.map((c) => c.phrase) });
      }
    }
  });
  return { perAxis, perAge, perFile, total, misses };
}

const row = (name, b) => `${name.padEnd(18)} ${`${pct(b.right, b.labelled)} (${b.right}/${b.labelled})`.padEnd(22)} ${pct(b.still, b.unlabelled)} (${b.still}/${b.unlabelled})`;
const met = (b) => b.right / b.labelled >= GOALS.directions && b.still / b.unlabelled >= GOALS.unmoved;

function main() {
  const heldOut = options.holdout || options['holdout-file'] !== undefined;
  const folder = join(here, heldOut ? 'holdout' : 'sets');
  const available = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  let files = available;
  if (options['holdout-file'] !== undefined) {
    const wanted = options['holdout-file'].endsWith('.json') ? options['holdout-file'] : `${options['holdout-file']}.json`;
    if (!available.includes(wanted)) {
      console.error(`No held-out file ${wanted}; there are: ${available.join(', ')}`);
      return 2;
    }
    files = [wanted];
  }
  const { cases: all, problems } = casesLoad(folder, files);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }
  const cases = options.quick ? all.filter((_, index) => index % 4 === 0) : all;
  const labelled = cases.reduce((sum, item) => sum + Object.keys(item.expect).length, 0);
  console.log(`Radar eval — ${heldOut ? `HELD-OUT (${files.join(', ')})` : 'main set'}${options.quick ? ' (quick: every 4th case)' : ''}: ${cases.length} messages, ${labelled} labelled directions, ${cases.length * RADAR_AXES.length - labelled} unlabelled axes`);
  for (const age of AGES) console.log(`  ${age.padEnd(6)} ${cases.filter((item) => item.age === age).length} messages`);
  if (options.check) return 0;

  const { perAxis, perAge, perFile, total, misses } = evaluate(cases);
  console.log(`\n${'axis'.padEnd(18)} ${'directions right'.padEnd(22)} unlabelled left unmoved`);
  for (const axis of RADAR_AXES) console.log(row(axis, perAxis[axis]));
  console.log('\nby age band');
  for (const age of AGES) console.log(row(age, perAge[age]));
  console.log(`\nby file${heldOut ? ' (each held-out set is judged on its own)' : ''}`);
  for (const [file, b] of Object.entries(perFile)) console.log(`${row(file, b)}${heldOut ? `  ${met(b) ? 'goals met' : 'GOAL MISSED'}` : ''}`);
  const shown = options.verbose ? misses : misses.slice(0, 30);
  if (shown.length > 0) {
    console.log(`\nmisses (${misses.length}${shown.length < misses.length ? `, first ${shown.length}; --verbose for all` : ''})`);
    for (const miss of shown) console.log(`  ${miss.item.id.padEnd(18)} ${miss.kind.padEnd(17)} ${miss.axis} want ${miss.want} got ${miss.moved} ${miss.phrases.length ? `[${miss.phrases.join('; ')}] ` : ''}— ${miss.item.text}`);
  }
  const ok = met(total);
  console.log(`\nDirections right: ${pct(total.right, total.labelled)} (${total.right}/${total.labelled}, goal ≥ ${GOALS.directions * 100}%) · unlabelled axes unmoved: ${pct(total.still, total.unlabelled)} (${total.still}/${total.unlabelled}, goal ≥ ${GOALS.unmoved * 100}%) — ${ok ? 'goals met' : 'GOAL MISSED'}`);
  return ok ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error);
  process.exitCode = 2;
}
