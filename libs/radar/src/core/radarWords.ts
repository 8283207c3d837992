import type { RadarAxis, RadarContentMode } from './radarTypes';

/**
 * The words the radar is shown in (issue 17, point 4): plain-language axis names, a reading in words,
 * the week's trend and what is behind an axis — for adults (FULL), 9–15 (PG) and 4–8 (G). Kept in the
 * core so every screen (the chart, the table, a parent's trend) says the same thing.
 */

/** What an axis is called on screen, by content mode. */
export interface RadarAxisWords {
  /** The axis's name (on the chart and in the table). */
  label: string;
  /** What it is about, for "3 messages about sleep this week". */
  topic: string;
  /** One sentence: what the axis reads from. */
  about: string;
}

const ADULT: Record<RadarAxis, RadarAxisWords> = {
  ethical_balance: { label: 'Doing what feels right', topic: 'right and wrong', about: 'Living by your values: fairness, honesty, keeping promises.' },
  personalization: { label: 'Being yourself', topic: 'being yourself', about: 'Feeling like yourself, and doing what matters to you.' },
  wisdom: { label: 'Learning and perspective', topic: 'learning', about: 'Learning from what happens and seeing the bigger picture.' },
  activity: { label: 'Moving', topic: 'moving', about: 'Exercise, walks, sport — or a week mostly sitting still.' },
  sleep: { label: 'Sleep', topic: 'sleep', about: 'How you slept and how rested you felt.' },
  concentration: { label: 'Focus', topic: 'focus', about: 'Getting into things, or being pulled away from them.' },
  energy: { label: 'Energy', topic: 'energy', about: 'Feeling full of beans, or running on empty.' },
  self_esteem: { label: 'How you see yourself', topic: 'how you see yourself', about: 'Being proud of yourself, or hard on yourself.' },
  emotional_clarity: { label: 'Understanding your feelings', topic: 'your feelings', about: 'Knowing what you feel and why.' },
};

const TEEN: Record<RadarAxis, RadarAxisWords> = {
  ...ADULT,
  ethical_balance: { label: 'Doing the right thing', topic: 'right and wrong', about: 'Being fair and honest, and standing up for others.' },
  wisdom: { label: 'Learning', topic: 'learning', about: 'Learning from what happens, at school and everywhere else.' },
  activity: { label: 'Moving and sport', topic: 'moving', about: 'Sport, walks, playing outside — or lots of sitting.' },
};

const CHILD: Record<RadarAxis, RadarAxisWords> = {
  ethical_balance: { label: 'Being kind and fair', topic: 'being kind', about: 'Sharing, being fair and saying sorry.' },
  personalization: { label: 'Being me', topic: 'being you', about: 'Doing the things you love.' },
  wisdom: { label: 'Learning', topic: 'learning', about: 'Finding out new things.' },
  activity: { label: 'Moving and playing', topic: 'playing', about: 'Running, jumping and playing.' },
  sleep: { label: 'Sleep', topic: 'sleep', about: 'How you slept.' },
  concentration: { label: 'Paying attention', topic: 'paying attention', about: 'Listening and finishing things.' },
  energy: { label: 'Energy', topic: 'energy', about: 'Feeling bouncy or feeling tired.' },
  self_esteem: { label: 'Feeling good about me', topic: 'how you feel about you', about: 'Feeling proud of yourself.' },
  emotional_clarity: { label: 'Knowing my feelings', topic: 'feelings', about: 'Naming how you feel.' },
};

/** The words for an axis in a content mode. */
export function radarAxisWords(axis: RadarAxis, mode: RadarContentMode): RadarAxisWords {
  return (mode === 'G' ? CHILD : mode === 'PG' ? TEEN : ADULT)[axis];
}

/** A reading in words: five bands around the neutral 0.5, gentler for the youngest. */
export function radarReadingWords(value: number, mode: RadarContentMode): string {
  const bands = mode === 'G' ? ['Hard', 'A bit hard', 'Okay', 'Good', 'Really good'] : ['Hard this week', 'A bit hard', 'Steady', 'Leaning good', 'Going well'];
  if (value < 0.3) return bands[0];
  if (value < 0.45) return bands[1];
  if (value <= 0.55) return bands[2];
  if (value <= 0.7) return bands[3];
  return bands[4];
}

/** How far an axis has to move between weeks to count as up or down, not noise. */
export const RADAR_TREND_STEP = 0.1;

/** The way an axis went since last week. */
export type RadarTrend = 'up' | 'down' | 'same';

/** The trend between two readings (both must be readings — enough evidence — for it to mean anything). */
export function radarTrendOf(thisWeek: number, lastWeek: number): RadarTrend {
  const change = thisWeek - lastWeek;
  if (change >= RADAR_TREND_STEP) return 'up';
  if (change <= -RADAR_TREND_STEP) return 'down';
  return 'same';
}

/** The trend in words. */
export function radarTrendWords(trend: RadarTrend, mode: RadarContentMode): string {
  if (mode === 'G') return trend === 'up' ? 'Better than last week' : trend === 'down' ? 'Harder than last week' : 'Like last week';
  return trend === 'up' ? 'Up on last week' : trend === 'down' ? 'Down on last week' : 'About the same as last week';
}

/** "3 messages about sleep this week" — or, for the youngest, "You talked about sleep 3 times this week". */
export function radarEvidenceWords(axis: RadarAxis, messageCount: number, mode: RadarContentMode): string {
  const { topic } = radarAxisWords(axis, mode);
  if (mode === 'G') return messageCount === 1 ? `You talked about ${topic} once this week` : `You talked about ${topic} ${messageCount} times this week`;
  return `${messageCount} ${messageCount === 1 ? 'message' : 'messages'} about ${topic} this week`;
}

/** What an axis with fewer than three pieces of evidence says instead of a number. */
export const RADAR_NOT_ENOUGH = 'Not enough yet';

/** A value 0–1 as the whole number out of 100 the table shows. */
export function radarPercent(value: number): number {
  return Math.round(value * 100);
}
