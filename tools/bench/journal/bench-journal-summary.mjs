// Benchmarks @grove/journal's offline weekly summary (issue 16, point 3): journalSummaryOf over a week of
// 10 entries of 10,000 characters each (the most a summary reads, each entry at the API's limit), in
// every content mode. The first call of the process is timed on its own (cold: compromise and the safety
// classifier warm up on it), then the rest as p50/p95/max. Runs on the TypeScript sources (swc's register
// hook, the `@grove/source` condition).
//
//   npm run bench:journal
//   node --conditions=@grove/source --import @swc-node/register/esm-register tools/bench/journal/bench-journal-summary.mjs [--runs N]
//
// Goal: every summary ≤ 1000 ms, the cold one included.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { journalSummaryOf } from '@grove/journal';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Number(options.runs);
const GOAL_MS = 1000;
const ENTRY_CHARS = 10_000;
const ENTRIES = 10;
const WEEK_START = Date.UTC(2026, 10, 23);
const NOW = Date.UTC(2026, 10, 29, 19);
const MOODS = ['happy', 'tired', 'worried', null, 'calm', 'excited', null, 'proud', 'sad', 'happy'];

// Sentences of the kind people write, for children and adults; each entry walks them in its own order,
// so the ten entries differ and share themes the way a real week does.
const SENTENCES = [
  'Today at school we worked on the science project about volcanoes and my friend helped me paint it.',
  'After school I played football in the park with my brother until it got dark.',
  'My sister made pancakes for breakfast and we laughed about the dog stealing one.',
  'The maths test was harder than I expected, but I think I did all right in the end.',
  'We went to the library and I found a book about dinosaurs with amazing pictures.',
  'Work was busy again: three meetings back to back and the quarterly report still not finished.',
  'I stayed late to fix the slides, then walked home through the rain feeling tired but calm.',
  'On Saturday we took the kids to the seaside and built the biggest sandcastle on the beach.',
  'Grandma called in the evening and told me stories about when she was little.',
  'I felt a bit worried before the drama rehearsal, but it went really well and everyone clapped.',
  'My best friend and I had a silly argument at lunch, and we made up by the end of the day.',
  'The garden looked lovely this morning, with frost on the grass and birds on the feeder.',
  'I practised the piano for half an hour and finally got the tricky part of the song right.',
  'We cooked dinner together and tried a new recipe with lentils, which was surprisingly good.',
  'I went for a long run by the river and felt much better afterwards.',
  'My manager liked the forecast, which was a relief after such a long week.',
];

function entryText(seed) {
  const parts = [];
  let length = 0;
  for (let index = 0; length < ENTRY_CHARS; index += 1) {
    const sentence = SENTENCES[(index * 7 + seed * 3) % SENTENCES.length];
    parts.push(sentence);
    length += sentence.length + 1;
  }
  return parts.join(' ').slice(0, ENTRY_CHARS);
}

function week(seed) {
  return Array.from({ length: ENTRIES }, (_, index) => ({
    id: `e${seed}-${index}`,
    content: entryText(seed + index),
    mood: MOODS[index],
    createdAt: WEEK_START + Math.floor((index * 7) / ENTRIES) * 86_400_000 + (9 + index) * 3_600_000,
    promptText: null,
  }));
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const weeks = Array.from({ length: RUNS + 1 }, (_, seed) => week(seed));
const chars = weeks[0].reduce((sum, entry) => sum + entry.content.length, 0);
let worst = 0;
let sample = null;

const coldStart = performance.now();
journalSummaryOf(weeks[0], { contentMode: 'PG', now: NOW, offsetMinutes: 0 });
const cold = performance.now() - coldStart;
worst = Math.max(worst, cold);
console.log(`${'journalSummaryOf, cold (first call, PG)'.padEnd(48)} ${cold.toFixed(1)} ms   (${ENTRIES} entries, ${chars} characters)`);

for (const contentMode of ['G', 'PG', 'FULL']) {
  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const start = performance.now();
    const summary = journalSummaryOf(weeks[run], { contentMode, now: NOW, offsetMinutes: 0 });
    times.push(performance.now() - start);
    if (contentMode === 'FULL' && run === 1) sample = summary;
  }
  times.sort((a, b) => a - b);
  worst = Math.max(worst, times[times.length - 1]);
  const label = `journalSummaryOf, warm, ${contentMode}`;
  console.log(`${label.padEnd(48)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${times[times.length - 1].toFixed(1)} ms   (${RUNS} runs)`);
}

console.log(`\nA FULL summary of one such week: ${sample?.text}`);
console.log(`\nGoal: every summary ≤ ${GOAL_MS} ms for ${ENTRIES} entries of ${ENTRY_CHARS.toLocaleString('en')} characters — ${worst <= GOAL_MS ? 'met' : 'NOT met'} (slowest ${worst.toFixed(1)} ms).`);
process.exitCode = worst <= GOAL_MS ? 0 : 1;
