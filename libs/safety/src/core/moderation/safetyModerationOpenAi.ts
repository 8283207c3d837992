import type { SafetyCategory, SafetySeverity } from '../types';
import type { SafetyModerationVerdict } from './safetyModerationTypes';

/** One result of OpenAI's moderation endpoint (`POST /v1/moderations`), as much of it as Grove reads. */
export interface SafetyModerationOpenAiResult {
  flagged: boolean;
  /** Category name → whether the text is in it (`null` where the model does not judge it). */
  categories: Readonly<Record<string, boolean | null | undefined>>;
  /** Category name → the model's confidence, 0..1. */
  category_scores?: Readonly<Record<string, number | null | undefined>>;
}

/**
 * OpenAI's moderation categories as Grove's, most important first: when a text is in several, the
 * first one here names the flag. Self-harm and sexual content involving minors are urgent (a child may
 * be in danger); the rest are a concern.
 */
export const SAFETY_MODERATION_OPENAI_CATEGORIES: ReadonlyArray<readonly [string, SafetyCategory, SafetySeverity]> = [
  ['self-harm/intent', 'self_harm', 'urgent'],
  ['self-harm/instructions', 'self_harm', 'urgent'],
  ['self-harm', 'self_harm', 'urgent'],
  ['sexual/minors', 'sexual', 'urgent'],
  ['illicit/violent', 'weapons', 'concern'],
  ['violence', 'violence', 'concern'],
  ['sexual', 'sexual', 'concern'],
  ['hate/threatening', 'hate', 'concern'],
  ['hate', 'hate', 'concern'],
  ['harassment/threatening', 'harassment', 'concern'],
  ['harassment', 'harassment', 'concern'],
  ['illicit', 'crime', 'concern'],
  ['violence/graphic', 'frightening', 'concern'],
];

/**
 * Grove's verdict on one result of OpenAI's moderation endpoint: flagged exactly when the endpoint
 * says `flagged`, named by the most important category it marked (see
 * {@link SAFETY_MODERATION_OPENAI_CATEGORIES}). A flag in a category Grove does not know yet (the
 * endpoint may add some) is named by the known category with the highest score, else `frightening`:
 * the text is kept from a child either way.
 */
export function safetyModerationOpenAiVerdict(result: SafetyModerationOpenAiResult): SafetyModerationVerdict {
  if (!result.flagged) return { flagged: false };
  const marked = SAFETY_MODERATION_OPENAI_CATEGORIES.find(([name]) => result.categories[name] === true);
  if (marked) return { flagged: true, category: marked[1], severity: marked[2] };
  const scores = result.category_scores ?? {};
  const likeliest = [...SAFETY_MODERATION_OPENAI_CATEGORIES].sort(([a], [b]) => (scores[b] ?? 0) - (scores[a] ?? 0))[0];
  if (likeliest && (scores[likeliest[0]] ?? 0) > 0) return { flagged: true, category: likeliest[1], severity: likeliest[2] };
  return { flagged: true, category: 'frightening', severity: 'concern' };
}
