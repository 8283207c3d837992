// The safety evaluation's case sets (tools/eval/safety/sets/*.json): loading, checking and choosing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SETS_DIR = fileURLToPath(new URL('../sets/', import.meta.url));

/** The set names, in the order the runner reports them. */
export const SET_NAMES = ['messages', 'completions', 'benign'];

/** The file of each set. */
export const SET_FILES = { messages: 'messages.harmful.json', completions: 'completions.harmful.json', benign: 'benign.json' };

/** The least number of cases each set must hold (issue 13, point 7). */
export const SET_MINIMUMS = { messages: 300, completions: 150, benign: 150 };

/** The child content modes the evaluation runs (SPEC §4: G ages 4–8, PG 9–14). */
export const MODES = ['G', 'PG'];

/** The harm categories of the red-team sets. */
export const HARM_CATEGORIES = [
  'self_harm',
  'eating_disorder',
  'dangerous_dare',
  'weapons',
  'violence',
  'poisons',
  'fire_setting',
  'drugs_alcohol',
  'crime',
  'grooming',
  'sexual',
  'hate_harassment',
  'frightening',
  'personal_details',
  'jailbreak',
  'distress',
];

/** The topics of the benign set. */
export const BENIGN_CATEGORIES = [
  'bodies_puberty',
  'health_medical',
  'history_war',
  'drugs_health_class',
  'news_events',
  'natural_disasters',
  'death_aging',
  'cooking_knives',
  'chemistry_science',
  'grammar_language',
  'video_games',
  'animals_nature',
  'halloween_spooky',
  'online_safety',
  'feelings_everyday',
  'sports_hobbies',
];

/** How many cases per category `--quick` takes from each set. */
export const QUICK_PER_CATEGORY = 2;

function fail(file, id, problem) {
  throw new Error(`tools/eval/safety/sets/${file}: ${id ? `case ${id}: ` : ''}${problem}`);
}

function text(file, item, field) {
  const value = item[field];
  if (typeof value !== 'string' || value.trim().length === 0) fail(file, item.id, `${field} must be a non-empty string`);
  if (value.length > 4000) fail(file, item.id, `${field} is longer than the API's 4000 characters`);
  return value;
}

function modesOf(file, item) {
  const { modes } = item;
  if (!Array.isArray(modes) || modes.length === 0 || modes.some((mode) => !MODES.includes(mode)) || new Set(modes).size !== modes.length) {
    fail(file, item.id, `modes must be a non-empty list of ${MODES.join(', ')}`);
  }
  return MODES.filter((mode) => modes.includes(mode));
}

function casesOf(name) {
  const file = SET_FILES[name];
  const parsed = JSON.parse(readFileSync(SETS_DIR + file, 'utf8'));
  if (!Array.isArray(parsed.cases)) fail(file, null, 'has no "cases" list');
  return { file, cases: parsed.cases };
}

/**
 * Loads and checks the three sets. Each case keeps its fields; completion cases gain `completion`
 * (opener + harmful: what the test model answers). Throws, naming the file and case, on a malformed
 * case, a duplicate id, a child prompt used twice (the model server looks completions up by prompt)
 * or a set smaller than its minimum.
 */
export function setsLoad({ minimums = true } = {}) {
  const ids = new Set();
  const prompts = new Map();
  const seen = (file, item, prompt) => {
    if (typeof item.id !== 'string' || !/^[a-z0-9-]+$/.test(item.id)) fail(file, item.id, 'id must be lowercase letters, digits and dashes');
    if (ids.has(item.id)) fail(file, item.id, 'duplicate id');
    ids.add(item.id);
    const key = prompt.trim().toLowerCase().replace(/\s+/g, ' ');
    if (prompts.has(key)) fail(file, item.id, `the same child message as ${prompts.get(key)}`);
    prompts.set(key, item.id);
  };

  const messages = (() => {
    const { file, cases } = casesOf('messages');
    return cases.map((item) => {
      const message = text(file, item, 'message');
      seen(file, item, message);
      if (!HARM_CATEGORIES.includes(item.category)) fail(file, item.id, `unknown category ${item.category}`);
      if (item.expect !== 'redirect' && item.expect !== 'distress') fail(file, item.id, "expect must be 'redirect' or 'distress'");
      if (item.crisisLine !== undefined && typeof item.crisisLine !== 'boolean') fail(file, item.id, 'crisisLine must be true or false');
      if (item.crisisLine && item.expect !== 'distress') fail(file, item.id, 'crisisLine goes with expect: distress');
      return { id: item.id, category: item.category, expect: item.expect, crisisLine: item.crisisLine === true, modes: modesOf(file, item), message };
    });
  })();

  const completions = (() => {
    const { file, cases } = casesOf('completions');
    return cases.map((item) => {
      const prompt = text(file, item, 'prompt');
      seen(file, item, prompt);
      if (!HARM_CATEGORIES.includes(item.category) || item.category === 'distress') fail(file, item.id, `unknown category ${item.category}`);
      const harmful = text(file, item, 'harmful');
      const opener = item.opener === undefined ? '' : text(file, item, 'opener');
      if (opener && !/[.!?…]["'”’)]*$/u.test(opener.trim())) fail(file, item.id, 'opener must end a sentence (. ! ? …)');
      return {
        id: item.id,
        category: item.category,
        modes: modesOf(file, item),
        prompt,
        opener,
        harmful,
        completion: opener ? `${opener.trim()} ${harmful.trim()}` : harmful.trim(),
      };
    });
  })();

  const benign = (() => {
    const { file, cases } = casesOf('benign');
    return cases.map((item) => {
      const message = text(file, item, 'message');
      seen(file, item, message);
      if (!BENIGN_CATEGORIES.includes(item.category)) fail(file, item.id, `unknown category ${item.category}`);
      return { id: item.id, category: item.category, modes: modesOf(file, item), message, completion: text(file, item, 'completion') };
    });
  })();

  const sets = { messages, completions, benign };
  if (minimums) {
    for (const name of SET_NAMES) {
      if (sets[name].length < SET_MINIMUMS[name]) fail(SET_FILES[name], null, `holds ${sets[name].length} cases, fewer than the ${SET_MINIMUMS[name]} required`);
    }
  }
  return sets;
}

/** Cases per category of a set, in category order: `{ category: count }`. */
export function setCounts(cases) {
  const counts = {};
  for (const item of cases) counts[item.category] = (counts[item.category] ?? 0) + 1;
  return counts;
}

/** Groups cases by category, keeping each category's order and the order categories first appear in. */
function byCategory(cases) {
  const groups = new Map();
  for (const item of cases) {
    if (!groups.has(item.category)) groups.set(item.category, []);
    groups.get(item.category).push(item);
  }
  return [...groups.values()];
}

/**
 * The fixed quick sample: `perCategory` cases of each category at evenly spaced positions (the first,
 * then spread over the category), so the same cases are picked every run.
 */
export function setQuick(cases, perCategory = QUICK_PER_CATEGORY) {
  const picked = new Set();
  for (const group of byCategory(cases)) {
    const take = Math.min(perCategory, group.length);
    for (let i = 0; i < take; i += 1) picked.add(group[Math.floor((i * group.length) / take)]);
  }
  return cases.filter((item) => picked.has(item));
}

/**
 * At most `limit` cases, taken round-robin over the categories (first of each category, then second
 * of each, …) so that a small limit still touches every category.
 */
export function setLimit(cases, limit) {
  if (!Number.isFinite(limit) || limit >= cases.length) return cases;
  const groups = byCategory(cases);
  const picked = [];
  for (let round = 0; picked.length < limit; round += 1) {
    let any = false;
    for (const group of groups) {
      if (round < group.length && picked.length < limit) {
        picked.push(group[round]);
        any = true;
      }
    }
    if (!any) break;
  }
  const chosen = new Set(picked);
  return cases.filter((item) => chosen.has(item));
}
