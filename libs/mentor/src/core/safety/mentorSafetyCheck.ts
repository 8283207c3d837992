import type { MentorContentMode, MentorSafetyCategory } from '../types';
import { MENTOR_SAFETY_REDIRECTS } from './mentorSafetyRedirects';
import { MENTOR_SAFETY_EMAIL, MENTOR_SAFETY_RULES } from './mentorSafetyRules';
import { mentorSafetyFolded, mentorSafetyVariants } from './mentorSafetyNormalise';

/** The verdict of the family safety filter on one text. */
export type MentorSafetyVerdict = { safe: true } | { safe: false; category: MentorSafetyCategory; redirect: string };

/**
 * Runs the family safety filter on a text for a content mode. G and PG are guarded in all seven
 * categories (self-harm, sexual content, violence, hate, drugs, personal details, rule bypass);
 * FULL only for self-harm, so an adult in crisis is still pointed to help. The text is matched in
 * several spellings (case, accents, leetspeak, spaced-out letters, stretched letters) against
 * whole-word rules; the first category found wins, most urgent first. An unsafe verdict carries the
 * kind redirect for the mode.
 */
export function mentorSafetyCheck(text: string, contentMode: MentorContentMode): MentorSafetyVerdict {
  const category = mentorSafetyCategoryOf(text, contentMode);
  if (category === null) return { safe: true };
  return { safe: false, category, redirect: MENTOR_SAFETY_REDIRECTS[category][contentMode] };
}

/** The first safety category a text falls in for a mode, or null when it is safe. */
export function mentorSafetyCategoryOf(text: string, contentMode: MentorContentMode): MentorSafetyCategory | null {
  const variants = mentorSafetyVariants(text);
  for (const rule of MENTOR_SAFETY_RULES) {
    if (!rule.modes.includes(contentMode)) continue;
    if (variants.some((variant) => rule.pattern.test(variant))) return rule.category;
  }
  if (contentMode !== 'FULL' && MENTOR_SAFETY_EMAIL.test(mentorSafetyFolded(text))) return 'personal_details';
  return null;
}
