import { WELLNESS_SESSIONS } from './content/wellnessSessions';
import type { WellnessKind, WellnessSession, WonderBand, WonderRadarAxis } from './content/wonderTypes';

/** SPEC §3's nine radar axes in SPEC's order, which is also the order ties between equal scores follow. */
export const WONDER_RADAR_AXES: readonly WonderRadarAxis[] = [
  'ethical_balance',
  'personalization',
  'wisdom',
  'activity',
  'sleep',
  'concentration',
  'energy',
  'self_esteem',
  'emotional_clarity',
];

/**
 * An axis counts as low below this score, on the 0–100 scale the radar's table shows (`radarPercent`;
 * SPEC §3's neutral 0.5 is 50): issue 21's "sleep was low: try the wind-down".
 */
export const WELLNESS_LOW_BELOW = 50;

/** A session suggested for the week, the axis it answers and why, in words for the band. */
export interface WellnessSuggestion {
  session: WellnessSession;
  axis: WonderRadarAxis;
  because: string;
}

/** How a low axis is said to a 9–15 or an adult: plain, no judgement, no score. */
const LOW_WORDS: Readonly<Record<WonderRadarAxis, string>> = {
  ethical_balance: 'Doing what feels right was harder this week',
  personalization: 'Being yourself was harder this week',
  wisdom: 'Learning was low this week',
  activity: 'Moving was low this week',
  sleep: 'Sleep was low this week',
  concentration: 'Focus was low this week',
  energy: 'Energy was low this week',
  self_esteem: 'Feeling good about yourself was low this week',
  emotional_clarity: 'Your feelings were harder to read this week',
};

/** How a low axis is said to a 4–8: "a bit hard", never "low". */
const LOW_WORDS_CHILD: Readonly<Record<WonderRadarAxis, string>> = {
  ethical_balance: 'Being kind and fair was a bit hard this week',
  personalization: 'There was less time for the things you love this week',
  wisdom: 'Finding out new things was a bit hard this week',
  activity: 'Moving and playing was a bit hard this week',
  sleep: 'Sleep was a bit hard this week',
  concentration: 'Paying attention was a bit hard this week',
  energy: 'You felt a bit tired this week',
  self_esteem: 'Feeling proud of yourself was a bit hard this week',
  emotional_clarity: 'Your feelings felt big and muddled this week',
};

/** What a kind of session is called in a suggestion. */
const KIND_WORDS: Readonly<Record<WellnessKind, string>> = {
  'box-breathing': 'box breathing',
  '4-7-8': '4-7-8 breathing',
  'grounding-54321': 'the 5-4-3-2-1 grounding',
  'body-scan': 'a body scan',
  gratitude: 'a gratitude pause',
  'wind-down': 'the wind-down',
};

/** The same, for a 4–8. */
const KIND_WORDS_CHILD: Readonly<Record<WellnessKind, string>> = {
  'box-breathing': 'square breathing',
  '4-7-8': 'bubble breaths',
  'grounding-54321': 'a five senses treasure hunt',
  'body-scan': 'a floppy body scan',
  gratitude: 'a thank-you pause',
  'wind-down': 'a sleepy wind-down',
};

/**
 * The session that fits someone's week: the lowest radar axis below {@link WELLNESS_LOW_BELOW} that a
 * session of their band suits, with a sentence saying why ("Sleep was low this week: try the
 * wind-down."). Scores are 0–100; missing or non-numeric axes are skipped. Equal scores follow SPEC's
 * axis order. Among the sessions that suit an axis, one that lists it first wins, then list order.
 * Axes no session suits (moving, doing what feels right, learning — a breathing exercise is not the
 * answer to those) are passed over for the next lowest. Null when nothing is low or nothing fits.
 */
export function wellnessSuggestion(
  scores: Partial<Record<WonderRadarAxis, number>>,
  band: WonderBand,
  sessions: readonly WellnessSession[] = WELLNESS_SESSIONS,
): WellnessSuggestion | null {
  const low = WONDER_RADAR_AXES.flatMap((axis) => {
    const score = scores[axis];
    return typeof score === 'number' && Number.isFinite(score) && score < WELLNESS_LOW_BELOW ? [{ axis, score }] : [];
  }).sort((a, b) => a.score - b.score);
  const forBand = sessions.filter((session) => session.band === band);
  for (const { axis } of low) {
    const suited = forBand.filter((session) => session.suits.includes(axis));
    const session = suited.find((candidate) => candidate.suits[0] === axis) ?? suited[0];
    if (session) return { session, axis, because: wellnessBecause(axis, session.kind, band) };
  }
  return null;
}

/** The sentence behind a suggestion, in words for the band. */
function wellnessBecause(axis: WonderRadarAxis, kind: WellnessKind, band: WonderBand): string {
  if (band === '4-8') return `${LOW_WORDS_CHILD[axis]}. Let’s try ${KIND_WORDS_CHILD[kind]}!`;
  return `${LOW_WORDS[axis]}: try ${KIND_WORDS[kind]}.`;
}
