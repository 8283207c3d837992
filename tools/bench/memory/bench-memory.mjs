// Benchmarks @grove/memory's ranking (issue 15): the memories a chat turn gets from a profile's 200
// memories, timed per turn, cold (fresh memory objects each turn, as the API reads them from the
// database) and warm (the same objects again). Also times memoryAdd at the 200 limit and the timeline.
// Runs on the TypeScript sources (swc's register hook, the `@grove/source` condition).
//
//   npm run bench:memory
//   node --conditions=@grove/source --import @swc-node/register/esm-register tools/bench/memory/bench-memory.mjs [--turns N]
//
// Goal: ranking p95 ≤ 20 ms at 200 memories.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { memoryAdd, memoryRank, memoryTimeline } from '@grove/memory';

const { values: options } = parseArgs({ options: { turns: { type: 'string', default: '2000' } } });
const TURNS = Number(options.turns);
const GOAL_P95_MS = 20;
const NOW = Date.UTC(2025, 2, 14, 10);
const DAY = 86_400_000;

const SUBJECTS = ['dog', 'cat', 'sister', 'brother', 'football', 'piano', 'chess', 'dinosaurs', 'pizza', 'swimming', 'drawing', 'minecraft', 'lego', 'space', 'volcanoes', 'baking', 'running', 'guitar', 'maths', 'reading'];
const FORMS = ['Likes {s}', 'Has a {s} lesson on Friday', 'Favourite thing is {s}', 'Is learning about {s} at the moment', "Doesn't like {s} much", 'Wants to get better at {s}', 'Talked about {s} with grandma'];
const MESSAGES = [
  'I played football with my brother after school today and we won',
  'Can you help me with my maths homework about fractions?',
  'My dog keeps chewing my shoes, what should I do',
  'I am so excited for my piano lesson, I practised a lot',
  'Tell me a fact about volcanoes',
  'what should I draw today',
  'I feel a bit sad today',
  'We baked a chocolate cake with my sister and it was yummy',
];

function memories(seed) {
  return Array.from({ length: 200 }, (_, index) => {
    const subject = SUBJECTS[(index * 7 + seed) % SUBJECTS.length];
    const content = FORMS[index % FORMS.length].replace('{s}', subject) + (index % 3 === 0 ? ` and ${SUBJECTS[(index + 3) % SUBJECTS.length]}` : '');
    const at = NOW - (index % 90) * DAY;
    return {
      id: `m${index}`, profileId: 'p', content, tags: [subject], source: { kind: 'manual' }, createdAt: at, updatedAt: at,
      pinned: index % 50 === 0, expiresAt: null, approval: 'approved', deletedAt: null,
    };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function time(label, runs, body) {
  for (let index = 0; index < 50; index += 1) body(index);
  const times = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    body(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`${label.padEnd(44)} p50 ${p50.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   max ${times[times.length - 1].toFixed(3)} ms   (${runs} runs)`);
  return p95;
}

const warm = memories(0);
const coldP95 = time('memoryRank, 200 memories, cold (fresh objects)', TURNS, (index) => {
  memoryRank(memories(index), MESSAGES[index % MESSAGES.length], { now: NOW });
});
const coldBuild = time('  (of which building the 200 objects)', TURNS, (index) => {
  memories(index);
});
const warmP95 = time('memoryRank, 200 memories, warm (same objects)', TURNS, (index) => {
  memoryRank(warm, MESSAGES[index % MESSAGES.length], { now: NOW });
});
time('memoryAdd at the 200 limit (expires the oldest)', TURNS, (index) => {
  memoryAdd(warm, { content: `Likes thing ${index}`, tags: [], source: { kind: 'manual' } }, { profile: { profileId: 'p', contentMode: 'PG' }, now: NOW, idGenerate: () => `n${index}` });
});
time('memoryTimeline by week, 200 memories', TURNS, () => {
  memoryTimeline(warm, { unit: 'week', now: NOW, offsetMinutes: 60 });
});
const worst = Math.max(coldP95, warmP95);
console.log(`\nGoal: ranking p95 ≤ ${GOAL_P95_MS} ms at 200 memories — ${worst <= GOAL_P95_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(3)} ms; cold includes ${coldBuild.toFixed(3)} ms p95 of building the objects).`);
process.exitCode = worst <= GOAL_P95_MS ? 0 : 1;
