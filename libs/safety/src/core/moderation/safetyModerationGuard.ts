import type { SafetyCategory, SafetySeverity } from '../types';
import type { SafetyModerationContext, SafetyModerationVerdict } from './safetyModerationTypes';

/**
 * Llama Guard 3's hazard codes (MLCommons taxonomy) as Grove's categories. `null`: not a harm Grove
 * keeps from anyone (S13, elections: facts about voting are fine for every age).
 */
export const SAFETY_MODERATION_GUARD_CODES: Readonly<Record<string, readonly [SafetyCategory, SafetySeverity] | null>> = {
  S1: ['violence', 'concern'], // violent crimes
  S2: ['crime', 'concern'], // non-violent crimes
  S3: ['sexual', 'urgent'], // sex-related crimes
  S4: ['sexual', 'urgent'], // child sexual exploitation
  S5: ['harassment', 'concern'], // defamation
  S6: ['dangerous_dare', 'concern'], // specialized advice
  S7: ['personal_details', 'concern'], // privacy
  S8: ['crime', 'info'], // intellectual property
  S9: ['weapons', 'concern'], // indiscriminate weapons
  S10: ['hate', 'concern'], // hate
  S11: ['self_harm', 'urgent'], // suicide and self-harm
  S12: ['sexual', 'concern'], // sexual content
  S13: null, // elections
  S14: ['rule_bypass', 'info'], // code interpreter abuse
};

const SEVERITY_RANK: Record<SafetySeverity, number> = { info: 0, concern: 1, urgent: 2 };

/** A guard model's whole answer: `safe`, or `unsafe` then a line of comma-separated hazard codes. */
const GUARD_ANSWER = /^\s*(safe|unsafe)\s*(?:\s(s\d+(?:\s*[,\s]\s*s\d+)*))?\s*$/i;

/**
 * Reads a guard model's answer (`safe`, or `unsafe\nS1,S10`; whitespace and case do not matter). The
 * most severe known code names the flag (the first listed among equals); an answer naming only S13 is
 * not a flag. Anything else — no verdict, `unsafe` without codes, only unknown codes — throws: the
 * layer failed, and the turn treats it like an outage.
 */
export function safetyModerationGuardVerdict(answer: string): SafetyModerationVerdict {
  const match = GUARD_ANSWER.exec(answer);
  if (!match) throw new Error(`the guard model's answer is not a verdict: ${JSON.stringify(answer.slice(0, 80))}`);
  if (match[1]?.toLowerCase() === 'safe') {
    if (match[2]) throw new Error(`the guard model said safe and named hazards: ${JSON.stringify(answer.slice(0, 80))}`);
    return { flagged: false };
  }
  const codes = (match[2] ?? '').toUpperCase().split(/[\s,]+/).filter(Boolean);
  const known = codes.filter((code) => code in SAFETY_MODERATION_GUARD_CODES);
  if (known.length === 0) throw new Error(`the guard model said unsafe without a known hazard code: ${JSON.stringify(answer.slice(0, 80))}`);
  let worst: readonly [SafetyCategory, SafetySeverity] | null = null;
  for (const code of known) {
    const mapped = SAFETY_MODERATION_GUARD_CODES[code] ?? null;
    if (mapped && (worst === null || SEVERITY_RANK[mapped[1]] > SEVERITY_RANK[worst[1]])) worst = mapped;
  }
  return worst === null ? { flagged: false } : { flagged: true, category: worst[0], severity: worst[1] };
}

/** A chat turn sent to the guard model. */
export interface SafetyModerationGuardMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The conversation a guard model judges (its chat template turns it into the guard prompt and judges
 * the last turn): a person's message alone as the user turn; a reply as the assistant turn after the
 * person's message (or, when it is unknown, a neutral question, so the reply is still judged as one).
 */
export function safetyModerationGuardMessages(text: string, context: Pick<SafetyModerationContext, 'direction' | 'message'>): SafetyModerationGuardMessage[] {
  if (context.direction === 'message') return [{ role: 'user', content: text }];
  return [
    { role: 'user', content: context.message && context.message.trim().length > 0 ? context.message : 'Can you help me with something?' },
    { role: 'assistant', content: text },
  ];
}
