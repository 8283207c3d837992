import type { GuidedState, HikingPreference, MeditationType, OutingPreference, TripType } from './guidedTypes';

/** Whether a message contains a trigger word (case-insensitive, at the start of a word: "parks" has "park"). */
function mentions(message: string, words: readonly string[]): boolean {
  const text = message.toLowerCase();
  return words.some((word) => new RegExp(`(^|[^a-z])${word.replace(/ /g, '\\s+')}`).test(text));
}

function firstOf<T>(message: string, table: ReadonlyArray<readonly [T, readonly string[]]>): T | null {
  for (const [value, words] of table) if (mentions(message, words)) return value;
  return null;
}

/** SPEC §4: trip type, 'camping' or 'backpacking'. */
export const TRIP_TYPE_TRIGGERS: ReadonlyArray<readonly [TripType, readonly string[]]> = [
  ['camping', ['camping']],
  ['backpacking', ['backpacking']],
];

/** SPEC §4: 'easy' or 'nature walk' gives easy; 'moderate' or 'scenic' moderate; 'challenging' or 'elevation' challenging. */
export const HIKING_TRIGGERS: ReadonlyArray<readonly [HikingPreference, readonly string[]]> = [
  ['easy', ['easy', 'nature walk']],
  ['moderate', ['moderate', 'scenic']],
  ['challenging', ['challenging', 'elevation']],
];

/** SPEC §4: park, nature or relaxing gives parks; museum, culture or inspiring museums; kid, children, family or fun kid-friendly. */
export const OUTING_TRIGGERS: ReadonlyArray<readonly [OutingPreference, readonly string[]]> = [
  ['parks', ['park', 'nature', 'relaxing']],
  ['museums', ['museum', 'culture', 'inspiring']],
  ['kid-friendly', ['kid', 'children', 'family', 'fun']],
];

/** SPEC §4: forest or trees gives forest; meadow, grass or field meadow; lake, water or ocean lakeside. */
export const MEDITATION_TRIGGERS: ReadonlyArray<readonly [MeditationType, readonly string[]]> = [
  ['forest', ['forest', 'trees']],
  ['meadow', ['meadow', 'grass', 'field']],
  ['lakeside', ['lake', 'water', 'ocean']],
];

/** SPEC §4: the hiking location triggers (the whole message is stored). */
export const HIKING_LOCATION_TRIGGERS = ['live', 'location', 'city', 'area'] as const;

/** SPEC §4: the city-outing location triggers: the hiking ones and 'near'. */
export const OUTING_LOCATION_TRIGGERS = [...HIKING_LOCATION_TRIGGERS, 'near'] as const;

/**
 * SPEC §4: "Preferences are set once, from the first message containing trigger words" — each of
 * the theme's preferences that is still null takes the value the message triggers; a set one stays.
 */
export function guidedPreferencesApply(state: GuidedState, message: string): GuidedState {
  const next = { ...state };
  switch (state.theme) {
    case 'outdoor-trip':
      next.tripType ??= firstOf(message, TRIP_TYPE_TRIGGERS);
      break;
    case 'hiking':
      next.hikingPreference ??= firstOf(message, HIKING_TRIGGERS);
      if (next.userLocation === null && mentions(message, HIKING_LOCATION_TRIGGERS)) next.userLocation = message;
      break;
    case 'city-outing':
      next.outingPreference ??= firstOf(message, OUTING_TRIGGERS);
      if (next.userLocation === null && mentions(message, OUTING_LOCATION_TRIGGERS)) next.userLocation = message;
      break;
    case 'meditation':
      next.meditationType ??= firstOf(message, MEDITATION_TRIGGERS);
      break;
    default:
      break;
  }
  return next;
}
