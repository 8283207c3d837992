// The mentor evaluation's case sets (tools/eval/mentor/sets/<category>.json): loading, checking and
// choosing. See ../README.md for the case format.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { entryFound, numberParse, textNormal } from './judge.mjs';

const SETS_DIR = fileURLToPath(new URL('../sets/', import.meta.url));
/** The held-out sets: written after the mind was built, never read while changing it (see ../README.md). */
const HOLDOUT_DIR = fileURLToPath(new URL('../holdout/', import.meta.url));

/** The categories, one set file each, in the order the runner reports them. */
export const CATEGORIES = ['facts', 'maths', 'words', 'stories', 'thread', 'feelings', 'advice', 'about'];

/** Who asks: a child of 6 (G), a child of 12 (PG), the parent (FULL). */
export const PROFILES = ['G', 'PG', 'FULL'];

/** The least number of cases each category must hold (issue 14, point 9), and in all. */
export const SET_MINIMUMS = { facts: 110, maths: 50, words: 30, stories: 30, thread: 50, feelings: 30, advice: 20, about: 10 };
export const TOTAL_MINIMUM = 330;
/** Facts must ask for at least this many capitals of countries (cases with topic "capitals"). */
export const CAPITALS_MINIMUM = 15;

const EXPECT_KEYS = new Set(['all', 'any', 'none', 'number', 'accept', 'tolerance', 'minWords', 'minLines', 'fresh', 'defaults']);
const CASE_KEYS = new Set(['id', 'topic', 'profiles', 'turns', 'expect', 'judge', 'note']);

function fail(file, id, problem) {
  throw new Error(`tools/eval/mentor/sets/${file}: ${id ? `case ${id}: ` : ''}${problem}`);
}

function entries(file, id, expect, key) {
  const list = expect[key];
  if (list === undefined) return [];
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string' || entry.trim() === '' || entry.split('|').some((part) => part.trim() === ''))) {
    fail(file, id, `expect.${key} must be a list of non-empty strings (alternatives separated by "|")`);
  }
  return list;
}

/**
 * Checks one expectation; `message` is the turn it judges. An expectation must be able to tell a reply
 * that answers from one that only repeats the question: it needs a number, a length (minWords ≥ 30 or
 * minLines ≥ 3), `fresh`, or an `all`/`any` entry none of whose alternatives the message itself holds.
 */
function expectCheck(file, id, expect, message, category) {
  if (expect === null || typeof expect !== 'object' || Array.isArray(expect)) fail(file, id, 'expect must be an object');
  for (const key of Object.keys(expect)) if (!EXPECT_KEYS.has(key)) fail(file, id, `unknown expect key "${key}"`);
  const all = entries(file, id, expect, 'all');
  const any = entries(file, id, expect, 'any');
  entries(file, id, expect, 'none');
  if (expect.number !== undefined && expect.number !== null) {
    if (typeof expect.number !== 'string' || !numberParse(expect.number)) fail(file, id, `expect.number "${expect.number}" is not a number, fraction, decimal or percentage`);
    for (const accepted of entries(file, id, expect, 'accept')) if (!numberParse(accepted)) fail(file, id, `expect.accept "${accepted}" is not a number`);
  } else if (expect.accept !== undefined || expect.tolerance !== undefined) fail(file, id, 'accept and tolerance go with number');
  if (expect.tolerance !== undefined && !(typeof expect.tolerance === 'number' && expect.tolerance >= 0)) fail(file, id, 'expect.tolerance must be a number ≥ 0');
  for (const key of ['minWords', 'minLines']) {
    if (expect[key] !== undefined && !(Number.isInteger(expect[key]) && expect[key] > 0)) fail(file, id, `expect.${key} must be a positive integer`);
  }
  for (const key of ['fresh', 'defaults']) if (expect[key] !== undefined && typeof expect[key] !== 'boolean') fail(file, id, `expect.${key} must be true or false`);
  if (category === 'maths' && (expect.number === undefined || expect.number === null)) fail(file, id, 'a maths case needs expect.number');
  const normal = textNormal(message);
  const echoProof =
    (expect.number !== undefined && expect.number !== null) ||
    (expect.minWords ?? 0) >= 30 ||
    (expect.minLines ?? 0) >= 3 ||
    expect.fresh === true ||
    all.some((entry) => !entryFound(normal, entry)) ||
    (any.length > 0 && any.every((entry) => !entryFound(normal, entry)));
  if (!echoProof) fail(file, id, `expect would pass a reply that only repeats "${message}": add an entry the question does not hold`);
}

function caseCheck(file, category, item, ids) {
  const id = item?.id;
  if (typeof id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) fail(file, id, 'id must be lowercase letters, digits and dashes');
  // Held-out cases are marked in their ids (`ho-facts-…`), so a report never mixes the two up.
  if (!id.startsWith(`${category}-`) && !id.startsWith(`ho-${category}-`)) fail(file, id, `id must start with "${category}-" (or "ho-${category}-" in the held-out sets)`);
  if (ids.has(id)) fail(file, id, 'duplicate id');
  ids.add(id);
  for (const key of Object.keys(item)) if (!CASE_KEYS.has(key)) fail(file, id, `unknown key "${key}"`);
  const { profiles, turns } = item;
  if (!Array.isArray(profiles) || profiles.length === 0 || profiles.some((p) => !PROFILES.includes(p)) || new Set(profiles).size !== profiles.length) {
    fail(file, id, `profiles must be a non-empty list of ${PROFILES.join(', ')}`);
  }
  if (!Array.isArray(turns) || turns.length === 0 || turns.some((turn) => typeof turn !== 'string' || turn.trim() === '' || turn.length > 4000)) {
    fail(file, id, 'turns must be a non-empty list of messages (at most 4000 characters each)');
  }
  if (category === 'thread' ? turns.length < 2 : turns.length !== 1) fail(file, id, category === 'thread' ? 'a thread case has two turns or more' : 'a case outside thread has one turn');
  if (item.topic !== undefined && (typeof item.topic !== 'string' || !/^[a-z-]+$/.test(item.topic))) fail(file, id, 'topic must be lowercase letters and dashes');
  if (category === 'facts' && item.topic === undefined) fail(file, id, 'a facts case needs a topic');
  const judge = item.judge ?? 'last';
  let judged;
  if (judge === 'last') {
    if (item.expect === undefined) fail(file, id, 'expect is missing');
    judged = [{ turn: turns.length - 1, expect: item.expect }];
  } else if (Array.isArray(judge) && judge.length > 0) {
    if (item.expect !== undefined) fail(file, id, 'with a judge list, each entry holds its expect (no top-level expect)');
    const seen = new Set();
    judged = judge.map((entry) => {
      if (!entry || !Number.isInteger(entry.turn) || entry.turn < 0 || entry.turn >= turns.length || seen.has(entry.turn)) fail(file, id, 'judge entries need distinct turn indexes within turns (from 0)');
      seen.add(entry.turn);
      return { turn: entry.turn, expect: entry.expect };
    });
  } else fail(file, id, 'judge must be "last" or a list of { turn, expect }');
  for (const { turn, expect } of judged) expectCheck(file, id, expect, turns[turn], category);
  return { id, category, topic: item.topic ?? null, profiles: PROFILES.filter((p) => profiles.includes(p)), turns, judged };
}

/**
 * Loads and checks every set: `{ facts: [case…], … }`, each case `{ id, category, topic, profiles,
 * turns, judged: [{ turn, expect }] }`. Throws, naming the file and the case, on a malformed case, a
 * duplicate id, an expectation a mere echo of the question would pass, or a set below its minimum.
 */
export function setsLoad({ minimums = true, holdout = false } = {}) {
  const dir = holdout ? HOLDOUT_DIR : SETS_DIR;
  // The held-out sets are smaller; the issue's minimums are for the main sets.
  if (holdout) minimums = false;
  const ids = new Set();
  const sets = {};
  // Every malformed case is reported at once, not just the first.
  const problems = [];
  for (const category of CATEGORIES) {
    const file = `${category}.json`;
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(dir + file, 'utf8'));
    } catch (error) {
      return fail(file, null, `cannot be read: ${error.message}`);
    }
    if (parsed.set !== category) fail(file, null, `"set" must be "${category}"`);
    if (!Array.isArray(parsed.cases)) fail(file, null, 'has no "cases" list');
    sets[category] = [];
    for (const item of parsed.cases) {
      try {
        sets[category].push(caseCheck(file, category, item, ids));
      } catch (error) {
        problems.push(error.message);
      }
    }
  }
  if (problems.length > 0) throw new Error(`${problems.length} case(s) to fix:\n  ${problems.join('\n  ')}`);
  if (minimums) {
    for (const category of CATEGORIES) {
      if (sets[category].length < SET_MINIMUMS[category]) fail(`${category}.json`, null, `holds ${sets[category].length} cases, fewer than the ${SET_MINIMUMS[category]} required`);
    }
    const total = CATEGORIES.reduce((sum, category) => sum + sets[category].length, 0);
    if (total < TOTAL_MINIMUM) throw new Error(`the sets hold ${total} cases, fewer than the ${TOTAL_MINIMUM} required`);
    const capitals = sets.facts.filter((item) => item.topic === 'capitals').length;
    if (capitals < CAPITALS_MINIMUM) fail('facts.json', null, `asks for ${capitals} capitals, fewer than ${CAPITALS_MINIMUM}`);
  }
  return sets;
}

/** Cases per topic of a set (facts): `{ topic: count }`. */
export function topicCounts(cases) {
  const counts = {};
  for (const item of cases) if (item.topic) counts[item.topic] = (counts[item.topic] ?? 0) + 1;
  return counts;
}

/** The fixed quick sample: every 5th case of a set (the 1st, 6th, 11th, …). */
export function setQuick(cases) {
  return cases.filter((_, index) => index % 5 === 0);
}

/** At most `limit` cases of a set, evenly spaced over it (the first always), the same every run. */
export function setLimit(cases, limit) {
  if (!Number.isFinite(limit) || limit >= cases.length) return cases;
  const picked = new Set();
  for (let i = 0; i < limit; i += 1) picked.add(Math.floor((i * cases.length) / limit));
  return cases.filter((_, index) => picked.has(index));
}
