/** The three content modes, from the gentlest to the fullest (SPEC §1 "Tone", §4 "Content mode by child age"). */
export const CONTENT_MODES = ['G', 'PG', 'FULL'] as const;

/** A content mode: G (ages 4-8, simple), PG (9-14, exciting but not scary) or FULL (15 and up, natural). */
export type ContentMode = (typeof CONTENT_MODES)[number];

/**
 * The content mode of a child of this age (SPEC §4 "Content mode by child age"): 4-8 is G, 9-14 is
 * PG, 15 and up is FULL, anything else is G.
 *
 * "Anything else" covers ages below 4 and values that are not whole finite numbers (NaN, Infinity,
 * 8.5): such an age is not rounded into a band but gets the safest mode, G. The server runs this same
 * function, so it has no dependencies.
 */
export function contentModeForAge(age: number): ContentMode {
  if (!Number.isInteger(age) || age < 4) return 'G';
  if (age <= 8) return 'G';
  if (age <= 14) return 'PG';
  return 'FULL';
}
