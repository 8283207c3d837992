import { safetyClassify, safetyMentions } from '@grove/safety';
import type { JournalContentMode, JournalMood } from './journalPromptTypes';
import { JOURNAL_MOODS } from './journalPromptTypes';
import { journalLocalDay } from './journalPrompts';
import { journalSeededRandom, journalTextHash } from './journalSeededRandom';
import { JOURNAL_MOOD_VALENCE, JOURNAL_VALENCE_FELT, journalSummaryMoodTrend, journalSummaryValence, type JournalMoodTrend } from './journalSummaryMood';
import { JOURNAL_SUMMARY_FALLBACK, JOURNAL_SUMMARY_NUMBERS, JOURNAL_SUMMARY_TEMPLATES, type JournalSummaryTemplatePart } from './journalSummaryTemplates';
import { journalSummaryThemes, type JournalSummaryTheme } from './journalSummaryThemes';

/** One journal entry as the weekly summary reads it. */
export interface JournalSummaryEntry {
  id: string;
  content: string;
  /** The mood the writer chose, or `null` (then the words' sentiment stands in). */
  mood: JournalMood | null;
  /** When it was written, epoch ms. */
  createdAt: number;
  /** The prompt it answers, if any. Not read for themes: they are the writer's words, not Grove's. */
  promptText?: string | null;
}

/** Options of `journalSummaryOf`. */
export interface JournalSummaryOptions {
  /** The writer's content mode (decided by the server, SPEC §1): the words, and what safety guards. */
  contentMode: JournalContentMode;
  /** The time now, epoch ms. */
  now: number;
  /** The writer's offset from UTC in minutes, east positive (`-new Date().getTimezoneOffset()` in a browser). */
  offsetMinutes: number;
  /** A moment in the week to summarise, epoch ms; by default `now` (this week). */
  weekOf?: number;
}

/** A week's summary, made offline (issue 16, point 3). */
export interface JournalWeekSummary {
  /** Two to four short noun phrases the week was about, said to the writer ("your sister", "football"). */
  themes: string[];
  moodTrend: JournalMoodTrend;
  /** How many entries carried each mood the writer chose (entries without a mood are not counted). */
  moodCounts: Record<JournalMood, number>;
  /** One encouraging, specific, true observation in the words of the mode; gentle for a hard week. */
  observation: string;
  /** The whole summary, two to five sentences: what the week was about, how it felt, the observation. */
  text: string;
  /** How many entries were summarised (at most `JOURNAL_SUMMARY_MAX_ENTRIES`). */
  entryCount: number;
  /** The writer's Monday 00:00 that starts the week, epoch ms. */
  weekStart: number;
  /** The next Monday 00:00, epoch ms (the week is `weekStart <= t < weekEnd`). */
  weekEnd: number;
  /** True when an entry needed care (libs/safety rated it concern or urgent): the observation is the gentle line. */
  care: boolean;
}

/** Issue 16, point 3: a weekly summary reads up to 10 entries (the most recent of the week). */
export const JOURNAL_SUMMARY_MAX_ENTRIES = 10;

/** The most themes a summary names; it names at least two when the week has them. */
export const JOURNAL_SUMMARY_MAX_THEMES = 4;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The writer's week containing `at`: Monday 00:00 to the next Monday 00:00 in their time zone, as
 * epoch ms. 1 January 1970 was a Thursday, three days after a Monday.
 */
export function journalSummaryWeek(at: number, offsetMinutes: number): { weekStart: number; weekEnd: number } {
  const day = journalLocalDay(at, offsetMinutes);
  const monday = day - ((((day + 3) % 7) + 7) % 7);
  const weekStart = monday * DAY_MS - offsetMinutes * 60_000;
  return { weekStart, weekEnd: weekStart + WEEK_MS };
}

/** True when the safety classifier would stop `text` if Grove said it in this mode. */
function unsafeToSay(text: string, contentMode: JournalContentMode): boolean {
  return !safetyClassify(text, { direction: 'reply', contentMode }).safe;
}

/**
 * True when a theme may be said back: it mentions no harm (`safetyMentions`, with no framing), passes
 * as the writer's words and as Grove's, and for children holds no two capitalised words (a full name).
 */
function themeIsSayable(theme: string, contentMode: JournalContentMode): boolean {
  if (safetyMentions(theme, contentMode) !== null) return false;
  if (!safetyClassify(theme, { direction: 'message', contentMode }).safe) return false;
  if (unsafeToSay(theme, contentMode)) return false;
  return contentMode === 'FULL' || !/[A-Z]/.test(theme);
}

/** The words of a theme without its lead ("the", "your", "a"). */
function themeWords(theme: string): string[] {
  return theme.toLowerCase().split(' ').filter((word) => !['the', 'your', 'a', 'an'].includes(word));
}

/** True when one theme's words all appear in the other's ("science" and "the science project"). */
function overlaps(a: string, b: string): boolean {
  const left = themeWords(a);
  const right = themeWords(b);
  return left.every((word) => right.includes(word)) || right.every((word) => left.includes(word));
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function numberWord(count: number): string {
  return JOURNAL_SUMMARY_NUMBERS[count] ?? String(count);
}

function timesWord(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${numberWord(count)} times`;
}

/** The moods chosen most, as words ("happy and proud"), from those passing `keep`; at most two. */
function topMoods(counts: Record<JournalMood, number>, keep: (mood: JournalMood) => boolean): string[] {
  return JOURNAL_MOODS.filter((info) => counts[info.id] > 0 && keep(info.id))
    .sort((a, b) => counts[b.id] - counts[a.id])
    .slice(0, 2)
    .map((info) => info.label.toLowerCase());
}

/** Fills a template's placeholders. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The offline weekly summary of a journal (issue 16, point 3): its themes, how it felt and how that
 * changed, and one encouraging, true observation, in the words of the writer's content mode and in the
 * second person. Deterministic and pure: the same entries and options give the same summary, with
 * no clock but `now`. `null` when the week has no entries.
 *
 * - The week is the writer's Monday to Monday containing `weekOf` (default `now`); entries outside it
 *   are left out, and of more than ten the ten most recent are read.
 * - Every entry is read by `@grove/safety` as the writer's message. One rated concern or urgent is
 *   never quoted and gives no theme, and the observation is the gentle care line (`care: true`).
 * - Themes come from compromise's noun phrases (`journalSummaryThemes`); a theme the classifier flags
 *   is dropped, and children's themes never hold a name (relations instead: "your friend").
 * - The mood trend comes from the moods the writer chose, `sentiment` (AFINN) standing in for entries
 *   without one and confirming the direction (`journalSummaryMoodTrend`).
 * - The text is checked once more as Grove's reply; if it ever failed, a plain fallback is said.
 */
export function journalSummaryOf(entries: readonly JournalSummaryEntry[], options: JournalSummaryOptions): JournalWeekSummary | null {
  const { contentMode, offsetMinutes } = options;
  const { weekStart, weekEnd } = journalSummaryWeek(options.weekOf ?? options.now, offsetMinutes);
  const week = entries
    .filter((entry) => Number.isFinite(entry.createdAt) && entry.createdAt >= weekStart && entry.createdAt < weekEnd)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(-JOURNAL_SUMMARY_MAX_ENTRIES);
  if (week.length === 0) return null;

  const verdicts = week.map((entry) => safetyClassify(entry.content, { direction: 'message', contentMode }));
  const needsCare = verdicts.map((verdict) => !verdict.safe && (verdict.severity === 'concern' || verdict.severity === 'urgent'));
  const care = needsCare.some(Boolean);

  const moodCounts = Object.fromEntries(JOURNAL_MOODS.map((info) => [info.id, 0])) as Record<JournalMood, number>;
  for (const entry of week) if (entry.mood !== null) moodCounts[entry.mood] += 1;
  const moodTrend = journalSummaryMoodTrend(week);
  const valences = week.map((entry) => journalSummaryValence(entry.mood, entry.content));
  const meanValence = valences.reduce((sum, value) => sum + value, 0) / valences.length;
  const hardDays = valences.filter((value) => value <= -JOURNAL_VALENCE_FELT).length;
  const hardWeek = care || moodTrend === 'harder' || meanValence <= -JOURNAL_VALENCE_FELT || hardDays * 2 > week.length;

  const safeContents = week.filter((_, index) => !needsCare[index]).map((entry) => entry.content);
  const candidates = journalSummaryThemes(safeContents, contentMode).filter((theme) => themeIsSayable(theme.text, contentMode));
  const recurring = candidates.filter((theme) => theme.entryCount >= 2);
  const wanted = Math.min(JOURNAL_SUMMARY_MAX_THEMES, Math.max(2, recurring.length));
  const chosen: JournalSummaryTheme[] = [];
  for (const theme of candidates) {
    if (chosen.length >= wanted) break;
    // "science" says nothing "the science project" has not said already, and "a whole length" said
    // once is a detail of a day, not what a week was about.
    if (theme.entryCount < 2 && /^an? /.test(theme.text)) continue;
    if (!chosen.some((other) => overlaps(other.text, theme.text))) chosen.push(theme);
  }
  const themes = chosen.map((theme) => theme.text);

  // The variant of each sentence is chosen by the week's own entries, so a summary made twice reads
  // the same and two different weeks do not read word for word alike.
  const random = journalSeededRandom(journalTextHash(`${contentMode}|${weekStart}|${week.map((entry) => entry.id).join('|')}`));
  const say = (part: JournalSummaryTemplatePart, values: Readonly<Record<string, string>> = {}): string => {
    const all: readonly string[] = JOURNAL_SUMMARY_TEMPLATES[part][contentMode];
    // A hard week is never cheered: a variant that exclaims ("This week you wrote six times!") is left out.
    const calm = all.filter((variant) => !variant.includes('!'));
    const variants = hardWeek && calm.length > 0 ? calm : all;
    return fill(variants[Math.floor(random() * variants.length)], values);
  };

  const count = week.length;
  const days = new Set(week.map((entry) => journalLocalDay(entry.createdAt, offsetMinutes))).size;
  const base = { times: timesWord(count), count: numberWord(count), days: numberWord(days) };
  const about = themes.length === 0 ? say('aboutPlain', base) : say(count === 1 ? 'aboutOnce' : 'about', { ...base, themes: listOf(themes) });
  const feeling = feelingSentence(say, { count, moodTrend, moodCounts, meanValence, hardWeek });
  const observation = observationOf(say, { care, hardWeek, moodTrend, count, days, top: chosen.find((theme) => theme.entryCount >= 2) ?? null });

  let text = [about, feeling, observation].filter((sentence) => sentence !== '').join(' ');
  if (unsafeToSay(text, contentMode)) text = JOURNAL_SUMMARY_FALLBACK[contentMode];
  return { themes, moodTrend, moodCounts, observation, text, entryCount: count, weekStart, weekEnd, care };
}

type Say = (part: JournalSummaryTemplatePart, values?: Readonly<Record<string, string>>) => string;

/** How the week felt and how that changed; empty for a single entry that says neither. */
function feelingSentence(
  say: Say,
  week: { count: number; moodTrend: JournalMoodTrend; moodCounts: Record<JournalMood, number>; meanValence: number; hardWeek: boolean },
): string {
  const { count, moodTrend, moodCounts, meanValence, hardWeek } = week;
  const moods = topMoods(moodCounts, () => true);
  if (count === 1) {
    if (moods.length > 0) return say('onceMood', { moods: listOf(moods) });
    if (meanValence >= JOURNAL_VALENCE_FELT) return say('onceGood');
    if (meanValence <= -JOURNAL_VALENCE_FELT) return say('onceHard');
    return '';
  }
  if (moodTrend === 'brighter') return say(hardWeek ? 'lighter' : 'brighter');
  if (moodTrend === 'harder') return say('harder');
  if (moodTrend === 'mixed') {
    const up = topMoods(moodCounts, (mood) => JOURNAL_MOOD_VALENCE[mood] > 0)[0];
    const down = topMoods(moodCounts, (mood) => JOURNAL_MOOD_VALENCE[mood] < 0)[0];
    return up !== undefined && down !== undefined ? say('mixedMoods', { up, down }) : say('mixedPlain');
  }
  if (moods.length > 0) return say('steadyMoods', { moods: listOf(moods) });
  if (meanValence >= JOURNAL_VALENCE_FELT) return say('steadyGood');
  if (meanValence <= -JOURNAL_VALENCE_FELT) return say('steadyHard');
  return say('steadyEven');
}

/**
 * The one observation: care when an entry needed it, gentle words for a hard week, otherwise the most
 * specific true thing to encourage — a person or thing written about on two or more days, writing on
 * three or more days, a week that turned around — and a plain "you made time to write" at the least.
 */
function observationOf(
  say: Say,
  week: { care: boolean; hardWeek: boolean; moodTrend: JournalMoodTrend; count: number; days: number; top: JournalSummaryTheme | null },
): string {
  const { care, hardWeek, moodTrend, count, days, top } = week;
  if (care) return say('observeCare');
  if (hardWeek) return say('observeHard');
  if (top) {
    const part: JournalSummaryTemplatePart =
      top.kind === 'thing' || top.kind === 'place'
        ? 'observeThing'
        : top.relationKind === 'friend'
          ? 'observeFriend'
          : top.relationKind === 'family'
            ? 'observeFamily'
            : top.relationKind === 'pet'
              ? 'observePet'
              : 'observePeople';
    const theme = top.text;
    return say(part, { theme, Theme: theme.charAt(0).toUpperCase() + theme.slice(1), times: timesWord(top.entryCount), count: numberWord(top.entryCount) });
  }
  if (count === 1) return say('observeOnce');
  if (days >= 3) return say('observeHabit', { days: numberWord(days) });
  if (moodTrend === 'brighter') return say('observeBrighter');
  return say('observeFallback');
}
