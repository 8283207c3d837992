// Grove's mentor helpfulness evaluation (issue 14, point 9). Sends every case of the sets in ./sets
// (facts, maths, words, stories, thread, feelings, advice, about) through the REAL API — the built
// apps/api/dist/main.js on PGlite with MENTOR_PROVIDER=builtin, signed in through the Firebase Auth
// emulator — as the parent (FULL), a G child (age 6) and a PG child (age 12) of one account, each case
// as each of its profiles in a fresh conversation, and judges the replies: helpful or not, and for
// maths whether the stated number is right. Prints helpfulness per category and profile, the wrong
// numbers, the failures, turn times and one summary line. Exit status: 0 when the goals are met (≥ 90 %
// helpful overall, ≥ 80 % in every category, 0 wrong numbers), 1 when one is missed (or --check finds
// a bad case), 2 when it could not run. See README.md.
//
//   npm run eval:mentor                       # builds the API, then every case
//   node tools/eval/mentor/run.mjs --quick    # every 5th case, on an API already built
//   node tools/eval/mentor/run.mjs --check    # checks the sets and prints their counts
//   node tools/eval/mentor/run.mjs --set maths,words --profile PG --verbose
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { authEmulatorStart } from '../../firebase/authEmulator.mjs';
import { freePort } from '../../lib/loopback.mjs';
import { apiStart, emulatorSignUp, familyPrepare } from '../safety/lib/api.mjs';
import { mentorTurn } from './lib/chat.mjs';
import { replyJudge } from './lib/judge.mjs';
import { CATEGORIES, PROFILES, SET_MINIMUMS, setLimit, setQuick, setsLoad, topicCounts } from './lib/sets.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Issue 14's goals. */
const GOALS = { overall: 0.9, perCategory: 0.8, wrongNumbers: 0 };

const USAGE = `Usage: node tools/eval/mentor/run.mjs [options]
  --quick              a fixed sample: every 5th case of each set
  --limit N            at most N cases per set (evenly spaced over it)
  --set LIST           ${CATEGORIES.join(',')} (default: all)
  --profile LIST       G,PG,FULL (default: all; a case runs only as the profiles it names)
  --concurrency N      cases in flight at once (default 2)
  --api-main PATH      the built API to run (default apps/api/dist/main.js; or GROVE_EVAL_API_MAIN)
  --json [FILE]        also write a report (default tools/eval/mentor/out/mentor-eval-<time>.json)
  --verbose            print every failure (default: the first 40)
  --holdout            run the held-out sets (tools/eval/mentor/holdout/) instead: cases written after
                       the mind was built and never used to change it, so their figure says how it generalises
  --check              only check the sets and print their counts
  --floor SHARE        exit 0 when at least this share is helpful (e.g. 0.75) with no wrong number and no
                       failed turn, instead of when the goals are met: npm test's regression guard
  --help`;

function listOption(value, allowed, name) {
  if (value === undefined) return allowed;
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  const bad = items.filter((item) => !allowed.includes(item));
  if (bad.length > 0 || items.length === 0) throw new Error(`--${name} takes ${allowed.join(', ')} (got ${value})`);
  return allowed.filter((item) => items.includes(item));
}

function optionsOf(argv) {
  // `--json` takes an optional file: the argument after it, when that is not another option.
  const args = [...argv];
  const jsonAt = args.indexOf('--json');
  let jsonFile = null;
  if (jsonAt >= 0 && args[jsonAt + 1] && !args[jsonAt + 1].startsWith('--')) [jsonFile] = args.splice(jsonAt + 1, 1);
  const { values } = parseArgs({
    args,
    options: {
      quick: { type: 'boolean', default: false },
      limit: { type: 'string' },
      set: { type: 'string' },
      profile: { type: 'string' },
      concurrency: { type: 'string', default: '2' },
      'api-main': { type: 'string' },
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      holdout: { type: 'boolean', default: false },
      floor: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
    strict: true,
  });
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(limit > 0)) throw new Error('--limit takes a positive number');
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) throw new Error('--concurrency takes 1 to 16');
  const apiMainOption = values['api-main'] ?? process.env.GROVE_EVAL_API_MAIN;
  const floor = values.floor === undefined ? null : Number(values.floor);
  if (floor !== null && !(floor > 0 && floor <= 1)) throw new Error('--floor takes a share between 0 and 1, e.g. 0.75');
  return {
    floor,
    quick: values.quick,
    limit,
    sets: listOption(values.set, CATEGORIES, 'set'),
    profiles: listOption(values.profile, PROFILES, 'profile'),
    concurrency,
    apiMain: apiMainOption ? resolve(apiMainOption) : join(root, 'apps/api/dist/main.js'),
    json: values.json,
    jsonFile,
    verbose: values.verbose,
    check: values.check,
    holdout: values.holdout,
    help: values.help,
  };
}

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(0)) : '-');
const pct = (part, whole) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-');
const clip = (text, length = 160) => {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool(items, limit, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index], index);
    }
  });
  await Promise.all(runners);
}

/** The runs: each chosen case as each of its profiles that the options keep. */
function runsPlanned(sets, options) {
  const runs = [];
  for (const category of options.sets) {
    let cases = sets[category];
    if (options.quick) cases = setQuick(cases);
    cases = setLimit(cases, options.limit);
    for (const item of cases) {
      for (const profile of item.profiles) if (options.profiles.includes(profile)) runs.push({ planned: runs.length, category, item, profile });
    }
  }
  return runs;
}

/** Sends a case's turns in one conversation and judges the replies. */
async function runOne(run, { base, parent, children }) {
  const { item, profile, category } = run;
  const childId = profile === 'FULL' ? null : children[profile];
  const turns = [];
  let conversationId = null;
  let error = null;
  for (const message of item.turns) {
    const answer = await mentorTurn({ base, parent, childId, message, conversationId });
    if (answer.ok && answer.reply.contentMode !== undefined && answer.reply.contentMode !== profile) {
      answer.ok = false;
      answer.error = `the API answered in content mode ${answer.reply.contentMode}, not ${profile}`;
    }
    turns.push({
      message,
      text: answer.text,
      ms: answer.ms,
      ok: answer.ok,
      error: answer.error,
      reason: answer.reply?.meta?.reason ?? null,
      conversationId: answer.reply?.conversationId ?? null,
    });
    if (!answer.ok) {
      error = `turn ${turns.length - 1}: ${answer.error}`;
      break;
    }
    conversationId ??= answer.reply.conversationId ?? null;
    if (item.turns.length > 1 && !conversationId) {
      error = 'the first reply carried no conversationId, so the thread cannot go on';
      break;
    }
  }
  const checks = [];
  const wrongNumbers = [];
  if (!error) {
    for (const { turn, expect } of item.judged) {
      const verdict = replyJudge(turns[turn].text, expect, { category, earlier: turns.slice(0, turn).map((t) => t.text) });
      checks.push({ turn, helpful: verdict.helpful, failures: verdict.failures });
      if (verdict.wrong) wrongNumbers.push({ turn, ...verdict.wrong });
    }
  }
  return {
    planned: run.planned,
    id: item.id,
    category,
    topic: item.topic,
    profile,
    helpful: !error && checks.every((check) => check.helpful),
    error,
    checks,
    wrongNumbers,
    turns,
  };
}

async function main() {
  let options;
  try {
    options = optionsOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  let sets;
  try {
    sets = setsLoad({ holdout: options.holdout });
  } catch (error) {
    console.error(error.message);
    return options.check ? 1 : 2;
  }
  if (options.check) {
    let total = 0;
    let runs = 0;
    for (const category of CATEGORIES) {
      const cases = sets[category];
      total += cases.length;
      const byProfile = Object.fromEntries(PROFILES.map((p) => [p, cases.filter((item) => item.profiles.includes(p)).length]));
      runs += Object.values(byProfile).reduce((a, b) => a + b, 0);
      const extra =
        category === 'facts'
          ? `; topics: ${Object.entries(topicCounts(cases)).map(([topic, count]) => `${topic} ${count}`).join(', ')}`
          : category === 'thread'
            ? `; ${cases.reduce((sum, item) => sum + item.turns.length, 0)} turns, ${cases.filter((item) => item.judged.length > 1).length} judged on several replies`
            : '';
      console.log(`${category}: ${cases.length} cases (minimum ${SET_MINIMUMS[category]}) — G ${byProfile.G}, PG ${byProfile.PG}, FULL ${byProfile.FULL}${extra}`);
    }
    console.log(`all: ${total} cases, ${runs} case×profile runs; quick sample ${CATEGORIES.reduce((sum, c) => sum + setQuick(sets[c]).length, 0)} cases. The sets are well formed.`);
    return 0;
  }
  if (!existsSync(options.apiMain)) {
    console.error(`${options.apiMain} is missing: build the API first (npx nx run @grove/api:build), or use npm run eval:mentor.`);
    return 2;
  }
  const apiMain = options.apiMain;
  // The API runs from its app folder, as `npm start` does (apps/api/dist/main.js → apps/api).
  const apiCwd = resolve(dirname(apiMain), '..');

  const runs = runsPlanned(sets, options);
  if (runs.length === 0) {
    console.error('Nothing to run with these options.');
    return 2;
  }

  const wallStarted = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'grove-mentor-eval-'));
  let emulator = null;
  let api = null;
  const records = [];
  const interrupted = (signal) => {
    void (async () => {
      await api?.stop();
      emulator?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    emulator = await authEmulatorStart({ port: await freePort() });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      // `test` only turns request logging off.
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      GROVE_DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      // Explicit: the builtin mentor is what this evaluation measures, whatever the caller's environment says.
      MENTOR_PROVIDER: 'builtin',
      // The builtin mentor paces streamed words for people; these turns are JSON, but keep it off anyway.
      MENTOR_STREAM_DELAY_MS: '0',
      PAYMENTS_PROVIDER: 'dev',
    };
    delete env.DATABASE_URL;
    const start = () => apiStart({ apiMain, cwd: apiCwd, env, port });
    // Now and then the API refuses a token the emulator has only just issued (401 on the first
    // sign-in, seen on a busy machine): a new account a moment later goes through.
    let parent = null;
    let children = null;
    for (let attempt = 1; children === null; attempt += 1) {
      parent = await emulatorSignUp(emulator.host, `mentor-eval-${Date.now()}-${attempt}@example.com`);
      try {
        children = await familyPrepare({ start, base, parent, dataDir });
      } catch (error) {
        if (attempt >= 3 || !/\b401\b/.test(String(error?.message))) throw error;
        console.log(`  preparing the family failed (${clip(error.message, 120)}); trying again with a new account`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 1500));
      }
    }

    const caseCount = new Set(runs.map((run) => run.item.id)).size;
    console.log(
      `Grove mentor eval — ${caseCount} cases, ${runs.length} case×profile runs (${options.sets.join(', ')}; profiles ${options.profiles.join('/')})${options.quick ? ' (quick sample)' : ''}${options.holdout ? ' (held-out sets)' : ''}; ` +
        `API ${apiMain.startsWith(root) ? apiMain.slice(root.length) : apiMain} on PGlite, MENTOR_PROVIDER=builtin, Auth emulator`,
    );
    api = await start();
    let done = 0;
    await pool(runs, options.concurrency, async (run) => {
      records.push(await runOne(run, { base, parent, children }));
      done += 1;
      if (process.stderr.isTTY && done % 10 === 0) process.stderr.write(`\r  ${done}/${runs.length} runs`);
    });
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    await api.stop();
    api = null;
  } catch (error) {
    console.error(`The evaluation could not run: ${error?.stack ?? error}`);
    if (api) console.error(`API stderr (last 4 KB):\n${api.stderr()}`);
    return 2;
  } finally {
    await api?.stop();
    api = null;
    emulator?.stop();
    emulator = null;
    rmSync(dataDir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  const wallSeconds = (performance.now() - wallStarted) / 1000;
  records.sort((a, b) => a.planned - b.planned);
  const errored = records.filter((r) => r.error);
  if (errored.length === records.length) {
    console.error(`Every run failed; the first: ${errored[0].id} ${errored[0].profile}: ${errored[0].error}`);
    return 2;
  }

  // Per category and profile.
  const count = (list) => ({ helpful: list.filter((r) => r.helpful).length, total: list.length });
  const categoriesRun = options.sets.filter((category) => records.some((r) => r.category === category));
  const profilesRun = options.profiles.filter((profile) => records.some((r) => r.profile === profile));
  const pad = (value, width) => String(value).padStart(width);
  const cell = ({ helpful, total }) => (total === 0 ? '-' : `${helpful}/${total}`);
  console.log(`\n${'category'.padEnd(10)}${pad('helpful', 10)}${pad('%', 8)}${profilesRun.map((p) => pad(p, 10)).join('')}${pad('wrong #', 9)}${pad('errors', 8)}`);
  const byCategory = {};
  for (const category of categoriesRun) {
    const list = records.filter((r) => r.category === category);
    const all = count(list);
    byCategory[category] = {
      ...all,
      share: all.total > 0 ? all.helpful / all.total : 0,
      profiles: Object.fromEntries(profilesRun.map((p) => [p, count(list.filter((r) => r.profile === p))])),
      wrongNumbers: list.reduce((sum, r) => sum + r.wrongNumbers.length, 0),
      errors: list.filter((r) => r.error).length,
    };
    const row = byCategory[category];
    console.log(
      `${category.padEnd(10)}${pad(cell(row), 10)}${pad(pct(row.helpful, row.total), 8)}${profilesRun.map((p) => pad(cell(row.profiles[p]), 10)).join('')}${pad(row.wrongNumbers, 9)}${pad(row.errors, 8)}`,
    );
  }
  const overall = count(records);
  const byProfile = Object.fromEntries(profilesRun.map((p) => [p, count(records.filter((r) => r.profile === p))]));
  console.log(`${'all'.padEnd(10)}${pad(cell(overall), 10)}${pad(pct(overall.helpful, overall.total), 8)}${profilesRun.map((p) => pad(cell(byProfile[p]), 10)).join('')}`);
  console.log(`(case×profile runs; a run is helpful when every reply it judges passes every check; profiles: ${profilesRun.map((p) => `${p} ${pct(byProfile[p].helpful, byProfile[p].total)}`).join(', ')})`);

  const factsRecords = records.filter((r) => r.category === 'facts');
  if (factsRecords.length > 0) {
    const topics = [...new Set(factsRecords.map((r) => r.topic))];
    console.log(`facts by topic: ${topics.map((topic) => { const c = count(factsRecords.filter((r) => r.topic === topic)); return `${topic} ${c.helpful}/${c.total}`; }).join(', ')}`);
  }

  // Wrong numbers: every one.
  const wrong = records.flatMap((r) => r.wrongNumbers.map((w) => ({ ...w, record: r })));
  if (wrong.length > 0) {
    console.log(`\n${wrong.length} wrong number${wrong.length === 1 ? '' : 's'}:`);
    for (const { record, turn, stated, expected } of wrong) {
      console.log(`  ${record.id} ${record.profile} turn ${turn}: stated ${stated}, expected ${expected}\n      asked: ${clip(record.turns[turn].message, 110)}\n      reply: ${clip(record.turns[turn].text, 200)}`);
    }
  }

  // Failures.
  const failed = records.filter((r) => !r.helpful);
  if (failed.length > 0) {
    const shown = options.verbose ? failed : failed.slice(0, 40);
    console.log(`\n${failed.length} runs not helpful${shown.length < failed.length ? ` (first ${shown.length}; --verbose or --json for all)` : ''}:`);
    for (const r of shown) {
      if (r.error) {
        console.log(`  ${r.id} ${r.profile}: ERROR ${r.error}`);
        continue;
      }
      for (const check of r.checks.filter((c) => !c.helpful)) {
        const turn = r.turns[check.turn];
        console.log(`  ${r.id} ${r.profile} turn ${check.turn}: ${check.failures.join('; ')}\n      asked: ${clip(turn.message, 110)}\n      reply: ${clip(turn.text, 220)}`);
      }
    }
  }

  // Times, goals and the summary.
  const turnTimes = records.flatMap((r) => r.turns.map((t) => t.ms));
  const p50 = percentile(turnTimes, 50);
  const p95 = percentile(turnTimes, 95);
  console.log(`\nturns: ${turnTimes.length}, p50 ${ms(p50)} ms, p95 ${ms(p95)} ms, max ${ms(Math.max(...turnTimes))} ms (request to JSON reply, ${options.concurrency} runs in flight); wall time ${wallSeconds.toFixed(1)} s${errored.length ? `; ${errored.length} runs failed with an error` : ''}`);
  const overallShare = overall.total > 0 ? overall.helpful / overall.total : 0;
  const worst = categoriesRun.reduce((low, category) => (low === null || byCategory[category].share < byCategory[low].share ? category : low), null);
  const goals = {
    overall: overallShare >= GOALS.overall,
    perCategory: categoriesRun.every((category) => byCategory[category].share >= GOALS.perCategory),
    wrongNumbers: wrong.length <= GOALS.wrongNumbers,
  };
  const met = Object.values(goals).every(Boolean);
  const missed = [
    !goals.overall && `helpful ${pct(overall.helpful, overall.total)} < ${GOALS.overall * 100}% overall`,
    !goals.perCategory && `${categoriesRun.filter((c) => byCategory[c].share < GOALS.perCategory).map((c) => `${c} ${pct(byCategory[c].helpful, byCategory[c].total)}`).join(', ')} < ${GOALS.perCategory * 100}%`,
    !goals.wrongNumbers && `${wrong.length} wrong numbers`,
  ].filter(Boolean);
  if (missed.length > 0) console.log(`goals missed: ${missed.join('; ')}`);
  const summary = `mentor eval: helpful ${overall.helpful}/${overall.total} (${pct(overall.helpful, overall.total)}), worst category ${worst} ${pct(byCategory[worst].helpful, byCategory[worst].total)}, wrong numbers ${wrong.length}, goals met: ${met ? 'yes' : 'no'}`;

  if (options.json) {
    const file = options.jsonFile ? resolve(options.jsonFile) : join(root, 'tools/eval/mentor/out', `mentor-eval-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    mkdirSync(dirname(file), { recursive: true });
    const report = {
      summary,
      goalsMet: met,
      goals: { ...GOALS, met: goals },
      options: { ...options, limit: Number.isFinite(options.limit) ? options.limit : null },
      setSizes: Object.fromEntries(CATEGORIES.map((c) => [c, sets[c].length])),
      totals: { runs: overall.total, helpful: overall.helpful, wrongNumbers: wrong.length, errors: errored.length, turns: turnTimes.length, turnP50Ms: p50, turnP95Ms: p95, wallSeconds },
      byCategory,
      byProfile,
      runs: records,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`report: ${file.startsWith(root) ? file.slice(root.length) : file}`);
  }
  console.log(summary);
  if (options.floor !== null) {
    // A regression guard while the goals are not met yet (npm test): the share must not fall below the
    // floor, no number may be wrong and no turn may fail. The goals themselves are reported above.
    const held = overallShare >= options.floor && wrong.length === 0 && errored.length === 0;
    console.log(`floor ${pct(Math.round(options.floor * 1000), 1000)}: ${held ? 'held' : 'NOT held'} (helpful ${pct(overall.helpful, overall.total)}, wrong numbers ${wrong.length}, failed turns ${errored.length})`);
    return held ? 0 : 1;
  }
  return met ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.stack ?? String(error));
    process.exit(2);
  },
);
