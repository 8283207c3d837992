// How the mentor evaluation judges a reply (see ../README.md, "Judging a reply"): words that must,
// may and must not occur, the number a maths reply states, and a few shape checks (length, lines,
// something new in a follow-up). Pure functions, no I/O.

/**
 * Text as the matchers compare it: lowercase, accents removed ("Brasília" → "brasilia"), curly quotes
 * straightened, a hyphen between letters read as a space ("berners-lee" → "berners lee"), thousands
 * separators dropped ("384,400" → "384400") and runs of white space collapsed.
 */
export function textNormal(text) {
  let out = String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ');
  // Twice, so 1,234,567 loses both separators (the matches cannot overlap in one pass).
  for (let i = 0; i < 2; i += 1) out = out.replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  return out.replace(/\s+/g, ' ').trim();
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const isAlnum = (char) => /[a-z0-9]/.test(char);

/**
 * The regular expression for one alternative of an entry (already normalised):
 * - it starts at a word start (when it starts with a letter or digit);
 * - `word*` is a prefix: "erupt*" matches "erupts", "eruption";
 * - a word otherwise matches whole, or with the endings s, es, 's, d, ed, ing ("heart" matches
 *   "hearts", "wag" does not match "wagon");
 * - a number matches whole: "8" does not match "80", "8.5" or "1,800".
 */
function alternativeRegex(alternative) {
  let body = alternative;
  const prefix = body.endsWith('*');
  if (prefix) body = body.slice(0, -1).trimEnd();
  const escaped = body.replace(ESCAPE, '\\$&').replace(/ /g, '\\s+');
  const start = isAlnum(body.charAt(0)) ? '(?<![a-z0-9])' : '';
  const last = body.charAt(body.length - 1);
  let end = '';
  if (!prefix) {
    if (/[0-9]/.test(last)) end = '(?![0-9]|[.,][0-9])';
    else if (/[a-z]/.test(last)) end = "(?:s|es|'s|d|ed|ing)?(?![a-z0-9])";
  }
  return new RegExp(`${start}${escaped}${end}`);
}

const regexCache = new Map();

/** Whether an entry ("heart|hearts", "erupt*", "?") occurs in already-normalised text: the first alternative found, or null. */
export function entryFound(normalText, entry) {
  for (const raw of String(entry).split('|')) {
    const alternative = textNormal(raw);
    if (!alternative || alternative === '*') continue;
    let regex = regexCache.get(alternative);
    if (!regex) {
      regex = alternativeRegex(alternative);
      regexCache.set(alternative, regex);
    }
    if (regex.test(normalText)) return alternative;
  }
  return null;
}

// ——— Numbers ———

// A number as a reply writes it: an optional sign (not a hyphen inside a word or a sum: "5-3"), then a
// mixed number ("3 1/4"), a fraction ("5/6"), a decimal or an integer (thousands separators allowed),
// then an optional percent sign.
const NUMBER = /(?<![\w./])([-−–]?)(\d+(?:\.\d+)?)(?:\s(\d+)\/(\d+)|\/(\d+))?(?![\d/]|\.\d)(\s?%)?/g;

/**
 * The numbers in a text, in order: `{ text, value, form: 'integer' | 'decimal' | 'fraction', percent }`.
 * A fraction or mixed number is form 'fraction'; "25%" is value 25 with percent true.
 */
export function numbersOf(text) {
  const out = [];
  const source = String(text ?? '').replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  for (const match of source.matchAll(NUMBER)) {
    const [whole, sign, main, mixedTop, mixedBottom, bottom] = match;
    const negative = sign !== '' && (match.index === 0 || /[\s(=:]/.test(source.charAt(match.index - 1)));
    let value;
    let form;
    if (mixedTop !== undefined) {
      if (main.includes('.') || Number(mixedBottom) === 0) continue;
      value = Number(main) + Number(mixedTop) / Number(mixedBottom);
      form = 'fraction';
    } else if (bottom !== undefined) {
      if (main.includes('.') || Number(bottom) === 0) continue;
      value = Number(main) / Number(bottom);
      form = 'fraction';
    } else {
      value = Number(main);
      form = main.includes('.') ? 'decimal' : 'integer';
    }
    if (!Number.isFinite(value)) continue;
    out.push({ text: whole.trim(), value: negative ? -value : value, form, percent: match[6] !== undefined });
  }
  return out;
}

/** Parses one expected value ("7", "-2", "5/6", "3 1/4", "0.75", "25%"): the number, or null when it is not one. */
export function numberParse(text) {
  const found = numbersOf(String(text).trim());
  return found.length === 1 ? found[0] : null;
}

/**
 * The result a reply states: the last number of the last bold `**…**` part that holds a number, or, when
 * no bold part does, the last number of the reply. Null when the reply holds no number at all.
 */
export function statedNumber(reply) {
  const text = String(reply ?? '');
  const bold = [...text.matchAll(/\*\*([^*]+?)\*\*/g)].map((match) => match[1]).filter((part) => numbersOf(part).length > 0);
  const source = bold.length > 0 ? bold[bold.length - 1] : text;
  const found = numbersOf(source);
  return found.length > 0 ? { ...found[found.length - 1], bold: bold.length > 0 } : null;
}

/**
 * Whether a stated number is the expected one: equal values (within `tolerance`, else exactly up to
 * rounding noise) in a form that answers the question — a fraction for a fraction, not a fraction for a
 * decimal; an integer answer may be written in any form.
 */
export function numberMatches(stated, expected, tolerance = 0) {
  if (!stated || !expected) return false;
  if (expected.form === 'fraction' && stated.form !== 'fraction') return false;
  if (expected.form === 'decimal' && stated.form === 'fraction') return false;
  const allowed = Math.max(tolerance, 1e-9 * Math.max(1, Math.abs(expected.value)));
  return Math.abs(stated.value - expected.value) <= allowed;
}

// ——— Shapes ———

/** Words of a reply (runs holding a letter or digit). */
export function wordCount(text) {
  return String(text ?? '').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Lines of a reply that hold a letter or digit. */
export function lineCount(text) {
  return String(text ?? '').split(/\r?\n/).filter((line) => /[\p{L}\p{N}]/u.test(line)).length;
}

/** The sentences of a text (normalised) with at least `minWords` words. */
function sentencesOf(text, minWords = 5) {
  return textNormal(String(text ?? '').replace(/\*\*/g, ''))
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= minWords);
}

/** Whether a reply says something new: a sentence of 5 or more words that no earlier reply holds. */
export function saysSomethingNew(reply, earlierReplies) {
  const earlier = new Set(earlierReplies.flatMap((text) => sentencesOf(text)));
  const mine = sentencesOf(reply);
  return mine.some((sentence) => !earlier.has(sentence));
}

// ——— Judging ———

/**
 * Entries that no helpful reply of a category holds, added to every case's own `none` (a case opts out
 * with `"defaults": false`): "I don't know" where the question has an answer, "I can't look it up" to
 * a question about Grove itself, a thank-you for "telling" where a story was asked for.
 */
export const DEFAULT_NONE = {
  facts: ["i do not know|i don't know|i dont know", "i'm not sure what you mean|i am not sure what you mean"],
  maths: ["i do not know|i don't know|i dont know", "i'm not sure what you mean|i am not sure what you mean"],
  words: ["i do not know|i don't know|i dont know", "i'm not sure what you mean|i am not sure what you mean"],
  stories: ['thank you for telling me|thanks for telling me'],
  thread: ["i do not know|i don't know|i dont know", "i'm not sure what you mean|i am not sure what you mean", "i do not remember|i don't remember|i can't remember|i cannot remember"],
  feelings: [],
  advice: ["i do not know|i don't know|i dont know", "i'm not sure what you mean|i am not sure what you mean"],
  about: ["i do not know|i don't know|i dont know", 'cannot look it up|can\'t look it up|cannot look anything up|can\'t look anything up', 'rather not guess'],
};

/**
 * Judges one reply against one expectation. `earlier` are the replies before it in the same
 * conversation (for `fresh`). Resolves to `{ helpful, failures: [text], wrong: null | { stated, expected } }`;
 * `wrong` is set when the reply states a number and it is not the expected one (a WRONG NUMBER).
 */
export function replyJudge(reply, expect, { category, earlier = [] } = {}) {
  const text = String(reply ?? '');
  const normal = textNormal(text);
  const failures = [];
  let wrong = null;
  for (const entry of expect.all ?? []) {
    if (!entryFound(normal, entry)) failures.push(`all: "${entry}" missing`);
  }
  if (expect.any && expect.any.length > 0 && !expect.any.some((entry) => entryFound(normal, entry))) {
    failures.push(`any: none of ${expect.any.map((entry) => `"${entry}"`).join(', ')}`);
  }
  const none = [...(expect.none ?? []), ...(expect.defaults === false ? [] : DEFAULT_NONE[category] ?? [])];
  for (const entry of none) {
    const found = entryFound(normal, entry);
    if (found) failures.push(`none: "${found}" found`);
  }
  if (expect.minWords && wordCount(text) < expect.minWords) failures.push(`minWords: ${wordCount(text)} words < ${expect.minWords}`);
  if (expect.minLines && lineCount(text) < expect.minLines) failures.push(`minLines: ${lineCount(text)} lines < ${expect.minLines}`);
  if (expect.fresh && !saysSomethingNew(text, earlier)) failures.push('fresh: nothing it had not said before');
  if (expect.number !== undefined && expect.number !== null) {
    const expected = [expect.number, ...(expect.accept ?? [])].map(numberParse);
    const stated = statedNumber(text);
    if (!stated) failures.push(`number: no result stated (expected ${expect.number})`);
    else if (!expected.some((value) => numberMatches(stated, value, expect.tolerance ?? 0))) {
      failures.push(`number: stated ${stated.text}${stated.bold ? ' (bold)' : ''}, expected ${[expect.number, ...(expect.accept ?? [])].join(' or ')}`);
      wrong = { stated: stated.text, expected: expect.number };
    }
  }
  return { helpful: failures.length === 0, failures, wrong };
}
