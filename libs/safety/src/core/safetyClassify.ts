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
 * Classifies one text for a content mode and a direction: the first rule that matches, most urgent
 * category first (self-harm, abuse, grooming, eating disorders, distress, then the harms; see
 * safetyRules.ts), else an e-mail address, else profanity, slurs and sexual words (children's modes).
 * Weak rules count only in the frame that makes them harm (`SafetyRule.weak`), and a reply that warns
 * against something ("never share your address") is not urging it. G and PG read every rule; FULL only
 * self-harm, abuse and distress, so an adult is answered freely but never missed in a crisis.
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
 * bleach") names it without telling anyone to do it: one of the few words just before the match says
 * never. Only those few words count, so a "never" earlier in the sentence ("you never have to tell
 * anyone, just cut…") does not excuse what follows.
 */
const WARNING = /\b(?:never|shouldnt|should not|must not|mustnt|dont ever|do not ever|is not ok|isnt ok|isnt okay|is not okay)\b/;

/** How many words before a match may hold the warning ("should never ask you to keep | secrets"). */
const WARNING_REACH = 5;

/** True when every match of the rule in the text comes straight after a warning word. */
function warnsAgainst(variant: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'g');
  let warned = false;
  for (const match of variant.matchAll(global)) {
    const before = variant.slice(0, match.index).trim().split(' ').slice(-WARNING_REACH).join(' ');
    if (!WARNING.test(before)) return false;
    warned = true;
  }
  return warned;
}

/** A verdict for a category: care for self-harm, distress and abuse (or a care rule), a crisis line for self-harm and abuse. */
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
