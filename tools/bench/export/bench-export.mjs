// Benchmarks issue 18's export (point 5: "within 60 s for a family with a year of daily use"): seeds
// a family — a parent and two children (6 and 12) — with a year of daily use straight into the API's
// database (PGlite in memory, or the server DATABASE_URL names), through the API's own database module:
// about 3 chat turns a day for each child and one for the parent, a journal entry most days, a weekly
// journal summary, memories, a radar score for every message and entry with the weekly radar records,
// a few safety flags and the token ledger of every turn. Then times the exports through the real app
// (buildApp + inject: the routes, the permission checks, the serialisation) — the family's and one
// child's, as JSON and as Markdown — and, last, deleting the whole account. Runs on the TypeScript
// sources (swc's register hook, the `@grove/source` condition). Prints figures; it is no test.
//
//   npm run bench:export
//   node --conditions=@grove/source --import @swc-node/register/esm-register tools/bench/export/bench-export.mjs [--days 365] [--runs 3]
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { radarScoreMessage, radarWeekKey, radarWeekScores, radarWeekStart } from '@grove/radar';
import { buildApp } from '../../../apps/api/src/app.ts';
import { configFromEnv } from '../../../apps/api/src/config.ts';
import { databaseOpen } from '../../../apps/api/src/db/database.ts';
import { accountDeleteEverywhere } from '../../../apps/api/src/services/deletion.ts';

const { values: options } = parseArgs({ options: { days: { type: 'string', default: '365' }, runs: { type: 'string', default: '3' } } });
const DAYS = Number(options.days);
const RUNS = Number(options.runs);
const GOAL_MS = 60_000;
const DAY = 86_400_000;
const TOKEN = 'bench-export-token';

const CHILD_SAYS = [
  'I played football with my friends after school and we won',
  'Can you help me with my maths homework about fractions?',
  "I didn't sleep well because of a bad dream",
  'We baked a chocolate cake with my sister and it was yummy',
  'Tell me a fact about volcanoes',
  'I felt sad today because my friend was not nice to me',
  "I'm proud of my drawing of a dragon",
  'what should I draw today',
  'I went swimming and I was so tired after',
  'My dog keeps chewing my shoes, what should I do',
];
const PARENT_SAYS = [
  'Work was long today and I could not focus in the afternoon',
  'Any ideas for a quick family dinner?',
  'I went for a run by the river this morning and felt great',
  'How do I help my kids get to bed on time?',
];
const REPLY =
  "That sounds like quite a day! Thank you for telling me. Here is a thought to try next: take a slow breath, notice one thing you enjoyed, and tell me more about it if you'd like. I'm here to listen and help whenever you want.";
const JOURNAL = [
  'Today I went running with my sister before school and then we had pancakes. Maths was hard and I kept getting distracted but I finished all my homework before dinner.',
  'I felt a bit lonely at lunch because my best friend was away. In the afternoon we did painting and I made a picture of our garden with bees.',
  'We went to the park and I climbed the big tree. I slept really well after.',
];
const MEMORIES = ['Likes {s}', 'Has a {s} lesson on Friday', 'Favourite thing is {s}', 'Is learning about {s} at the moment'];
const SUBJECTS = ['football', 'piano', 'dinosaurs', 'swimming', 'drawing', 'lego', 'space', 'volcanoes', 'baking', 'reading', 'chess', 'bees'];

const pick = (list, index) => list[index % list.length];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const sizeOf = (bytes) => (bytes > 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`);

async function insertAll(db, table, rows) {
  // In slices: PostgreSQL takes at most 65535 parameters a statement.
  for (let start = 0; start < rows.length; start += 500) await db.insertInto(table).values(rows.slice(start, start + 500)).execute();
}

const database = process.env.DATABASE_URL ? await databaseOpen({ url: process.env.DATABASE_URL }) : await databaseOpen({ dataDir: 'memory://' });
const { db } = database;
const uid = `bench-${randomUUID()}`;
const now = new Date();
const verifier = {
  async verify(token) {
    if (token !== TOKEN) throw new Error('not the bench token');
    return { uid, email: `${uid}@example.com`, emailVerified: true, name: 'Bench Parent' };
  },
  close: async () => undefined,
};
const app = await buildApp({
  config: configFromEnv({ NODE_ENV: 'test', MENTOR_PROVIDER: 'builtin' }),
  version: 'bench',
  db,
  databaseKind: database.kind,
  verifier,
  mailer: { send: async () => undefined, close: () => undefined },
  now: () => now,
});

try {
  // ——— seed ———
  const seedStarted = performance.now();
  await db.insertInto('users').values({ id: uid, email: `${uid}@example.com`, display_name: 'Bench Parent', role: 'family_member', settings: '{}' }).execute();
  const children = [
    { id: randomUUID(), name: 'Pip', age: 6, mode: 'G' },
    { id: randomUUID(), name: 'Max', age: 12, mode: 'PG' },
  ];
  await insertAll(
    db,
    'child_accounts',
    children.map((child) => ({ id: child.id, parent_id: uid, display_name: child.name, age: child.age, content_mode: child.mode, pin_hash: null, created_at: new Date(now.getTime() - (DAYS + 1) * DAY) })),
  );
  const profiles = [
    { profileId: uid, childId: null, mode: 'FULL', turns: 1, says: PARENT_SAYS, journalEvery: 2 },
    ...children.map((child) => ({ profileId: child.id, childId: child.id, mode: child.mode, turns: 3, says: CHILD_SAYS, journalEvery: 1 })),
  ];
  const rows = { conversations: [], chat_messages: [], token_ledger: [], journal_entries: [], journal_summaries: [], memories: [], radar_message_scores: [], weekly_radar_scores: [], chat_flags: [] };
  let balance = 1_000_000;
  let turn = 0;
  for (const profile of profiles) {
    const scored = [];
    for (let day = DAYS; day >= 1; day -= 1) {
      const dayStart = now.getTime() - day * DAY;
      const conversationId = randomUUID();
      const opened = new Date(dayStart + 16 * 3_600_000);
      rows.conversations.push({ id: conversationId, user_id: uid, child_id: profile.childId, title: pick(profile.says, day).slice(0, 60), kind: 'chat', created_at: opened, updated_at: opened });
      for (let index = 0; index < profile.turns; index += 1) {
        turn += 1;
        const at = new Date(opened.getTime() + index * 120_000);
        const text = pick(profile.says, day * 7 + index);
        const userMessageId = randomUUID();
        const replyId = randomUUID();
        rows.chat_messages.push(
          { id: userMessageId, conversation_id: conversationId, user_id: uid, role: 'user', content: text, tokens_used: 30, client_message_id: null, created_at: at },
          { id: replyId, conversation_id: conversationId, user_id: uid, role: 'assistant', content: REPLY, tokens_used: 90, client_message_id: null, model_used: 'grove-builtin', content_mode: profile.mode, meta: JSON.stringify({ tone: 'warm' }), created_at: at },
        );
        balance -= 120;
        rows.token_ledger.push({ id: randomUUID(), user_id: uid, delta: -120, reason: 'chat', reference: replyId, balance_after: balance, created_at: at });
        const score = radarScoreMessage(text, { contentMode: profile.mode, source: 'chat', at: at.getTime() });
        scored.push({ ...score, at: at.getTime(), source: 'chat', messageId: userMessageId });
        rows.radar_message_scores.push({
          id: randomUUID(), user_id: uid, child_id: profile.childId, profile_id: profile.profileId, source: 'chat', source_id: userMessageId, content_mode: profile.mode, at,
          metrics: JSON.stringify(score.metrics), tags: JSON.stringify(score.tags), contributions: JSON.stringify(score.contributions), valence: score.valence,
        });
        if (turn % 97 === 0) {
          rows.chat_flags.push({ id: randomUUID(), user_id: uid, child_id: profile.childId, conversation_id: conversationId, category: 'bullying', direction: 'message', content_mode: profile.mode, severity: 'concern', created_at: at });
        }
      }
      // A journal entry most days (six days in seven for a child, every other day for the parent).
      if (day % 7 !== 0 && day % profile.journalEvery === 0) {
        const at = new Date(dayStart + 20 * 3_600_000);
        const id = randomUUID();
        const content = pick(JOURNAL, day);
        rows.journal_entries.push({ id, user_id: uid, child_id: profile.childId, profile_id: profile.profileId, content, mood: 'happy', tags: '[]', created_at: at, updated_at: at });
        const score = radarScoreMessage(content, { contentMode: profile.mode, source: 'journal', at: at.getTime() });
        scored.push({ ...score, at: at.getTime(), source: 'journal', messageId: id });
        rows.radar_message_scores.push({
          id: randomUUID(), user_id: uid, child_id: profile.childId, profile_id: profile.profileId, source: 'journal', source_id: id, content_mode: profile.mode, at,
          metrics: JSON.stringify(score.metrics), tags: JSON.stringify(score.tags), contributions: JSON.stringify(score.contributions), valence: score.valence,
        });
      }
      if (day % 6 === 0) {
        const at = new Date(dayStart + 17 * 3_600_000);
        rows.memories.push({
          id: randomUUID(), user_id: uid, child_id: profile.childId, profile_id: profile.profileId, content: pick(MEMORIES, day).replace('{s}', pick(SUBJECTS, day)),
          tags: JSON.stringify([pick(SUBJECTS, day)]), source_kind: 'manual', created_at: at, updated_at: at, pinned: day % 60 === 0, expires_at: null, approval: 'approved',
        });
      }
    }
    for (let week = radarWeekStart(now.getTime() - DAYS * DAY); week <= now.getTime(); week += 7 * DAY) {
      const computed = radarWeekScores(scored, { weekStart: week });
      if (computed.messageCount === 0) continue;
      const axes = Object.fromEntries(Object.entries(computed.axes).map(([axis, value]) => [axis, value.score]));
      rows.weekly_radar_scores.push({ profile_id: profile.profileId, user_id: uid, child_id: profile.childId, week_start: radarWeekKey(week), axes: JSON.stringify(axes), source_tags: JSON.stringify(computed.sourceTags), is_synthetic: false, timestamp: new Date(week + 7 * DAY) });
      rows.journal_summaries.push({
        id: randomUUID(), user_id: uid, child_id: profile.childId, profile_id: profile.profileId, week_start: new Date(week), week_end: new Date(week + 7 * DAY), themes: JSON.stringify(computed.sourceTags.slice(0, 3)),
        mood_trend: 'steady', observation: 'A steady week with school, play and family.', text: 'This week you wrote about running, painting and time with your family. You noticed that sleep helps you feel better.',
        entry_count: 6, status: 'approved', made_by: 'grove-builtin', created_at: new Date(week + 7 * DAY), updated_at: new Date(week + 7 * DAY),
      });
    }
  }
  for (const [table, list] of Object.entries(rows)) await insertAll(db, table, list);
  const seedMs = performance.now() - seedStarted;
  const counts = Object.entries(rows).map(([table, list]) => `${table} ${String(list.length)}`).join(', ');
  console.log(`seeded ${String(DAYS)} days of a family (parent + 2 children) on ${database.kind} in ${seconds(seedMs)}: ${counts}`);

  // ——— export through the app ———
  const exports = [
    { label: 'family, JSON', url: `/api/users/${uid}/export?format=json` },
    { label: 'family, Markdown', url: `/api/users/${uid}/export?format=md` },
    { label: `one child (${children[1].name}), JSON`, url: `/api/children/${children[1].id}/export?format=json` },
    { label: `one child (${children[1].name}), Markdown`, url: `/api/children/${children[1].id}/export?format=md` },
  ];
  let slowest = 0;
  for (const item of exports) {
    const times = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: item.url, headers: { authorization: `Bearer ${TOKEN}` } });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${item.url}: ${String(res.statusCode)} ${res.body.slice(0, 300)}`);
      bytes = Buffer.byteLength(res.body);
    }
    const worst = Math.max(...times);
    slowest = Math.max(slowest, worst);
    console.log(`export ${item.label.padEnd(26)} best ${seconds(Math.min(...times))}   worst ${seconds(worst)}   ${sizeOf(bytes)}   (${String(RUNS)} runs)`);
  }

  // ——— deleting the account (every table, one transaction) ———
  const deleteStarted = performance.now();
  const removed = await accountDeleteEverywhere(db, {}, uid);
  const total = Object.values(removed ?? {}).reduce((sum, n) => sum + n, 0);
  console.log(`delete the account: ${seconds(performance.now() - deleteStarted)} (${String(total)} rows)`);

  const met = slowest <= GOAL_MS;
  console.log(`\nGoal: an export of a family with a year of daily use within ${seconds(GOAL_MS)} — ${met ? 'met' : 'NOT met'} (slowest export ${seconds(slowest)}).`);
  process.exitCode = met ? 0 : 1;
} finally {
  await app.close();
  await database.close();
}
