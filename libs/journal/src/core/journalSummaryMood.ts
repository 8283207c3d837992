import Sentiment from 'sentiment';
import type { JournalMood } from './journalPromptTypes';

/**
 * How a week felt as it went on: `brighter` (better towards the end), `harder` (worse towards the
 * end), `steady` (much the same) or `mixed` (ups and downs with no one direction).
 */
export type JournalMoodTrend = 'brighter' | 'steady' | 'harder' | 'mixed';

/**
 * How good or hard each mood tag is, from -2 to 2. Tired is a little hard; worried, sad, lonely and
 * cross are hard; calm and curious are a little good; happy, excited and proud are good.
 */
export const JOURNAL_MOOD_VALENCE: Readonly<Record<JournalMood, number>> = {
  happy: 2,
  excited: 2,
  proud: 2,
  calm: 1,
  curious: 1,
  tired: -1,
  worried: -2,
  sad: -2,
  lonely: -2,
  angry: -2,
};

/**
 * A day counts as good or hard from this valence on (either sign). Below it a day is even: a
 * sentiment score near zero says little.
 */
export const JOURNAL_VALENCE_FELT = 0.5;

/**
 * How strongly sentiment's score per word maps onto the mood scale: AFINN gives a word -5 to 5 and an
 * everyday entry averages about ±0.1 per word, so ×8 puts "a good day" near 1 and a very sad entry at
 * the -2 end.
 */
const SENTIMENT_SCALE = 8;

/** One analyser for every call: it keeps no state between calls (no `extras`, which it would keep). */
const analyser = new Sentiment();

/**
 * How good or hard an entry sounds, on the mood scale (-2 to 2), from `sentiment`'s AFINN word scores
 * (with its negation handling and emoji scores) averaged over the entry's words. Used when the writer
 * chose no mood, and to confirm the trend of the moods they did choose.
 */
export function journalSummarySentiment(text: string): number {
  if (text.trim() === '') return 0;
  const { comparative } = analyser.analyze(text);
  const scaled = Math.max(-2, Math.min(2, comparative * SENTIMENT_SCALE));
  // Rounded so that a score is the same on every platform's floating point and reads well in a test.
  return Math.round(scaled * 100) / 100 || 0;
}

/** The valence of an entry: the writer's own mood when they chose one, otherwise its sentiment. */
export function journalSummaryValence(mood: JournalMood | null, content: string): number {
  return mood === null ? journalSummarySentiment(content) : JOURNAL_MOOD_VALENCE[mood];
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The trend of a week's valences, oldest first. The first half of the week is compared with the
 * second (the middle day of an odd count belongs to neither): a rise of a whole step (1 on the -2…2
 * scale) that ends on days no longer hard is `brighter`, a fall that ends on days no longer good is
 * `harder` (happy days turning calm are not), unless the days swing up and down more than once.
 * Good and hard days that do not make a direction are `mixed` when the less common side has at least
 * a quarter of the days; one tired day in a happy week is still `steady`. One entry is `steady`.
 */
export function journalSummaryTrend(valences: readonly number[]): JournalMoodTrend {
  const count = valences.length;
  if (count < 2) return 'steady';
  const half = Math.floor(count / 2);
  const later = mean(valences.slice(count - half));
  const rise = later - mean(valences.slice(0, half));
  const signs = valences.map((value) => (value >= JOURNAL_VALENCE_FELT ? 1 : value <= -JOURNAL_VALENCE_FELT ? -1 : 0)).filter((sign) => sign !== 0);
  let swings = 0;
  for (let index = 1; index < signs.length; index += 1) if (signs[index] !== signs[index - 1]) swings += 1;
  const good = signs.filter((sign) => sign > 0).length;
  const hard = signs.filter((sign) => sign < 0).length;
  // Happy days turning calm is not a harder week, nor sad days turning merely less sad a brighter one:
  // the later days must have left the side the week started on.
  if (swings <= 1 && rise >= 1 && later > -JOURNAL_VALENCE_FELT) return 'brighter';
  if (swings <= 1 && rise <= -1 && later < JOURNAL_VALENCE_FELT) return 'harder';
  if (Math.min(good, hard) > 0 && Math.min(good, hard) * 4 >= count) return 'mixed';
  return 'steady';
}

/**
 * The week's trend from the moods the writer chose (sentiment filling in for entries without one),
 * confirmed by sentiment alone: when the words of the entries go the opposite way of the chosen moods
 * (the moods say brighter, the words say harder), the week is `mixed` rather than a direction the
 * summary cannot stand behind.
 */
export function journalSummaryMoodTrend(entries: readonly { mood: JournalMood | null; content: string }[]): JournalMoodTrend {
  const trend = journalSummaryTrend(entries.map((entry) => journalSummaryValence(entry.mood, entry.content)));
  if (trend !== 'brighter' && trend !== 'harder') return trend;
  if (entries.every((entry) => entry.mood === null)) return trend;
  const words = journalSummaryTrend(entries.map((entry) => journalSummarySentiment(entry.content)));
  const opposite = trend === 'brighter' ? 'harder' : 'brighter';
  return words === opposite ? 'mixed' : trend;
}
