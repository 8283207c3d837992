// Benchmarks what a chat turn spends on memory in the API (issue 15: "retrieval p95 ≤ 20 ms at 200
// memories per profile"): `memoryForTurn` — the profile's memory switch and its 200 memories read from
// Postgres (PGlite in memory, or the server DATABASE_URL names), then ranked — timed per turn over
// everyday messages. Also times capturing a fact at the 200 limit (the transaction that may expire
// the oldest). Runs on the TypeScript sources (swc's register hook, the `@grove/source` condition).
//
//   npm run bench:memory-turn
//   node --conditions=@grove/source --import @swc-node/register/esm-register tools/bench/memory/bench-memory-turn.mjs [--turns N]
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { databaseOpen } from '../../../apps/api/src/db/database.ts';
import { memoryCaptureFacts, memoryForTurn } from '../../../apps/api/src/services/memories.ts';

const { values: options } = parseArgs({ options: { turns: { type: 'string', default: '500' } } });
const TURNS = Number(options.turns);
const GOAL_P95_MS = 20;
const DAY = 86_400_000;

const SUBJECTS = ['dog', 'cat', 'sister', 'brother', 'football', 'piano', 'chess', 'dinosaurs', 'pizza', 'swimming', 'drawing', 'minecraft', 'lego', 'space', 'volcanoes', 'baking', 'running', 'guitar', 'maths', 'reading'];
const FORMS = ['Likes {s}', 'Has a {s} lesson on Friday', 'Favourite thing is {s}', 'Is learning about {s} at the moment', "Doesn't like {s} much", 'Wants to get better at {s}'];
const MESSAGES = [
  'I played football with my brother after school today and we won',
  'Can you help me with my maths homework about fractions?',
  'My dog keeps chewing my shoes, what should I do',
  'Tell me a fact about volcanoes',
  'what should I draw today',
  'We baked a chocolate cake with my sister and it was yummy',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};
const ms = (value) => `${value.toFixed(2)} ms`;

const database = process.env.DATABASE_URL ? await databaseOpen({ url: process.env.DATABASE_URL }) : await databaseOpen({ dataDir: 'memory://' });
const { db } = database;
try {
  const uid = `bench-${randomUUID()}`;
  await db.insertInto('users').values({ id: uid, email: `${uid}@example.com`, display_name: 'Bench', role: 'family_member', settings: '{}' }).execute();
  const now = new Date();
  await db
    .insertInto('memories')
    .values(
      Array.from({ length: 200 }, (_, index) => {
        const subject = SUBJECTS[(index * 7) % SUBJECTS.length];
        const at = new Date(now.getTime() - (index % 90) * DAY);
        return {
          id: randomUUID(), user_id: uid, child_id: null, profile_id: uid, content: FORMS[index % FORMS.length].replace('{s}', subject),
          tags: JSON.stringify([subject]), source_kind: 'manual', created_at: at, updated_at: at, pinned: index % 50 === 0, expires_at: null, approval: 'approved',
        };
      }),
    )
    .execute();

  // Warm up the connection and the ranking's stemmer.
  for (let index = 0; index < 20; index += 1) await memoryForTurn(db, uid, MESSAGES[index % MESSAGES.length], now);
  const times = [];
  let chosen = 0;
  for (let index = 0; index < TURNS; index += 1) {
    const started = performance.now();
    const memories = await memoryForTurn(db, uid, MESSAGES[index % MESSAGES.length], now);
    times.push(performance.now() - started);
    chosen += memories.length;
  }
  const turn = summary(times);

  const owner = { profileId: uid, userId: uid, childId: null, contentMode: 'FULL' };
  const captureTimes = [];
  for (let index = 0; index < 50; index += 1) {
    const started = performance.now();
    await memoryCaptureFacts(db, owner, [{ kind: 'like', subject: `kites number ${String(index)}`, messageIndex: 0 }], { conversationId: '', offsetMinutes: 0 }, new Date(now.getTime() + index));
    captureTimes.push(performance.now() - started);
  }
  const capture = summary(captureTimes);

  console.log(`memory for a turn (${database.kind}, 200 memories, ${String(TURNS)} turns): p50 ${ms(turn.p50)}, p95 ${ms(turn.p95)}, max ${ms(turn.max)}; ${(chosen / TURNS).toFixed(1)} memories a turn`);
  console.log(`capture at the 200 limit (50 facts): p50 ${ms(capture.p50)}, p95 ${ms(capture.p95)}, max ${ms(capture.max)}`);
  const met = turn.p95 <= GOAL_P95_MS;
  console.log(`goal p95 ≤ ${String(GOAL_P95_MS)} ms: ${met ? 'met' : 'NOT met'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  await database.close();
}
