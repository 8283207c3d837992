import vader from 'vader-sentiment';
import {
  RADAR_ADVICE_OPENING,
  RADAR_CLAUSE_BREAKS,
  RADAR_CLAUSE_NEGATORS,
  RADAR_FUTURE,
  RADAR_HEDGES,
  RADAR_INTENSIFIERS,
  RADAR_IRREALIS,
  RADAR_IRREALIS_AXES,
  RADAR_NEGATION_UNDOERS,
  RADAR_NEGATORS,
  RADAR_OTHER_PERSON_BEFORE,
  RADAR_OTHER_SUBJECTS,
  RADAR_OWN_ACT_AXES,
  RADAR_PREFERENCE_BEFORE,
  RADAR_RULES,
  RADAR_TOLD_ABOUT,
} from './content/radarLexicon';
import {
  RADAR_FEELING_WORDS,
  RADAR_GROWTH_DOWN,
  RADAR_GROWTH_UP,
  RADAR_LONELY_PATTERN,
  RADAR_RESILIENCE_DOWN,
  RADAR_RESILIENCE_UP,
  RADAR_SOCIAL_WORDS,
  RADAR_TOPIC_WORDS,
} from './content/radarTagLexicon';
import { radarSentences } from './radarText';
import type { RadarAxis, RadarContribution, RadarMessageScore, RadarMetrics, RadarScoreOptions } from './radarTypes';

interface CompiledRule {
  axis: RadarAxis;
  direction: 1 | -1;
  weight: number;
  negatable: boolean;
  claims: boolean;
  regex: RegExp;
}

// Compiled once at module load: scoring a message must stay well under 2 ms (issue 17, point 1).
// Claiming rules run first (in their order), so the span they take is theirs whatever the axis order.
const COMPILED: readonly CompiledRule[] = [...RADAR_RULES.filter((rule) => rule.claims), ...RADAR_RULES.filter((rule) => !rule.claims)].map((rule) => ({
  axis: rule.axis,
  direction: rule.direction,
  weight: rule.weight ?? 0.8,
  negatable: rule.negatable ?? true,
  claims: rule.claims ?? false,
  regex: new RegExp(`(?<![a-z0-9'-])(?:${rule.pattern})(?![a-z0-9-])`, 'g'),
}));

// Two-word keys of the tag tables are matched on the sentence; one-word keys on its words.
const FEELING_PHRASES = Object.keys(RADAR_FEELING_WORDS).filter((key) => key.includes(' '));
const TOPIC_PHRASES = Object.keys(RADAR_TOPIC_WORDS).filter((key) => key.includes(' '));

/** The words just before `index` in `normal`, nearest last, stopped at a clause break. */
function wordsBefore(normal: string, index: number, count: number): string[] {
  const words = normal.slice(0, index).trim().split(' ').filter(Boolean);
  const out: string[] = [];
  for (let at = words.length - 1; at >= 0 && out.length < count; at -= 1) {
    if (RADAR_CLAUSE_BREAKS.has(words[at])) break;
    out.unshift(words[at]);
  }
  return out;
}

function isNegated(before: string[], wider: string[] = before): boolean {
  // "not only" and "no wonder" do not negate what follows, nor does "can not stop" / "could not
  // help": "i can not stop yawning" is still yawning.
  if (before.some((word, at) => RADAR_NEGATORS.has(word) && !before.slice(at + 1).some((next) => RADAR_NEGATION_UNDOERS.has(next)))) return true;
  // "too tired to go to the gym", "too drained to even think about the gym": it did not happen.
  const too = wider.lastIndexOf('too');
  return too >= 0 && too < wider.length - 2 && wider.slice(too + 2, too + 4).includes('to');
}

// A phrase that starts by negating or limiting itself ("hardly slept") is a report even after "could".
const SELF_NEGATING = /^(?:not|no|never|hardly|barely|without|zero|only|can|could|did|do|was|am|is)\b/;

/**
 * Whether a phrase is only wished, planned or supposed, not something that happened: "i could stay
 * up all night", "i want to stay in bed", "if i cheated", "i should exercise more". Only for the axes
 * that record what happened (sleep, energy, activity, concentration, ethical balance).
 */
function isIrrealis(axis: RadarAxis, before: string[], phrase: string): boolean {
  // "we are going swimming", "i am going to bed early": what is going to happen has not happened.
  if (RADAR_IRREALIS_AXES.has(axis) && /^going\b/.test(phrase) && ['am', 'are', 'is', 'was', 'were'].includes(before[before.length - 1])) return true;
  // "could not", "could barely" are no wish but a report: "i could not go running", "i could barely
  // drag myself out of bed", "could not help laughing at him".
  return RADAR_IRREALIS_AXES.has(axis) && !SELF_NEGATING.test(phrase) && before.some((word, at) => RADAR_IRREALIS.has(word) && !(word === 'could' && COULD_REPORTS.has(before[at + 1])));
}

// After "could", these make a report of what happened, not a wish.
const COULD_REPORTS: ReadonlySet<string | undefined> = new Set(['not', 'barely', 'hardly', 'never', 'only', 'just']);

// "my mum is …", "our teacher was …", "the baby has been …": someone else's state, just before the phrase.
const OTHER_PERSON_IS = / (?:my|our|his|her|their|the) (?!(?:legs?|arms?|feet|foot|eyes?|body|back|head|muscles|brain|mind|tummy|stomach|throat|knees?)\b)[a-z]+ (?:is|was|are|were|has been|have been|feels|felt|got|gets|seems|seemed|looks|looked|has|had|have)(?: (?:so|really|very|a bit|quite|too|feeling|being|always|often|usually|still|just|never|constantly|getting|looking|sounding))*$/;

// A phrase that names the person ("told me i did brilliantly", "picked me as captain") is about them
// whoever its subject is; for self-esteem, so is one that names their work ("said my essay was good").
const ABOUT_ME = /\b(?:i|me|myself)\b/;
const ABOUT_ME_OR_MINE = /\b(?:i|me|my|myself)\b/;

/**
 * Whether someone else did it or is in that state: "she lied to me", "our teacher who is poorly",
 * "my brother got player of the year", "he went running" — not the person's own act (ethics,
 * activity), own energy or own standing (self-esteem).
 */
function isOtherSubject(axis: RadarAxis, before: string[], normalBefore: string, phrase: string): boolean {
  if (!RADAR_OWN_ACT_AXES.has(axis) || (axis === 'self_esteem' ? ABOUT_ME_OR_MINE : ABOUT_ME).test(phrase)) return false;
  if (OTHER_PERSON_IS.test(` ${normalBefore.trimEnd()}`) || RADAR_OTHER_PERSON_BEFORE.test(normalBefore.trimEnd())) return true;
  // "it" is someone else's act for ethics and energy ("it was mean", "it wore me out"), but "made it
  // to the gym" is still the person's own going.
  // Activity and self-esteem look a little further back: "she is learning to ride a bike".
  const nearby = axis === 'activity' || axis === 'self_esteem' ? wordsBefore(normalBefore, normalBefore.length, 5) : before;
  const at = nearby.findLastIndex((word) => RADAR_OTHER_SUBJECTS.has(word) && !(word === 'it' && (axis === 'activity' || axis === 'self_esteem')));
  return at >= 0 && !nearby.slice(at + 1).some((word) => word === 'i' || word === 'we' || word === 'me' || word === 'us');
}

/** Where the clause holding the text at `at` starts: just after the last clause mark or clause-breaking word. */
function clauseStart(normal: string, at: number): number {
  const words = normal.slice(0, at).split(' ');
  let end = at;
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const start = end - words[index].length;
    if (words[index] && RADAR_CLAUSE_BREAKS.has(words[index])) return end;
    end = start - 1;
  }
  return 0;
}

/** Where the clause that starts at `from` ends: the next clause mark or clause-breaking word. */
function clauseEnd(normal: string, from: number): number {
  const words = normal.slice(from).split(' ');
  let at = from;
  for (const word of words) {
    if (word && RADAR_CLAUSE_BREAKS.has(word)) return at;
    at += word.length + 1;
  }
  return normal.length;
}

function countMatches(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text)) count += 1;
  return count;
}

/** 0.5 plus a squashed signal: 0 stays 0.5, ±1 is about 0.5 ± 0.38, and it never leaves 0–1. */
function squash(signal: number): number {
  return Math.round((0.5 + 0.5 * Math.tanh(signal)) * 1000) / 1000;
}

// A question about the world ("what time does the gym open?", "is it better to stretch before a run?")
// with no I, me, my or we in it tells nothing about the person.
const QUESTION_OPENING = /^(?:what|when|where|which|who|whose|how|is|are|was|were|does|do|did|can|could|should|would|will)\b/;
const FIRST_PERSON = /\b(?:i|me|my|mine|myself|we|us|our)\b/;

function isWorldQuestion(sentence: { original: string; normal: string }): boolean {
  return sentence.original.trimEnd().endsWith('?') && QUESTION_OPENING.test(sentence.normal) && !FIRST_PERSON.test(sentence.normal);
}

function contributionsOf(sentence: { original: string; normal: string }): RadarContribution[] {
  if (isWorldQuestion(sentence)) return [];
  const found: RadarContribution[] = [];
  const taken = new Map<RadarAxis, Array<[number, number]>>();
  const claimed: Array<[number, number, RadarAxis]> = [];
  // A request for advice or facts ("how do i sleep better", "what exercises are good for…") says
  // nothing about the person up to its first clause break.
  const advice = RADAR_ADVICE_OPENING.exec(sentence.normal);
  const adviceEnd = advice ? (sentence.normal.indexOf(' , ') + 1 || sentence.normal.length) : 0;
  // Where a clause-negating opening ends, and the clause mark after it: what lies between is negated.
  const negatedSpans: Array<[number, number]> = [];
  RADAR_CLAUSE_NEGATORS.lastIndex = 0;
  for (let found = RADAR_CLAUSE_NEGATORS.exec(sentence.normal); found; found = RADAR_CLAUSE_NEGATORS.exec(sentence.normal)) {
    const from = found.index + found[0].length;
    const mark = sentence.normal.indexOf(' , ', from);
    negatedSpans.push([from, mark < 0 ? sentence.normal.length : mark]);
  }
  // What a film, book or story is about ("a story about a lazy cat") is not the person, up to the end
  // of its clause.
  const toldSpans: Array<[number, number]> = [];
  RADAR_TOLD_ABOUT.lastIndex = 0;
  for (let found = RADAR_TOLD_ABOUT.exec(sentence.normal); found; found = RADAR_TOLD_ABOUT.exec(sentence.normal)) {
    const from = found.index + found[0].length;
    toldSpans.push([from, clauseEnd(sentence.normal, from)]);
  }
  // Where each kept phrase starts, so a tie between directions goes to the phrase said last.
  const startOf = new Map<RadarContribution, number>();
  for (const rule of COMPILED) {
    rule.regex.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = rule.regex.exec(sentence.normal)) !== null) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].length === 0) {
        rule.regex.lastIndex += 1;
        continue;
      }
      if (start < adviceEnd || toldSpans.some(([from, to]) => start >= from && start < to)) continue;
      const spans = taken.get(rule.axis) ?? [];
      if (spans.some(([from, to]) => start < to && end > from)) continue;
      if (claimed.some(([from, to, axis]) => axis !== rule.axis && start < to && end > from)) continue;
      const before = wordsBefore(sentence.normal, start, 3);
      const normalBefore = sentence.normal.slice(0, start);
      spans.push([start, end]);
      taken.set(rule.axis, spans);
      // A wish, a plan ("sports day next week"), someone else's act or (for activity) a taste is no evidence, and its span stays taken
      // so no shorter phrase inside it counts instead ("my husband went for a run" is not "a run").
      if (isIrrealis(rule.axis, before, match[0]) || isOtherSubject(rule.axis, before, normalBefore, match[0])) continue;
      if (RADAR_IRREALIS_AXES.has(rule.axis) && RADAR_FUTURE.test(sentence.normal.slice(clauseStart(sentence.normal, start), clauseEnd(sentence.normal, end)))) continue;
      // "i love climbing", "the best at football" are a taste or a skill, not a climb or a match.
      if (rule.axis === 'activity' && (RADAR_PREFERENCE_BEFORE.test(normalBefore.trimEnd()) || RADAR_PREFERENCE_BEFORE.test(`${normalBefore}${match[0].split(' ', 1)[0]}`))) continue;
      if (rule.claims) claimed.push([start, end, rule.axis]);
      let direction = rule.direction;
      // A phrase that opens its own clause ("… tired after cross country") is out of a negation's reach.
      const opensClause = RADAR_CLAUSE_BREAKS.has(match[0].split(' ', 1)[0]);
      const inNegatedClause = negatedSpans.some(([from, to]) => start >= from && start < to);
      if (rule.negatable && !opensClause && (isNegated(before, wordsBefore(sentence.normal, start, 7)) || inNegatedClause)) direction = direction === 1 ? -1 : 1;
      let weight = rule.weight;
      const last = before[before.length - 1];
      if (last && RADAR_INTENSIFIERS.has(last)) weight = Math.min(1, weight + 0.2);
      else if (before.some((word) => RADAR_HEDGES.has(word))) weight = Math.max(0.2, weight - 0.3);
      const item: RadarContribution = { axis: rule.axis, direction, weight: Math.round(weight * 100) / 100, phrase: match[0], evidence: sentence.original };
      startOf.set(item, start);
      found.push(item);
    }
  }
  // Several phrases of one sentence about one axis are one piece of evidence: keep the strongest
  // direction's first phrase, so "tired, exhausted, drained" counts once, not three times.
  const byAxis = new Map<RadarAxis, RadarContribution[]>();
  for (const item of found) byAxis.set(item.axis, [...(byAxis.get(item.axis) ?? []), item]);
  const kept: RadarContribution[] = [];
  for (const items of byAxis.values()) {
    const balance = items.reduce((sum, item) => sum + item.direction * item.weight, 0);
    // A tie goes to the phrase said last: "i was unfair, so i said sorry" ends on the apology,
    // "dragged myself round the park but felt brighter" on the brightness.
    const lastSaid = items.reduce((latest, item) => ((startOf.get(item) ?? 0) >= (startOf.get(latest) ?? 0) ? item : latest));
    const direction = balance > 0 ? 1 : balance < 0 ? -1 : lastSaid.direction;
    const first = items.find((item) => item.direction === direction);
    if (first) kept.push(first);
  }
  return kept;
}

/**
 * Scores one message: SPEC §3's five emotional metrics (0–1), symbolic tags (topics and feelings)
 * and the contributions it makes to the nine radar axes, each with its phrase and sentence.
 *
 * Valence comes from VADER (vader-sentiment); the axes come from Grove's per-axis phrase rules
 * (`content/radarLexicon.ts`), negation-aware: a "not", "never", "no", "hardly" or "barely" within
 * the three words before a phrase (and not past a "but"/"and") flips it, so "i did not sleep well"
 * moves sleep down and "i am not tired" moves energy up. Only the axes a message really speaks about
 * get a contribution; a sentence gives at most one contribution per axis. Pure and deterministic.
 *
 * @example
 * radarScoreMessage("I didn't sleep well and I'm so tired", { contentMode: 'FULL', source: 'chat', at: 0 })
 * // contributions: sleep −1 ("did not sleep well"), energy −1 ("tired"); tags include "sleep", "tired"
 */
export function radarScoreMessage(text: string, options: RadarScoreOptions): RadarMessageScore {
  const sentences = radarSentences(text);
  const contributions: RadarContribution[] = [];
  const tags: string[] = [];
  const addTag = (tag: string) => {
    if (!tags.includes(tag)) tags.push(tag);
  };
  let feelingWords = 0;
  let socialSignal = 0;
  let resilienceSignal = 0;
  let growthSignal = 0;
  let wordCount = 0;
  for (const sentence of sentences) {
    contributions.push(...contributionsOf(sentence));
    const words = sentence.normal.split(' ');
    wordCount += words.length;
    for (let at = 0; at < words.length; at += 1) {
      const word = words[at];
      const feeling = RADAR_FEELING_WORDS[word];
      // A negated feeling ("not sad") is not the feeling; the words good and great alone are too common to tag.
      if (feeling && word !== 'good' && word !== 'great' && word !== 'down' && word !== 'blue' && !isNegated(wordsBefore(sentence.normal, sentence.normal.indexOf(word), 3))) {
        addTag(feeling);
        feelingWords += 1;
      }
      const topic = RADAR_TOPIC_WORDS[word];
      if (topic) addTag(topic);
      if (RADAR_SOCIAL_WORDS.has(word)) socialSignal += 0.25;
    }
    for (const phrase of FEELING_PHRASES) if (sentence.normal.includes(phrase)) addTag(RADAR_FEELING_WORDS[phrase]);
    for (const phrase of TOPIC_PHRASES) if (sentence.normal.includes(phrase)) addTag(RADAR_TOPIC_WORDS[phrase]);
    socialSignal -= 0.6 * countMatches(RADAR_LONELY_PATTERN, sentence.normal);
    resilienceSignal += 0.5 * countMatches(RADAR_RESILIENCE_UP, sentence.normal) - 0.6 * countMatches(RADAR_RESILIENCE_DOWN, sentence.normal);
    growthSignal += 0.4 * countMatches(RADAR_GROWTH_UP, sentence.normal) - 0.6 * countMatches(RADAR_GROWTH_DOWN, sentence.normal);
  }
  const valence = text.trim() ? vader.SentimentIntensityAnalyzer.polarity_scores(text).compound : 0;
  const net = (axis: RadarAxis) => contributions.filter((item) => item.axis === axis).reduce((sum, item) => sum + item.direction * item.weight, 0);
  const clarity = net('emotional_clarity');
  const metrics: RadarMetrics = {
    emotionalAwareness: squash(0.3 * Math.min(feelingWords, 4) + 0.6 * clarity),
    socialConnection: squash(Math.min(socialSignal, 1.5) + (socialSignal !== 0 ? 0.3 * valence : 0)),
    resilience: squash(resilienceSignal + 0.3 * valence + 0.3 * net('self_esteem')),
    growthMindset: squash(growthSignal + 0.5 * net('wisdom')),
    selfExpression: squash(Math.min(wordCount / 40, 1) + 0.2 * Math.min(feelingWords, 3) + 0.4 * Math.max(0, net('personalization')) - (wordCount < 4 ? 0.5 : 0)),
  };
  for (const item of contributions) {
    // The axes a message speaks about are topics too, so a week's source_tags name them.
    if (item.axis === 'sleep') addTag('sleep');
    if (item.axis === 'activity') addTag('exercise');
  }
  return { metrics, tags, contributions, source: options.source, contentMode: options.contentMode, at: options.at, valence };
}
