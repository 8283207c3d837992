/**
 * The builtin mentor's guide for a theme: what it says at each step of the conversation, in variants
 * by the person's preference, so the talk moves forward and honours what they chose.
 */

/**
 * One step: the reply to the person's n-th message. Keys are a preference value of the theme
 * ('easy', 'moderate', 'challenging'; 'camping', 'backpacking'; 'parks', 'museums', 'kid-friendly';
 * 'forest', 'meadow', 'lakeside') or 'any' (used when no variant fits or the theme has none).
 * Texts may use `{place}` (where the person lives, e.g. "the Denver area", or "where you live").
 */
export type GuideStep = Readonly<Record<string, string>>;

/** A theme's guide. */
export interface ThemeGuide {
  /** The reply to the first message while the theme's preference is not chosen yet: invites the choice. */
  ask: string;
  /** Step n (0-based) answers the person's (n+1)-th message. At least 6 steps. */
  steps: readonly GuideStep[];
  /** After the last step: gentle recaps and next ideas, used in turn, never the same twice in a row. */
  closings: readonly string[];
}
