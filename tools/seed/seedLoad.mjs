// The load seed (issue 20): fills an empty Grove database with a year of a large deployment — by
// default 100,000 accounts (a quarter of them families with 1–3 children), 2,000,000 chat messages
// (1,000,000 turns: chats, games and guided themes), 1,000,000 token ledger rows, trial records with
// their turns and suspicious clusters, rate-limit counters, journal entries, memories and feedback,
// safety flags, founders invitations, referral codes, referrals and seats — all set-based SQL
// (generate_series, one statement per table or per chunk), never one insert per row.
//
// Everything is derived from the row's number through hashint8, so two runs with the same options
// make the same data. Every figure an admin sees is consistent: each balance is the opening balance
// plus its ledger rows (reconciliation finds nothing), each charge is its turn's tokens, and the
// summary tables of migration 0017 are rebuilt from the facts at the end (their triggers are off
// while the facts are bulk-inserted, then on again).

import { sql } from 'kysely';

/** The defaults: the sizes issue 20's benchmark runs on. */
export const SEED_DEFAULTS = {
  accounts: 100_000,
  messages: 2_000_000,
  ledger: 1_000_000,
  days: 365,
  /** Trial records (device × IP); each has 1–4 trial turns. */
  trial: 50_000,
  journal: 200_000,
  memories: 300_000,
  feedback: 30_000,
  flags: 20_000,
  /** Turns per chunk of the message and usage inserts (PGlite holds a chunk in WASM memory). */
  chunk: 250_000,
};

const TURNS_PER_CONVERSATION = 5;
const OPENING_BALANCE = 1_000_000;
const GAMES = ['opposites', 'alphabet-chain', 'twenty-questions', 'riddles', 'beekeeping', 'bee-story', 'dragon-story', 'prompt-detective'];
const THEMES = ['stories', 'gardening', 'flowers', 'outdoor-trip', 'hiking', 'city-outing', 'meditation'];
const SAID = [
  'What is the tallest mountain in the world?',
  'Can you help me plan a picnic for Saturday?',
  'Tell me a fact about volcanoes',
  'How do bees make honey?',
  'What should I read next?',
  'Why is the sky blue?',
  'Give me three ideas for a rainy afternoon',
  'How many planets are there?',
  'What is a good bedtime routine?',
  'Can we play a word game?',
  'How do I grow tomatoes?',
  'What does a comet look like?',
];
const REPLIES = [
  'That is a great question! Here is what I know, in a few short steps.',
  'Let us think about it together: first, a little background, then some ideas.',
  'Here are three ideas you might enjoy. Tell me which one sounds best!',
  'Good thinking. The short answer is yes, and here is why.',
  'I love that idea. Shall we start with the first step?',
  'Here is a fun fact to begin with, and a question for you.',
  'Let me explain it simply, and you can ask me more after.',
  'What a lovely plan. Here is a checklist to make it easy.',
];
const JOURNAL = [
  'Today we went to the park and fed the ducks.',
  'Work was long, but the evening walk helped.',
  'I finished my drawing of a dragon and I am proud of it.',
  'We baked bread together and it smelled wonderful.',
  'I felt a bit tired today, so I read a book and rested.',
];
const MOODS = ['happy', 'calm', 'proud', 'excited', 'curious', 'tired', 'sad', 'worried'];
const CATEGORIES = ['bullying', 'self_harm', 'violence', 'personal_info', 'adult_content'];

/** A text[] literal of fixed words (no quotes inside them). */
function words(list) {
  return `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;
}

/** A pseudo-random, non-negative bigint of `expr` and a salt, the same on every run. */
function h(expr, salt) {
  return `abs(hashint8((${expr})::bigint * 1000003 + ${salt}))`;
}

/** The tables the seed fills, for `--force` (migration bookkeeping and the token packages stay). */
async function dataTables(db) {
  const { rows } = await sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely\\_%' and table_name not in ('token_packages')`.execute(db);
  return rows.map((row) => row.table_name);
}

/**
 * Fills `db` (migrated, empty unless `options.force`) and returns the row counts it made. `log`
 * receives one line per step with its time.
 */
export async function seedLoad(db, given = {}, log = () => undefined) {
  const o = { ...SEED_DEFAULTS, ...given };
  const now = new Date(given.now ?? Date.now());
  now.setUTCSeconds(0, 0);
  const NOW = `'${now.toISOString()}'::timestamptz`;
  const A = o.accounts;
  const T = Math.floor(o.messages / 2);
  const C = Math.ceil(T / TURNS_PER_CONVERSATION);
  const D = o.days;
  const started = performance.now();
  // One statement per call: PGlite's extended protocol takes no multi-statement text.
  const step = async (label, statements) => {
    const at = performance.now();
    for (const text of Array.isArray(statements) ? statements : [statements]) await sql.raw(text).execute(db);
    log(`${label.padEnd(44)} ${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s`);
  };

  const { rows: existing } = await sql`select exists (select 1 from users) as any`.execute(db);
  if (existing[0]?.any) {
    if (!o.force) throw new Error('The database already holds accounts: seed:load fills an empty one (pass --force to empty it first).');
    const tables = await dataTables(db);
    await step('emptying (--force)', `truncate table ${tables.map((name) => `"${name}"`).join(', ')} restart identity cascade`);
  }

  // The summaries are rebuilt from the facts at the end: no per-row trigger during the bulk insert.
  // (journal entries and memories get their band from the seed too: their band trigger is off with the rest).
  const TRIGGERED = ['token_ledger', 'usage_turns', 'journal_entries', 'memories'];
  await step('summary triggers off', TRIGGERED.map((table) => `alter table ${table} disable trigger user`));
  try {
    // ——— accounts and children ———
    await step(
      `users (${A})`,
      `insert into users (id, email, display_name, role, is_admin, created_at, last_login_at, settings, onboarding_status, onboarding_completed, onboarding_completed_at, free_access)
       select 'seed-u' || i, 'seed.user.' || i || '@example.org', 'Seed person ' || i,
         case when i % 4 = 0 then 'family_member' else 'standard_user' end, i = 1, created, created, '{}', onboarded, onboarded,
         case when onboarded then created + interval '10 minutes' end, i % 200 = 7
       from (select i, ${NOW} - interval '10 minutes' - (${h('i', 1)} % (${D} * 86400)) * interval '1 second' as created, ${h('i', 2)} % 10 < 8 as onboarded
             from generate_series(1, ${A}) i) s`,
    );
    await step(
      'children (families: 1–3 each)',
      `insert into child_accounts (id, parent_id, display_name, age, avatar, content_mode, pin_hash, created_at)
       select md5('ch' || s.n || '-' || k)::uuid::text, s.id, 'Child ' || k, a.age, null,
         case when a.age <= 8 then 'G' when a.age <= 14 then 'PG' else 'FULL' end, null, s.created_at + interval '5 minutes'
       from (select u.id, u.created_at, substr(u.id, 7)::int as n from users u where u.role = 'family_member') s
       cross join lateral generate_series(1, 1 + (${h('s.n', 4)} % 3)::int) k
       cross join lateral (select (4 + ${h('s.n * 3 + k', 3)} % 12)::int as age) a`,
    );
    await step('profiles (helper)', [
      `create table seed_profiles as
       select row_number() over (order by p.user_id, p.child_id nulls first)::int as n, p.* from (
         select u.id as user_id, null::text as child_id, 'adult'::text as band, u.created_at, u.free_access as free, substr(u.id, 7)::int as un from users u
         union all
         select c.parent_id, c.id, case when c.age <= 8 then '4-8' else '9-15' end, c.created_at, u.free_access, substr(u.id, 7)::int
         from child_accounts c join users u on u.id = c.parent_id
       ) p`,
      'alter table seed_profiles add primary key (n)',
    ]);
    const { rows: profileCount } = await sql`select count(*)::int as n from seed_profiles`.execute(db);
    const P = profileCount[0].n;

    // ——— conversations, turns, messages, usage ———
    await step(`conversations (${C}, helper)`, [
      `create table seed_conversations as
       select k, md5('c' || k)::uuid::text as id, p.user_id, p.child_id, p.band, p.free, p.un, x.kind,
         case x.kind when 'game' then (${words(GAMES)})[1 + (${h('k', 7)} % ${GAMES.length})::int]
                     when 'guided' then 'guided-' || (${words(THEMES)})[1 + (${h('k', 7)} % ${THEMES.length})::int] end as game,
         p.created_at + greatest(0, extract(epoch from (${NOW} - interval '10 minutes' - p.created_at))) * ((${h('k', 8)} % 1000000) / 1000000.0) * interval '1 second' as created_at
       from generate_series(1, ${C}) k
       join seed_profiles p on p.n = 1 + (${h('k', 6)} % ${P})::int
       cross join lateral (select case when ${h('k', 9)} % 100 < 80 then 'chat' when ${h('k', 9)} % 100 < 92 then 'game' else 'guided' end as kind) x`,
      'alter table seed_conversations add primary key (k)',
    ]);
    await step(`turns (${T}, helper)`, [
      `create table seed_turns as
       select j, c.id as conversation_id, c.user_id, c.child_id, c.band, c.kind, c.game, c.free, c.un, ((j - 1) % ${TURNS_PER_CONVERSATION})::int as r,
         c.created_at + ((j - 1) % ${TURNS_PER_CONVERSATION}) * interval '90 seconds' as at,
         (8 + ${h('j', 11)} % 40)::int as prompt, (40 + ${h('j', 12)} % 260)::int as completion,
         case when ${h('j', 13)} % 10 = 0 then 'llama3.2' else 'grove-builtin' end as model
       from generate_series(1, ${T}) j join seed_conversations c on c.k = (j - 1) / ${TURNS_PER_CONVERSATION} + 1`,
      'create index seed_turns_un_idx on seed_turns (un)',
    ]);
    await step(
      'conversations',
      `insert into conversations (id, user_id, child_id, title, kind, created_at, updated_at)
       select id, user_id, child_id, 'Seed conversation ' || k, kind, created_at, created_at + interval '6 minutes' from seed_conversations
       where k <= ${C}`,
    );
    for (let from = 1; from <= T; from += o.chunk) {
      const to = Math.min(T, from + o.chunk - 1);
      await step(
        `messages, turns ${from}–${to}`,
        `insert into chat_messages (id, seq, conversation_id, user_id, role, content, tokens_used, client_message_id, model_used, content_mode, meta, stopped, created_at)
         select md5('m' || (2 * t.j - 1 + x.a))::uuid::text, 2 * t.j - 1 + x.a, t.conversation_id, t.user_id,
           case x.a when 0 then 'user' else 'assistant' end,
           case x.a when 0 then (${words(SAID)})[1 + t.j % ${SAID.length}] else (${words(REPLIES)})[1 + t.j % ${REPLIES.length}] end,
           case x.a when 0 then t.prompt else t.completion end, null,
           case x.a when 1 then t.model end,
           case x.a when 1 then case t.band when 'adult' then 'FULL' when '4-8' then 'G' else 'PG' end end,
           case x.a when 1 then '{}'::jsonb end, false, t.at
         from seed_turns t cross join (values (0), (1)) as x(a) where t.j between ${from} and ${to}`,
      );
      await step(
        `usage, turns ${from}–${to}`,
        `insert into usage_turns (at, user_id, child_id, band, kind, game, model, prompt_tokens, completion_tokens, charged, opened, trial_device)
         select at, user_id, child_id, band, kind, coalesce(game, ''), model, prompt, completion, case when free then 0 else prompt + completion end, r = 0, null
         from seed_turns where j between ${from} and ${to}`,
      );
    }
    await step('message sequence', `select setval(pg_get_serial_sequence('chat_messages', 'seq'), ${Math.max(1, 2 * T)})`);

    // ——— founders: invitations, referral codes, referrals, seats ———
    const founders = Math.max(1, Math.floor(A / 200));
    await step(
      `founders invitations (${founders})`,
      `insert into invitation_codes (id, code, kind, owner_id, created_by, note, max_uses, uses, landings, expires_at, revoked_at, seat_from, seat_to, created_at)
       select md5('fc' || i)::uuid::text, translate(upper(substr(md5('fcode' || i), 1, 15)), '01', 'XY'), 'founders', null, 'seed-u1', 'Seed invitation ' || i,
         100, 0, (${h('i', 21)} % 300)::int, case when i % 10 = 0 then ${NOW} - interval '1 day' end, case when i % 17 = 0 then ${NOW} - interval '2 days' end,
         null, null, ${NOW} - (${h('i', 22)} % (${D} * 86400)) * interval '1 second'
       from generate_series(1, ${founders}) i`,
    );
    await step(
      'referral codes (one adult in five)',
      `insert into invitation_codes (id, code, kind, owner_id, created_by, note, max_uses, uses, landings, expires_at, revoked_at, seat_from, seat_to, created_at)
       select md5('rc' || u.id)::uuid::text, translate(upper(substr(md5('rcode' || u.id), 1, 15)), '01', 'XY'), 'referral', u.id, null, '', null, 0,
         (${h('substr(u.id, 7)::int', 23)} % 20)::int, null, null, null, null, u.created_at + interval '1 day'
       from users u where substr(u.id, 7)::int % 5 = 1 and u.created_at + interval '1 day' < ${NOW}`,
    );
    await step(
      'referrals (one adult in ten joined with a code)',
      `insert into referrals (id, code_id, kind, referrer_id, referee_id, status, flag_reasons, device_hash, ip_hash, joined_at, converted_at, reward_due_at, rewarded_at, referee_reward, referrer_reward)
       select md5('ref' || s.n)::uuid::text, c.id, 'referral', c.owner_id, s.id, s.status,
         case when s.status = 'withheld' then '["same_device"]'::jsonb else '[]'::jsonb end, null, null, s.created_at,
         case when s.status <> 'pending' then s.created_at + interval '3 days' end,
         case when s.status <> 'pending' then s.created_at + interval '10 days' end,
         case when s.status = 'rewarded' then s.created_at + interval '10 days' end,
         case when s.status = 'rewarded' then 100000 else 0 end, case when s.status = 'rewarded' then 100000 else 0 end
       from (select u.id, u.created_at, substr(u.id, 7)::int as n,
               case when ${h('substr(u.id, 7)::int', 24)} % 10 < 4 and u.created_at + interval '10 days' < ${NOW} then 'rewarded'
                    when ${h('substr(u.id, 7)::int', 24)} % 10 < 5 then 'converted' when ${h('substr(u.id, 7)::int', 24)} % 10 < 6 then 'withheld' else 'pending' end as status
             from users u where substr(u.id, 7)::int % 10 = 2 and not u.free_access) s
       join invitation_codes c on c.owner_id = 'seed-u' || (s.n - 1) and c.kind = 'referral'`,
    );
    await step('referral code uses', `update invitation_codes c set uses = r.n from (select code_id, count(*)::int as n from referrals group by code_id) r where r.code_id = c.id`);
    await step(
      'referral events (flagged attempts)',
      `insert into referral_events (id, reason, code_id, referrer_id, referee_id, referral_id, created_at)
       select md5('rev' || r.id)::uuid::text, (array['same_device', 'disposable_email', 'self_referral_email'])[1 + (${h('hashtext(r.id)', 25)} % 3)::int],
         r.code_id, r.referrer_id, r.referee_id, r.id, r.joined_at
       from referrals r where r.status = 'withheld'`,
    );
    await step(
      'founder seats',
      `insert into founder_seats (seat, user_id, code_id, joined_at)
       select row_number() over (order by u.created_at, u.id)::int, u.id, md5('fc' || (1 + substr(u.id, 7)::int % ${founders}))::uuid::text, u.created_at
       from users u where substr(u.id, 7)::int % 100 = 50`,
    );
    await step('founder joiners', `update users u set founders_invitation_code = c.code from founder_seats s join invitation_codes c on c.id = s.code_id where s.user_id = u.id`);

    // ——— the ledger: charges, purchases, referral rewards, goodwill and low-balance adjustments ———
    await step(
      'purchases',
      `insert into purchases (id, user_id, package_id, provider, status, stripe_session_id, tokens, price_cents, currency, created_at, credited_at)
       select md5('p' || s.n)::uuid::text, s.id, k.id, 'dev', 'credited', null, k.tokens, k.price_cents, k.currency, s.at, s.at
       from (select u.id, substr(u.id, 7)::int as n, least(u.created_at + interval '2 days', ${NOW} - interval '1 hour') as at,
               (array['seedling', 'grove', 'forest'])[1 + (${h('substr(u.id, 7)::int', 31)} % 3)::int] as package
             from users u where substr(u.id, 7)::int % 20 = 3 and not u.free_access) s
       join token_packages k on k.id = s.package`,
    );
    await step(
      'ledger rows (helper)',
      `create table seed_ledger as
       select md5('l' || j)::uuid::text as id, un, user_id, -(prompt + completion) as delta, 'chat'::text as reason, md5('m' || (2 * j))::uuid::text as reference, at as created_at
       from seed_turns where not free
       union all
       select 'lp-' || p.id, substr(p.user_id, 7)::int, p.user_id, p.tokens, 'purchase', p.id, p.credited_at from purchases p
       union all
       select 'lr-' || r.id, substr(r.referee_id, 7)::int, r.referee_id, r.referee_reward, 'referral', r.id, r.rewarded_at from referrals r where r.status = 'rewarded'
       union all
       select 'lR-' || r.id, substr(r.referrer_id, 7)::int, r.referrer_id, r.referrer_reward, 'referral', r.id, r.rewarded_at from referrals r where r.status = 'rewarded'`,
    );
    const { rows: ledgerSoFar } = await sql`select count(*)::int as n from seed_ledger`.execute(db);
    const lows = Math.floor(A / 50);
    const extra = Math.max(0, o.ledger - ledgerSoFar[0].n - lows);
    if (extra > 0) {
      await step(
        `goodwill credits (${extra}, to reach the ledger size)`,
        `insert into seed_ledger (id, un, user_id, delta, reason, reference, created_at)
         select 'lg-' || g.i, g.un, u.id, 100 + (${h('g.i', 41)} % 900)::int, 'adjustment', 'seed goodwill',
           u.created_at + greatest(0, extract(epoch from (${NOW} - interval '2 hours' - u.created_at))) * ((${h('g.i', 42)} % 1000000) / 1000000.0) * interval '1 second'
         from (select i, m, case when m % 200 = 7 then m - 1 else m end as un
               from (select i, (1 + ${h('i', 43)} % ${A})::int as m from generate_series(1, ${extra}) i) r) g
         join users u on u.id = 'seed-u' || g.un`,
      );
    }
    await step(
      `low balances (${lows} adjustments)`,
      `insert into seed_ledger (id, un, user_id, delta, reason, reference, created_at)
       select 'la-' || s.user_id, s.un, s.user_id, (10000 + ${h('s.un', 44)} % 39000) - (${OPENING_BALANCE} + coalesce(l.total, 0)), 'adjustment', 'seed low balance', ${NOW} - interval '1 hour'
       from (select user_id, un from seed_profiles where child_id is null and not free and un % 50 = 9) s
       left join (select user_id, sum(delta) as total from seed_ledger group by user_id) l on l.user_id = s.user_id`,
    );
    await step('ledger helper index', 'create index seed_ledger_un_idx on seed_ledger (un)');
    const userChunk = Math.max(1000, Math.floor(A / 5));
    for (let from = 1; from <= A; from += userChunk) {
      const to = Math.min(A, from + userChunk - 1);
      await step(
        `token_ledger, accounts ${from}–${to}`,
        `insert into token_ledger (id, user_id, delta, reason, reference, balance_after, created_at)
         select id, user_id, delta, reason, reference,
           ${OPENING_BALANCE} + sum(delta) over (partition by user_id order by created_at, id rows between unbounded preceding and current row), created_at
         from seed_ledger where un between ${from} and ${to}`,
      );
    }
    await step('balances from the ledger', `update users u set tokens_balance = ${OPENING_BALANCE} + s.total from (select user_id, sum(delta) as total from seed_ledger group by user_id) s where s.user_id = u.id`);
    await step('last purchase dates', `update users u set last_purchase_date = p.at from (select user_id, max(credited_at) as at from purchases group by user_id) p where p.user_id = u.id`);
    const today = `date_trunc('day', ${NOW} at time zone 'UTC') at time zone 'UTC'`;
    const month = `date_trunc('month', ${NOW} at time zone 'UTC') at time zone 'UTC'`;
    await step(
      'usage counters (today, this month)',
      `update users u set tokens_last_usage_at = s.last_at, last_chat_at = s.last_at,
         tokens_used_today = coalesce(s.today, 0), tokens_used_this_month = coalesce(s.month, 0)
       from (select user_id, max(at) as last_at, sum(prompt + completion) filter (where at >= ${today}) as today, sum(prompt + completion) filter (where at >= ${month}) as month
             from seed_turns group by user_id) s
       where s.user_id = u.id`,
    );
    // Some of today's users near their daily limit: a seventh at 100 %, a seventh at about 85 %.
    await step(
      'daily limits near today',
      `update users set daily_token_limit = case when substr(id, 7)::int % 7 = 0 then tokens_used_today else ceil(tokens_used_today / 0.85)::int end
       where tokens_used_today > 0 and substr(id, 7)::int % 7 in (0, 1) and not free_access`,
    );

    // ——— journal, memories, feedback, flags ———
    await step(
      `journal entries (${o.journal})`,
      `insert into journal_entries (id, user_id, child_id, profile_id, content, prompt_id, prompt_text, mood, tags, client_entry_id, safety_severity, safety_category, created_at, updated_at, band)
       select md5('j' || i)::uuid::text, p.user_id, p.child_id, coalesce(p.child_id, p.user_id), (${words(JOURNAL)})[1 + i % ${JOURNAL.length}], null, null,
         (${words(MOODS)})[1 + (${h('i', 51)} % ${MOODS.length})::int], '[]', null, null, null, at, at, p.band
       from generate_series(1, ${o.journal}) i
       join seed_profiles p on p.n = 1 + (${h('i', 52)} % ${P})::int
       cross join lateral (select p.created_at + greatest(0, extract(epoch from (${NOW} - interval '5 minutes' - p.created_at))) * ((${h('i', 53)} % 1000000) / 1000000.0) * interval '1 second' as at) x`,
    );
    await step(
      `memories (${o.memories})`,
      `insert into memories (id, user_id, child_id, profile_id, content, tags, source_conversation_id, source_message_index, source_kind, fact, created_at, updated_at, pinned, expires_at, approval, deleted_at, helpful_count, band)
       select md5('mem' || i)::uuid::text, p.user_id, p.child_id, coalesce(p.child_id, p.user_id), 'Likes ' || (${words(['kites', 'chess', 'dinosaurs', 'swimming', 'baking', 'space', 'drawing', 'football'])})[1 + i % 8], '["seed"]',
         null, null, 'manual', null, at, at, i % 40 = 0, null,
         case when p.child_id is not null and ${h('i', 61)} % 5 = 0 then 'pending' else 'approved' end,
         case when ${h('i', 62)} % 20 = 0 then at + interval '1 day' end, 0, p.band
       from generate_series(1, ${o.memories}) i
       join seed_profiles p on p.n = 1 + (${h('i', 63)} % ${P})::int
       cross join lateral (select p.created_at + greatest(0, extract(epoch from (${NOW} - interval '2 days' - p.created_at))) * ((${h('i', 64)} % 1000000) / 1000000.0) * interval '1 second' as at) x`,
    );
    await step(
      `memory feedback (${o.feedback})`,
      `insert into memory_feedback (id, memory_id, user_id, profile_id, feedback, created_at)
       select md5('mf' || i)::uuid::text, m.id, m.user_id, m.profile_id, (array['wrong', 'outdated', 'helpful', 'helpful'])[1 + (${h('i', 71)} % 4)::int], m.created_at + interval '1 day'
       from generate_series(1, ${o.feedback}) i join memories m on m.id = md5('mem' || (1 + ${h('i', 72)} % ${o.memories}))::uuid::text`,
    );
    await step(
      `safety flags (${o.flags})`,
      `insert into chat_flags (id, user_id, child_id, conversation_id, category, direction, content_mode, severity, layer, created_at, excerpt, message_id)
       select md5('f' || t.j)::uuid::text, t.user_id, t.child_id, t.conversation_id, (${words(CATEGORIES)})[1 + (${h('t.j', 81)} % ${CATEGORIES.length})::int], 'message',
         case t.band when 'adult' then 'FULL' when '4-8' then 'G' else 'PG' end,
         (array['info', 'concern', 'concern', 'urgent'])[1 + (${h('t.j', 82)} % 4)::int], 'offline', t.at,
         case when t.child_id is not null then 'A seeded sentence the filter caught.' end, md5('m' || (2 * t.j - 1))::uuid::text
       from seed_turns t order by ${h('t.j', 83)} limit ${o.flags}`,
    );

    // ——— the moderation tables of issue 20, part A (migration 0016), when the schema has them ———
    const { rows: moderation } = await sql`select to_regclass('admin_audit_log') is not null as present`.execute(db);
    if (moderation[0]?.present) {
      await step(
        'memory patterns',
        `insert into memory_patterns (id, kind, match, pattern, pattern_key, severity, note, active, created_by, created_at, updated_at)
         select md5('mp' || i)::uuid::text, case when i % 2 = 0 then 'never_remember' else 'flag_for_review' end, case when i % 3 = 0 then 'word' else 'phrase' end,
           'seed pattern ' || i, 'seed pattern ' || i, (array['low', 'medium', 'high'])[1 + i % 3], 'Seeded rule ' || i, i % 10 <> 0, 'seed-u1',
           ${NOW} - (i % 300) * interval '1 day', ${NOW} - (i % 30) * interval '1 day'
         from generate_series(1, 60) i`,
      );
      await step(
        `memory pattern hits (${Math.floor(o.memories / 60)})`,
        `insert into memory_pattern_hits (id, pattern_id, pattern, match, kind, severity, band, memory_id, created_at)
         select md5('mph' || i)::uuid::text, p.id, p.pattern, p.match, p.kind, p.severity,
           case when m.child_id is null then 'adult' when c.age <= 8 then '4-8' else '9-15' end,
           case when p.kind = 'flag_for_review' then m.id end, m.created_at
         from generate_series(1, ${Math.floor(o.memories / 60)}) i
         join memory_patterns p on p.id = md5('mp' || (1 + i % 60))::uuid::text
         join memories m on m.id = md5('mem' || (1 + ${h('i', 121)} % ${Math.max(1, o.memories)}))::uuid::text
         left join child_accounts c on c.id = m.child_id`,
      );
      await step(
        'flag resolutions (a third of the flags)',
        `insert into flag_resolutions (id, chat_flag_id, memory_feedback_id, pattern_hit_id, resolved_by, resolved_at, note)
         select md5('fr' || f.id)::uuid::text, f.id, null, null, 'seed-u1', f.created_at + interval '1 day', 'Seeded resolution: reviewed, no action needed.'
         from chat_flags f where ${h('hashtext(f.id)', 122)} % 3 = 0`,
      );
      const audits = Math.max(100, Math.floor(A / 5));
      await step(
        `admin audit log (${audits})`,
        `insert into admin_audit_log (id, admin_id, action, target_kind, target_id, family_id, reason, details, created_at)
         select md5('aud' || i)::uuid::text, 'seed-u1', x.action,
           case x.action when 'break_glass_read' then 'conversation' when 'role_change' then 'user' when 'daily_limit_change' then 'user'
             when 'code_create' then 'invitation' when 'code_revoke' then 'invitation' when 'flag_resolve' then 'flagged_item' else 'memory_pattern' end,
           'seed-target-' || i, case when x.action in ('break_glass_read', 'role_change', 'daily_limit_change') then 'seed-u' || (1 + ${h('i', 124)} % ${A}) end,
           case when x.action = 'break_glass_read' then 'Seeded review of a reported conversation.' end, '{}', ${NOW} - (${h('i', 125)} % (${D} * 86400)) * interval '1 second'
         from generate_series(1, ${audits}) i
         cross join lateral (select (array['role_change', 'daily_limit_change', 'code_create', 'code_revoke', 'pattern_create', 'pattern_update', 'flag_resolve', 'break_glass_read'])[1 + (${h('i', 123)} % 8)::int] as action) x`,
      );
    }

    // ——— the trial ———
    await step(
      `trial records (${o.trial})`,
      `insert into trial_usage (id, device_id, ip_address, ip_prefix, user_agent, tokens_used, first_used, last_used, is_active, hardware_info, browser_fingerprint, indexed_db_id)
       select s.device || '_' || s.ip, s.device, s.ip, grove_ip_prefix(s.ip), 'Mozilla/5.0 (seed)', s.tokens, s.first_used,
         least(s.first_used + (${h('i', 91)} % 72000) * interval '1 second', ${NOW} - interval '1 minute'), true,
         '', 'fp' || (i / 3), ''
       from (select i, 'seeddev' || i as device,
               case when i % 500 < 8 then '198.18.' || ((i / 500) % 256) || '.' || (i % 500 + 1)
                    else (1 + ${h('i', 92)} % 222) || '.' || (${h('i', 93)} % 256) || '.' || (${h('i', 94)} % 256) || '.' || (1 + ${h('i', 95)} % 254) end as ip,
               case when ${h('i', 96)} % 10 = 0 then 100000 else (${h('i', 97)} % 90000)::int end as tokens,
               case when i % 500 < 8 then ${NOW} - interval '1 hour' - ((i / 500) % ${D}) * interval '1 day' + (i % 500) * interval '5 minutes' - interval '1 hour'
                    else ${NOW} - interval '2 hours' - (${h('i', 98)} % (${D} * 86400)) * interval '1 second' end as first_used
             from generate_series(1, ${o.trial}) i) s`,
    );
    await step(
      'trial turns',
      `insert into usage_turns (at, user_id, child_id, band, kind, game, model, prompt_tokens, completion_tokens, charged, opened, trial_device)
       select t.first_used + k * interval '1 minute', null, null, 'trial', 'trial',
         case when ${h('hashtext(t.id) + k', 101)} % 10 = 0 then 'riddles' else '' end, 'grove-builtin', x.prompt, x.completion, x.prompt + x.completion, k = 0, t.device_id
       from trial_usage t cross join lateral generate_series(0, (${h('hashtext(t.id)', 105)} % 4)::int) k
       cross join lateral (select (8 + ${h('hashtext(t.id) + k', 102)} % 40)::int as prompt, (40 + ${h('hashtext(t.id) + k', 103)} % 260)::int as completion) x`,
    );
    await step(
      'rate-limit counters (open now)',
      `insert into rate_limits (key, hits, window_ends_at)
       select (array['trial-chat', 'trial-status', 'founders-public'])[1 + i % 3] || ':' || t.ip_address, 1 + (${h('i', 111)} % 30)::int, ${NOW} + interval '45 seconds'
       from (select ip_address, row_number() over (order by last_used desc, id) as i from trial_usage) t where t.i <= 300
       on conflict (key) do nothing`,
    );

    await step('summaries from the facts', 'select grove_admin_summaries_rebuild()');
  } finally {
    await step('summary triggers on', TRIGGERED.map((table) => `alter table ${table} enable trigger user`));
    await step('helper tables dropped', 'drop table if exists seed_ledger, seed_turns, seed_conversations, seed_profiles');
  }
  await step('vacuum analyze', 'vacuum analyze');

  const counts = {};
  for (const table of ['users', 'child_accounts', 'conversations', 'chat_messages', 'token_ledger', 'usage_turns', 'trial_usage', 'journal_entries', 'memories', 'memory_feedback', 'chat_flags', 'invitation_codes', 'referrals', 'purchases']) {
    const { rows } = await sql`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0].n;
  }
  return { seconds: (performance.now() - started) / 1000, counts, now: now.toISOString() };
}
