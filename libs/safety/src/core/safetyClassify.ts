import { safetyProfanityOf } from './safetyProfanity';
import { SAFETY_EMAIL, SAFETY_RULES } from './safetyRules';
import { safetyFolded, safetyVariants } from './safetyNormalise';
import { safetyAsksAboutWorld, safetyTellsToDo } from './safetyFrame';
import type { SafetyCategory, SafetyClassifyOptions, SafetyContentMode, SafetySeverity, SafetyVerdict } from './types';

/** The verdict on a safe text. */
export const SAFETY_SAFE: SafetyVerdict = { safe: true, category: null, severity: null, distress: false, crisisLine: false };

/** Categories that call for care rather than a lesson. */
const DISTRESS_CATEGORIES: ReadonlySet<SafetyCategory> = new Set(['self_harm', 'distress', 'abuse']);
/** Categories whose care reply names a crisis line. */
const CRISIS_CATEGORIES: ReadonlySet<SafetyCategory> = new Set(['self_harm', 'abuse']);

/**
 * Classifies one text for a content mode and a direction.
 */
export function safetyClassify(text: string, options: SafetyClassifyOptions): SafetyVerdict {
  const { contentMode, direction } = options;
  const variants = safetyVariants(text);
  let framed: boolean | null = null;
  for (const rule of SAFETY_RULES) {
    if (!rule.modes.includes(contentMode) || !rule.directions.includes(direction)) continue;
    const hit = variants.find((variant) => rule.pattern.test(variant) && !(direction === 'reply' && warnsAgainst(variant, rule.pattern)));
    if (hit === undefined) continue;
    if (rule.weak) {
      // Asked about (a message) or told about (a reply) is a lesson, not harm; see SafetyRule.weak.
      framed ??= direction === 'message' ? !safetyAsksAboutWorld(variants[0] ?? '') : safetyTellsToDo(text, variants[0] ?? '');
      if (!framed) continue;
    }
    return verdictOf(rule.category, rule.severity, rule.care);
  }
  if (contentMode === 'FULL') return SAFETY_SAFE;
  if (SAFETY_EMAIL.test(safetyFolded(text))) return verdictOf('personal_details', 'concern');
  const profanity = safetyProfanityOf(text);
  if (profanity) return verdictOf(profanity, profanity === 'harassment' ? 'info' : 'concern');
  return SAFETY_SAFE;
}

/**
 * A reply that warns against something ("never keep secrets from your parents", "you should not mix
 * bleach") names it without telling anyone to do it: the words just before the match say never.
 */
const WARNING = /\b(?:never|shouldnt|should not|must not|mustnt|dont ever|do not ever|is not ok|isnt ok|isnt okay|is not okay)\b/;

/** True when every match of the rule in the text comes straight after a warning word. */
function warnsAgainst(variant: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'g');
  let warned = false;
  for (const match of variant.matchAll(global)) {
    const before = variant.slice(Math.max(0, match.index - 40), match.index);
    if (!WARNING.test(before)) return false;
    warned = true;
  }
  return warned;
}

function verdictOf(category: SafetyCategory, severity: SafetySeverity, care = false): SafetyVerdict {
  const distress = care || DISTRESS_CATEGORIES.has(category);
  return { safe: false, category, severity, distress, crisisLine: CRISIS_CATEGORIES.has(category) };
}

/**
 * The category of any harm a text mentions, whether asked about, told about or urged: every rule for
 * the mode in either direction, weak ones included, with no framing. A mentor uses it before it echoes
 * a person's words back ("So sex is on your mind!" is no reply to a child), never to judge a turn.
 */
export function safetyMentions(text: string, contentMode: SafetyContentMode): SafetyCategory | null {
  if (contentMode === 'FULL') return null;
  const variants = safetyVariants(text);
  const rule = SAFETY_RULES.find((candidate) => candidate.modes.includes(contentMode) && variants.some((variant) => candidate.pattern.test(variant)));
  if (rule) return rule.category;
  return safetyProfanityOf(text);
}
