/** SPEC §1's seven themed guided conversations, each rated G. */
export type GuidedTheme = 'stories' | 'gardening' | 'flowers' | 'outdoor-trip' | 'hiking' | 'city-outing' | 'meditation';

/** SPEC §3: the progress counter's name by theme. */
export type GuidedProgressName = 'storyProgress' | 'learningProgress' | 'planningProgress' | 'sessionProgress';

/** One line of a guided conversation (SPEC §3 conversationHistory). */
export interface GuidedEntry {
  role: 'user' | 'ai';
  content: string;
}

/** SPEC §3 extra fields, by theme. */
export type TripType = 'camping' | 'backpacking';
export type HikingPreference = 'easy' | 'moderate' | 'challenging';
export type OutingPreference = 'parks' | 'museums' | 'kid-friendly';
export type MeditationType = 'forest' | 'meadow' | 'lakeside';

/**
 * A guided conversation's state (SPEC §3 Guided-conversation state): the history, when it last
 * changed, the progress counter under its SPEC name, the keywords already covered and the theme's
 * preferences (null until a message sets them, then never changed).
 */
export interface GuidedState {
  theme: GuidedTheme;
  conversationHistory: GuidedEntry[];
  /** ms since the epoch of the last change. */
  lastUpdated: number;
  /** Messages the person has sent (also under its SPEC name, see {@link guidedProgressName}). */
  progress: number;
  coveredTopics: string[];
  tripType: TripType | null;
  hikingPreference: HikingPreference | null;
  outingPreference: OutingPreference | null;
  meditationType: MeditationType | null;
  /** The whole message that named where the person is (hiking, city outings). */
  userLocation: string | null;
}

/** SPEC §4: "The response check always reports valid with a score of 0." */
export interface GuidedResponseCheck {
  valid: true;
  score: 0;
}

/** A theme as a chooser lists it. */
export interface GuidedThemeInfo {
  theme: GuidedTheme;
  title: string;
  /** One sentence a child understands. */
  description: string;
  /** The SPEC §3 name of its progress counter. */
  progressName: GuidedProgressName;
}
