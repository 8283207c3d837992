// Benchmarks Grove's builtin mind (issue 14, point 10): how long a builtin reply takes with the
// knowledge search, maths, WordNet and the thread included, what the mind costs the API at start-up
// and in resident memory, and says whether the goals hold.
//
// Part 1 runs in this process on the TypeScript sources (swc's register hook, the `@grove/source`
// condition — the same code the API bundles): it loads @grove/mentor and the API's WordNet reader,
// warms the mind as the API does, then composes replies to every turn of the mentor evaluation's sets
// (tools/eval/mentor/sets, each with its conversation so far) plus a fixed list, timing each one.
// Part 2 starts the BUILT API (apps/api/dist/main.js, builtin mentor, PGlite in a temporary folder)
// a few times and measures the time until /system/status answers and its resident memory after three
// anonymous trial turns (knowledge, maths, a word from WordNet); with --baseline DIR it does the same for another checkout's built API
// (e.g. a worktree of the commit before the mind) and prints the growth.
//
//   npm run bench:mentor                       # builds the API, then both parts
//   node --conditions=@grove/source --import @swc-node/register/esm-register tools/bench/mentor/bench-mentor.mjs [--baseline DIR] [--runs N]
//
// Goals: reply p95 ≤ 20 ms; start-up growth ≤ 1 s and RSS growth ≤ 150 MB against the baseline.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../../lib/loopback.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { values: options } = parseArgs({ options: { baseline: { type: 'string' }, runs: { type: 'string', default: '3' }, 'skip-api': { type: 'boolean', default: false } } });
const GOALS = { replyP95Ms: 20, startupGrowthMs: 1000, rssGrowthMb: 150 };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const fixed = (value, digits = 2) => value.toFixed(digits);

/** Conversations to time: every eval case's turns in order, and a fixed list of single messages. */
function conversations() {
  const list = [];
  const setsDir = join(root, 'tools/eval/mentor/sets');
  if (existsSync(setsDir)) {
    for (const file of readdirSync(setsDir).filter((name) => name.endsWith('.json'))) {
      const data = JSON.parse(readFileSync(join(setsDir, file), 'utf8'));
      for (const item of Array.isArray(data) ? data : data.cases ?? []) if (Array.isArray(item.turns)) list.push(item.turns);
    }
  }
  for (const message of [
    'What is a volcano?', 'how does the heart work', 'what is 3 plus 4', 'what is 1/2 + 1/3?', 'What does enormous mean?', 'tell me a story about a lighthouse',
    'What is the capital of France?', 'why is the sky blue', 'what is 15% of 80', 'convert 5 km to miles', 'another word for happy', 'I feel sad today',
    'give me tips for sleeping better', 'what can you do?', 'who invented the telephone?', 'how many legs does a spider have', 'hello!', 'I had a great day at the park',
  ]) list.push([message]);
  return list;
}

async function partReplies() {
  const rssBefore = process.memoryUsage().rss;
  const loadStart = performance.now();
  const mentor = await import('@grove/mentor');
  const { wordnetLookupCreate } = await import(join(root, 'apps/api/src/services/wordnet.ts'));
  const loadMs = performance.now() - loadStart;
  const warmStart = performance.now();
  const words = wordnetLookupCreate();
  const topics = mentor.mentorMindWarm();
  words.senses('warm');
  const warmMs = performance.now() - warmStart;
  const rssAfter = process.memoryUsage().rss;
  const times = [];
  for (const mode of ['G', 'PG', 'FULL']) {
    for (const turns of conversations()) {
      const history = [];
      for (const message of turns) {
        const start = performance.now();
        const reply = mentor.mentorBuiltinReply({ message, contentMode: mode, context: history.slice(-4), conversation: history, displayName: 'Sam', words });
        times.push(performance.now() - start);
        history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      }
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(`builtin replies: ${times.length} in G, PG and FULL; p50 ${fixed(percentile(times, 50))} ms, p95 ${fixed(p95)} ms, p99 ${fixed(percentile(times, 99))} ms, max ${fixed(times[times.length - 1])} ms (goal p95 ≤ ${GOALS.replyP95Ms} ms)`);
  console.log(`mind in process: modules ${fixed(loadMs, 0)} ms, warm-up (index of ${topics} topics, countries, WordNet) ${fixed(warmMs, 0)} ms, RSS +${fixed((rssAfter - rssBefore) / 2 ** 20, 0)} MB`);
  return { p95 };
}

/** Resolves once `url` answers 2xx, polling every 10 ms (finer than loopback's waitFor, for timing). */
async function statusWait(url) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/** Starts a built API `runs` times: the median time to its first status answer and its RSS then. */
async function apiMeasure(apiDir, runs) {
  const main = join(apiDir, 'dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build that API first`);
  const startups = [];
  const rss = [];
  for (let run = 0; run < runs; run += 1) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'grove-bench-mentor-'));
    const env = { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', GROVE_DATA_DIR: dataDir, MENTOR_PROVIDER: 'builtin', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', FIREBASE_PROJECT_ID: 'demo-grove' };
    const start = performance.now();
    const child = spawn(process.execPath, [main], { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await Promise.race([statusWait(`http://127.0.0.1:${port}/system/status`), exited.then((code) => Promise.reject(new Error(`the API exited (${code}): ${stderr}`)))]);
    startups.push(performance.now() - start);
    // Memory once the mind has worked: anonymous trial turns that search the knowledge bank, count and
    // read WordNet (its index maps load on the first word question).
    for (const message of ['What is a volcano?', 'what is 1/2 + 1/3?', 'What does enormous mean?']) {
      const res = await fetch(`http://127.0.0.1:${port}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': `bench-${run}` },
        body: JSON.stringify({ userId: 'trial_user', message }),
      });
      if (!res.ok) throw new Error(`a trial turn failed: ${res.status} ${await res.text()}`);
    }
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { startupMs: median(startups), rssMb: median(rss) };
}

async function partApi() {
  const runs = Number(options.runs);
  const now = await apiMeasure(join(root, 'apps/api'), runs);
  console.log(`API start-up: ${fixed(now.startupMs, 0)} ms to the first /system/status answer, RSS ${fixed(now.rssMb, 0)} MB (median of ${runs})`);
  if (!options.baseline) return { ok: true };
  const before = await apiMeasure(join(options.baseline, 'apps/api'), runs);
  const growth = { startupMs: now.startupMs - before.startupMs, rssMb: now.rssMb - before.rssMb };
  console.log(`baseline API: ${fixed(before.startupMs, 0)} ms, RSS ${fixed(before.rssMb, 0)} MB → growth ${fixed(growth.startupMs, 0)} ms (goal ≤ ${GOALS.startupGrowthMs}), RSS +${fixed(growth.rssMb, 0)} MB (goal ≤ ${GOALS.rssGrowthMb})`);
  return { ok: growth.startupMs <= GOALS.startupGrowthMs && growth.rssMb <= GOALS.rssGrowthMb };
}

const replies = await partReplies();
const api = options['skip-api'] ? { ok: true } : await partApi();
const met = replies.p95 <= GOALS.replyP95Ms && api.ok;
console.log(`mentor bench: reply p95 ${fixed(replies.p95)} ms, goals met: ${met ? 'yes' : 'no'}`);
process.exit(met ? 0 : 1);
