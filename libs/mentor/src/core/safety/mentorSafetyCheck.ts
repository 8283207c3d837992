import { safetyClassify, safetyRedirect, type SafetyCategory, type SafetyDirection, type SafetySeverity } from '@grove/safety';
import type { MentorContentMode } from '../types';

/** The verdict of the family safety filter on one text, with what Grove says instead. */
export type MentorSafetyVerdict =
  | { safe: true }
  | {
      safe: false;
      category: SafetyCategory;
      severity: SafetySeverity;
      /** True when the person needs care: the redirect is then a care reply. */
      distress: boolean;
      /** The kind redirect or care reply for the mode. */
      redirect: string;
    };

/**
 * Runs `@grove/safety`'s classifier on a text for a content mode and direction (a person's `message`,
 * or a `reply` from the builtin mentor or a model) and pairs an unsafe verdict with the redirect or
 * care reply for the mode. G and PG are guarded in every category; FULL only where an adult needs
 * help too (self-harm, abuse).
 */
export function mentorSafetyCheck(
  text: string,
  contentMode: MentorContentMode,
  direction: SafetyDirection = 'message',
  locale?: string,
): MentorSafetyVerdict {
  const verdict = safetyClassify(text, { contentMode, direction });
  if (verdict.safe) return { safe: true };
  return {
    safe: false,
    category: verdict.category,
    severity: verdict.severity,
    distress: verdict.distress,
    redirect: safetyRedirect(verdict, contentMode, locale),
  };
}

/**
 * The redirect Grove gives for a category found by another layer (a moderation endpoint or a guard
 * model), in the mode's words.
 */
export function mentorSafetyRedirectOf(category: SafetyCategory, contentMode: MentorContentMode, locale?: string): string {
  const distress = category === 'self_harm' || category === 'distress' || category === 'abuse';
  return safetyRedirect(
    { safe: false, category, severity: 'concern', distress, crisisLine: category === 'self_harm' || category === 'abuse' },
    contentMode,
    locale,
  );
}
