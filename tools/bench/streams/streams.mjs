// Streams under load (issue 22, item 3): hundreds of streaming chats held open at once against ONE
// built API process (builtin mentor, MENTOR_STREAM_DELAY_MS per word, so each stream lasts seconds),
// some of them stopped midway by the client. It samples the API process's memory (VmRSS) and open
// descriptors from /proc during the run, and checks that every stream completes with all its words and
// its final event, that each stopped stream is stored and charged as SPEC says for a stopped reply
// (only what was produced), and that the server lets go of everything afterwards (descriptors back to
// the baseline, no CPU spent while idle). Exits 1 when a check fails. See README.md.
//
//   node tools/bench/streams/streams.mjs           bounded form (npm test): one round of 500 streams
//   node tools/bench/streams/streams.mjs --long    long form: 10 rounds of 500 (memory must not grow round to round)
//
// Settings (env): STREAMS (500), STREAMS_ABORTED (100), STREAMS_ROUNDS, STREAMS_DELAY_MS (ms per word),
// STREAMS_PORT, STREAMS_PG_PORT, STREAMS_AUTH_PORT (free ports when unset).
import { existsSync } from 'node:fs';
import { apiCall, apiChatStream, apiClientClose } from '../../lib/apiClient.mjs';
import { BUILT_API_MAIN } from '../../lib/builtApi.mjs';
import { groveStackStart } from '../../lib/groveStack.mjs';
import { inspectorConnect } from '../../lib/inspectorClient.mjs';
import { freePort } from '../../lib/loopback.mjs';
import { checksCreate, clientMessageIdNew, tally } from '../cluster/loadKit.mjs';
import { median, percentile, procRead, procSampler, procSettled } from './procStats.mjs';

const long = process.argv.includes('--long');
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const opts = {
  streams: env('STREAMS', 500),
  aborted: env('STREAMS_ABORTED', 100),
  rounds: env('STREAMS_ROUNDS', long ? 10 : 1),
  // Long enough per word that a stream outlasts the start of all 500 (each start verifies its ID token,
  // which the Auth emulator answers one call at a time: seconds for 500).
  delayMs: env('STREAMS_DELAY_MS', 200),
  accounts: 50,
};
// A message whose builtin reply is long (a story of some hundred words), so a stream lasts seconds.
const MESSAGE = 'Tell me a short story about a brave little fox.';

/**
 * What memory may grow by while 500 streams are open, and what may stay after them (MB). Set from the
 * figures measured on this machine (README) with room for noise; a leak of a stream's buffers or
 * timers would pass these by far over rounds.
 */
const PEAK_BUDGET_MB = 400;
/**
 * What the JavaScript heap may hold after the streams, over the baseline, each read after a full
 * garbage collection (RSS itself follows V8's collection schedule: 300 MB up and down over ten rounds
 * with nothing kept). A stream that kept its buffers (~130 KB of RSS each at the peak) would hold
 * 65 MB a round of 500.
 */
const HEAP_AFTER_BUDGET_MB = 30;
const HEAP_GROWTH_BUDGET_MB = 10;
/** Idle means under this share of one core, in some 1 s window within IDLE_WAIT_S after the streams. */
const IDLE_CPU_PERCENT = 5;
const IDLE_WAIT_S = 15;

if (!existsSync(BUILT_API_MAIN)) {
  console.error(`${BUILT_API_MAIN} is missing: build the API first (npx nx run @grove/api:build).`);
  process.exit(1);
}

const checks = checksCreate();
const check = (name, ok, detail) => checks.check('streams', name, ok, detail);
const log = (line) => console.log(`  · ${line}`);
const mb = (value) => `${value.toFixed(0)} MB`;

/** Polls `test` every 100 ms until it holds, for at most `ms`; resolves whether it held. */
async function until(test, ms) {
  const end = Date.now() + ms;
  for (;;) {
    if (await test()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One round: `opts.streams` streams started at once, every (streams/aborted)th one stopped by the client
 * once it is midway and all the round's streams are open. Resolves the streams' outcomes and how many
 * were open at the same moment.
 */
async function round(base, accounts, fullTokens) {
  const abortEvery = opts.aborted > 0 ? Math.max(1, Math.floor(opts.streams / opts.aborted)) : Infinity;
  let open = 0;
  let opened = 0;
  let maxOpen = 0;
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: opts.streams }, async (_, i) => {
      const account = accounts[i % accounts.length];
      const stop = i % abortEvery === 0 && Math.floor(i / abortEvery) < opts.aborted;
      const half = Math.floor(fullTokens / 2);
      let isOpen = false;
      try {
        const out = await apiChatStream(base, {
          headers: account.auth,
          body: { userId: account.uid, message: MESSAGE, clientMessageId: clientMessageIdNew() },
          onOpen: () => {
            isOpen = true;
            open += 1;
            opened += 1;
            maxOpen = Math.max(maxOpen, open);
          },
          // Midway, and once every stream of the round is open (so the round holds them all at once),
          // but never later than four fifths of the way.
          abortWhen: stop ? (p) => p.tokens >= half && (opened === opts.streams || p.tokens >= Math.floor(fullTokens * 0.8)) : null,
        });
        return { i, account, stop, ...out };
      } catch (error) {
        return { i, account, stop, failed: error.message };
      } finally {
        if (isOpen) open -= 1;
      }
    }),
  );
  return { outcomes, maxOpen, seconds: (performance.now() - started) / 1000 };
}

/**
 * Idle readings after work: a full collection first (its own CPU is not the process's), then 1 s
 * windows until one spends under IDLE_CPU_PERCENT of a core, for at most IDLE_WAIT_S: the background
 * work a turn leaves (scoring, memories) may finish a moment after the last reply, while a leaked timer
 * or a loop would keep every window busy.
 */
async function idleReadings(inspector, pid, port) {
  const heap = await inspector.heapAfterGc();
  let proc = null;
  for (let second = 0; second < IDLE_WAIT_S; second += 1) {
    proc = await procSettled(pid, port, 1000);
    if (proc.cpuPercent < IDLE_CPU_PERCENT) return { ...proc, heap, idleAfterS: second };
  }
  return { ...proc, heap, idleAfterS: null };
}

let stack = null;
let inspector = null;
const runStarted = performance.now();
try {
  const inspectPort = await freePort();
  stack = await groveStackStart({
    // The inspector lets the test collect the API's garbage before reading its heap (idleReadings).
    nodeArgs: () => [`--inspect=127.0.0.1:${inspectPort}`],
    apis: 1,
    ports: {
      pg: process.env.STREAMS_PG_PORT ? Number(process.env.STREAMS_PG_PORT) : undefined,
      auth: process.env.STREAMS_AUTH_PORT ? Number(process.env.STREAMS_AUTH_PORT) : undefined,
      apis: process.env.STREAMS_PORT ? [Number(process.env.STREAMS_PORT)] : undefined,
    },
    env: { MENTOR_STREAM_DELAY_MS: String(opts.delayMs) },
  });
  const api = stack.apis[0];
  const base = api.url;
  console.log(
    `Grove stream test (${long ? 'long' : 'bounded'} form): ${opts.rounds} round(s) of ${opts.streams} streams (${opts.aborted} stopped midway) against ONE API process (pid ${api.pid}, PostgreSQL ${stack.pgVersion}), builtin mentor at ${opts.delayMs} ms per word`,
  );

  const accounts = [];
  for (let i = 0; i < opts.accounts; i += 10) {
    accounts.push(...(await Promise.all(Array.from({ length: Math.min(10, opts.accounts - i) }, () => stack.signUp(base, 'stream')))));
  }
  // Warm-up: one JSON turn per account at once (code paths compiled, pools filled), then one whole
  // stream alone: how many word chunks a reply has, its text, and how long a stream lasts unloaded.
  const warm = await Promise.all(
    accounts.map((account) => apiCall(base, { method: 'POST', path: '/api/chat', headers: account.auth, body: { userId: account.uid, message: MESSAGE, clientMessageId: clientMessageIdNew() } })),
  );
  if (!warm.every((w) => w.status === 200)) throw new Error(`a warm-up turn failed: ${JSON.stringify(warm.find((w) => w.status !== 200).body)}`);
  const alone = await apiChatStream(base, { headers: accounts[0].auth, body: { userId: accounts[0].uid, message: MESSAGE, clientMessageId: clientMessageIdNew() } });
  if (!alone.done) throw new Error(`the warm-up stream did not finish: ${JSON.stringify(alone)}`);
  const fullTokens = alone.tokens;
  const fullText = alone.done.response;
  const fullCost = alone.done.tokensUsed;
  // The builtin mind answers the same message the same way in a new conversation: then a stopped
  // reply must be the start of this one.
  const deterministic = warm.every((w) => w.body.response === fullText);
  // The client's pooled keep-alive connections go first: the baseline holds the API's own sockets only.
  apiClientClose();
  inspector = await inspectorConnect(inspectPort);
  const baseline = await idleReadings(inspector, api.pid, api.port);
  log(`reply: ${fullTokens} word chunks, ${fullText.length} characters, ${fullCost} tokens, the same for every account: ${deterministic}; a stream alone lasts ${(alone.ms / 1000).toFixed(1)} s, its first byte after ${alone.firstByteMs.toFixed(0)} ms`);
  log(`baseline (idle after warm-up): RSS ${mb(baseline.rssMb)}, ${baseline.fds} open descriptors (${baseline.sockets} sockets, ${baseline.connections} client connections), CPU ${baseline.cpuPercent.toFixed(1)} %; after a full collection the heap holds ${mb(baseline.heap.heapUsedMb)} (RSS ${mb(baseline.heap.rssMb)})`);

  const afterRounds = [];
  const sampler = procSampler(api.pid, api.port, 100);
  for (let r = 1; r <= opts.rounds; r += 1) {
    const before = procRead(api.pid, api.port);
    const fromSample = sampler.samples.length;
    const { outcomes, maxOpen, seconds } = await round(base, accounts, fullTokens);
    const completed = outcomes.filter((o) => !o.stop);
    const stopped = outcomes.filter((o) => o.stop);
    const roundPeak = sampler.samples.slice(fromSample);
    const peakRss = Math.max(...roundPeak.map((s) => s.rssMb));
    const peakFds = Math.max(...roundPeak.map((s) => s.fds));
    const peakSockets = Math.max(...roundPeak.map((s) => s.sockets));
    const peakConnections = Math.max(...roundPeak.map((s) => s.connections));

    // Every completed stream: status 200, every word chunk, the final event with the whole reply.
    const whole = completed.filter((o) => o.status === 200 && o.done && !o.error && o.done.stopped === false && o.text === o.done.response && o.tokens === fullTokens);
    const firstByte = outcomes.filter((o) => o.firstByteMs !== null && o.firstByteMs !== undefined).map((o) => o.firstByteMs);
    const durations = completed.filter((o) => o.done).map((o) => o.ms);
    log(
      `round ${r}: ${opts.streams} streams in ${seconds.toFixed(1)} s, ${maxOpen} open at once; first byte p50 ${percentile(firstByte, 50).toFixed(0)} ms, p95 ${percentile(firstByte, 95).toFixed(0)} ms; complete stream p50 ${(percentile(durations, 50) / 1000).toFixed(1)} s, p95 ${(percentile(durations, 95) / 1000).toFixed(1)} s, max ${(Math.max(...durations) / 1000).toFixed(1)} s; statuses ${JSON.stringify(tally(outcomes.map((o) => o.status ?? 'failed')))}`,
    );
    const cpu = (roundPeak.at(-1)?.cpuSeconds ?? before.cpuSeconds) - before.cpuSeconds;
    log(`round ${r}: the API process used ${cpu.toFixed(1)} s of CPU (${((cpu / seconds) * 100).toFixed(0)} % of one core over the round)`);
    log(`round ${r}: RSS ${mb(before.rssMb)} before → peak ${mb(peakRss)}; descriptors ${before.fds} → peak ${peakFds}, of which sockets ${before.sockets} → ${peakSockets}, client connections ${before.connections} → ${peakConnections}`);
    if (r === 1 || r === opts.rounds) {
      check(`round ${r}: all ${opts.streams} streams were open at the same moment`, maxOpen === opts.streams, `${maxOpen}`);
      check(`round ${r}: every unstopped stream completed — every word chunk and the final event`, whole.length === completed.length, `${whole.length} of ${completed.length}${completed.find((o) => !whole.includes(o))?.failed ? ` (${completed.find((o) => !whole.includes(o)).failed})` : ''}`);
    }

    // The stopped streams: the server notices the close, stops the mentor and stores what was produced.
    const conversationIds = stopped.map((o) => o.conversationId).filter(Boolean);
    const storedAll = await until(async () => {
      const { rows } = await stack.sql.query("select count(*)::int as n from chat_messages where conversation_id = any($1) and role = 'assistant'", [conversationIds]);
      return rows[0].n === stopped.length;
    }, 30_000);
    const { rows: stoppedRows } = await stack.sql.query(
      `select a.conversation_id, a.content, a.stopped, a.tokens_used as completion, u.tokens_used as prompt,
              (select coalesce(-sum(l.delta), 0)::int from token_ledger l where l.reference = a.id) as charged,
              (select count(*)::int from token_ledger l where l.reference = a.id) as charges
         from chat_messages a join chat_messages u on u.conversation_id = a.conversation_id and u.role = 'user'
        where a.conversation_id = any($1) and a.role = 'assistant'`,
      [conversationIds],
    );
    const byConversation = new Map(stoppedRows.map((row) => [row.conversation_id, row]));
    const asSpecSays = stopped.filter((o) => {
      const row = byConversation.get(o.conversationId);
      return (
        o.aborted &&
        row &&
        row.stopped === true &&
        // What the client saw is what was produced, or the start of it (a word may have gone out as the stop arrived).
        row.content.startsWith(o.text) &&
        (!deterministic || (fullText.startsWith(row.content) && row.content.length < fullText.length)) &&
        row.charges === 1 &&
        row.charged === row.prompt + row.completion &&
        row.charged < fullCost
      );
    });
    const charged = stoppedRows.map((row) => row.charged);
    log(
      `round ${r}: ${stopped.length} streams stopped midway (after ${median(stopped.map((o) => o.tokens))} of ${fullTokens} chunks, median); stored ${stoppedRows.length}, charged ${median(charged)} tokens each (median) of a whole reply's ${fullCost}`,
    );
    if (r === 1 || r === opts.rounds) {
      check(`round ${r}: each stopped stream is stored as stopped with what was produced, and charged only that`, storedAll && asSpecSays.length === stopped.length, `${asSpecSays.length} of ${stopped.length}`);
      // Completed streams: stored and charged what the final event said.
      const ids = completed.filter((o) => o.done).map((o) => o.done.messageId);
      const { rows: paid } = await stack.sql.query(
        "select a.id, (select coalesce(-sum(l.delta), 0)::int from token_ledger l where l.reference = a.id) as charged from chat_messages a where a.id = any($1) and a.role = 'assistant'",
        [ids],
      );
      const told = new Map(completed.filter((o) => o.done).map((o) => [o.done.messageId, o.done.tokensUsed]));
      check(`round ${r}: each completed stream is stored and charged what its final event said`, paid.length === ids.length && paid.every((p) => p.charged === told.get(p.id)), `${paid.length} of ${ids.length}`);
    }

    // Released: no client connection left on the API's port (every stream's socket closed), then idle
    // readings. (The API's other sockets — its database pool, firebase-admin's keep-alive calls to the
    // Auth emulator — are pools that size themselves; they are reported, not held to the baseline.)
    apiClientClose();
    const released = await until(() => (procRead(api.pid, api.port)?.connections ?? Infinity) <= baseline.connections, 15_000);
    const after = await idleReadings(inspector, api.pid, api.port);
    afterRounds.push(after);
    log(
      `round ${r}: after — heap ${mb(after.heap.heapUsedMb)} after a full collection (RSS ${mb(after.heap.rssMb)}), ${after.fds} descriptors (${after.sockets} sockets, ${after.connections} client connections), ` +
        (after.idleAfterS === null ? `still ${after.cpuPercent.toFixed(1)} % CPU after ${IDLE_WAIT_S} s` : `idle (${after.cpuPercent.toFixed(1)} % CPU) after ${after.idleAfterS} s`),
    );
    if (r === 1 || r === opts.rounds) check(`round ${r}: every stream's connection let go (client connections back to at most ${baseline.connections})`, released, `${after.connections}`);
  }
  const samples = sampler.stop();
  const peak = Math.max(...samples.map((s) => s.rssMb));
  const last = afterRounds.at(-1);
  console.log(
    `\nRSS of the API process: baseline ${mb(baseline.rssMb)}, peak ${mb(peak)} (+${mb(peak - baseline.rssMb)}), after ${mb(last.rssMb)} (+${mb(last.rssMb - baseline.rssMb)}); descriptors ${baseline.fds} → peak ${Math.max(...samples.map((s) => s.fds))} → ${last.fds}; client connections ${baseline.connections} → peak ${Math.max(...samples.map((s) => s.connections))} → ${last.connections}`,
  );
  check(`memory bounded: peak RSS within baseline + ${PEAK_BUDGET_MB} MB`, peak - baseline.rssMb <= PEAK_BUDGET_MB, `+${mb(peak - baseline.rssMb)}`);
  const heapKept = last.heap.heapUsedMb - baseline.heap.heapUsedMb;
  console.log(`heap after a full collection: baseline ${mb(baseline.heap.heapUsedMb)}, after each round ${afterRounds.map((a) => a.heap.heapUsedMb.toFixed(0)).join(', ')} MB`);
  check(`memory returns: the heap after a full collection within baseline + ${HEAP_AFTER_BUDGET_MB} MB`, heapKept <= HEAP_AFTER_BUDGET_MB, `${heapKept >= 0 ? '+' : ''}${mb(heapKept)}`);
  check(
    `no work left running: the idle API spends under ${IDLE_CPU_PERCENT} % of a core within ${IDLE_WAIT_S} s of the streams (no leaked timers)`,
    last.idleAfterS !== null,
    last.idleAfterS === null ? `${last.cpuPercent.toFixed(1)} %` : `${last.cpuPercent.toFixed(1)} % after ${last.idleAfterS} s`,
  );
  if (opts.rounds > 2) {
    // Rounds after the first should not keep adding memory: what a leak per stream would do.
    const growth = last.heap.heapUsedMb - afterRounds[1].heap.heapUsedMb;
    check(`no growth across rounds: the heap after the last round within ${HEAP_GROWTH_BUDGET_MB} MB of after the second`, growth <= HEAP_GROWTH_BUDGET_MB, `${growth >= 0 ? '+' : ''}${mb(growth)}`);
  }
  // The balance of an account after it all: the ledger says the same.
  const tokens = await apiCall(base, { path: `/api/tokens/${accounts[0].uid}`, headers: accounts[0].auth });
  const { rows } = await stack.sql.query('select 1000000 + coalesce(sum(delta), 0) as expected from token_ledger where user_id = $1', [accounts[0].uid]);
  check('balances still reconcile with the ledger', tokens.status === 200 && Number(rows[0].expected) === tokens.body.balance, `${tokens.body.balance}`);
} catch (error) {
  check(`the run itself: ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}`, false);
  console.error(error.stack);
  if (stack?.apis[0]?.stderr()) console.error(stack.apis[0].stderr());
} finally {
  apiClientClose();
  inspector?.close();
  await stack?.stop();
}
const failed = checks.failed();
console.log(`\n${checks.results.length - failed.length} of ${checks.results.length} checks passed in ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
for (const f of failed) console.log(`  FAIL ${f.name}${f.detail ? ` — ${f.detail}` : ''}`);
process.exit(failed.length === 0 ? 0 : 1);
