import type { WellnessKind, WonderBand } from '../index';

/** What each kind of session is called on its card and in the player. */
const KIND_LABELS: Readonly<Record<WellnessKind, string>> = {
  'box-breathing': 'Box breathing',
  '4-7-8': '4-7-8 breathing',
  'grounding-54321': '5-4-3-2-1 grounding',
  'body-scan': 'Body scan',
  gratitude: 'Gratitude',
  'wind-down': 'Wind-down',
};

/** The same for 4–8: short, simple words. */
const KIND_LABELS_CHILD: Readonly<Record<WellnessKind, string>> = {
  'box-breathing': 'Breathing',
  '4-7-8': 'Breathing',
  'grounding-54321': 'Five senses',
  'body-scan': 'Body',
  gratitude: 'Thank you',
  'wind-down': 'Sleepy time',
};

/** The kind of a session in words for its band ("Box breathing"; "Breathing" for 4–8). */
export function wellnessKindLabel(kind: WellnessKind, band: WonderBand): string {
  return band === '4-8' ? KIND_LABELS_CHILD[kind] : KIND_LABELS[kind];
}

/** The age bands in the visitor's picker, in order, with their names on screen. */
export const WELLNESS_BAND_LABELS: Readonly<Record<WonderBand, string>> = {
  '4-8': 'Ages 4–8',
  '9-15': 'Ages 9–15',
  adult: 'Adults',
};

/** The picker's order. */
export const WELLNESS_BANDS: readonly WonderBand[] = ['4-8', '9-15', 'adult'];
