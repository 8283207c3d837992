import type { SafetyCategory, SafetySeverity } from '../types';
import type { SafetyModerationContext, SafetyModerationLayer } from './safetyModerationTypes';

/** The name flags carry when `@grove/safety`'s offline classifier caught the text. */
export const SAFETY_OFFLINE_LAYER = 'offline';

/** What the remote layers, together, made of one text. */
export type SafetyModerationOutcome =
  | { kind: 'passed' }
  | { kind: 'flagged'; layer: string; category: SafetyCategory; severity: SafetySeverity }
  /** A layer threw (failed, timed out or was aborted): the text is unchecked by it. */
  | { kind: 'failed'; layer: string; error: unknown };

/**
 * Asks every remote moderation layer about one text, side by side, and sums up their answers: flagged
 * when any layer flags it (the first in the list's order among those that did; the others are then
 * aborted, their answer no longer matters), else failed when any layer threw, else passed. A flag
 * wins over a failure: the text is kept from the person either way, and the flag says why.
 */
export async function safetyModerationCheck(
  layers: readonly SafetyModerationLayer[],
  text: string,
  context: SafetyModerationContext,
): Promise<SafetyModerationOutcome> {
  if (layers.length === 0) return { kind: 'passed' };
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(context.signal.reason);
  if (context.signal.aborted) controller.abort(context.signal.reason);
  else context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const answers = await Promise.all(
      layers.map(async (layer) => {
        try {
          const verdict = await layer.check(text, { ...context, signal: controller.signal });
          if (verdict.flagged) controller.abort();
          return { layer, verdict, error: null };
        } catch (error) {
          return { layer, verdict: null, error: error ?? new Error(`the ${layer.name} layer failed`) };
        }
      }),
    );
    for (const { layer, verdict } of answers) {
      if (verdict?.flagged) return { kind: 'flagged', layer: layer.name, category: verdict.category, severity: verdict.severity };
    }
    const failed = answers.find((answer) => answer.verdict === null);
    if (failed) return { kind: 'failed', layer: failed.layer.name, error: failed.error };
    return { kind: 'passed' };
  } finally {
    context.signal.removeEventListener('abort', onAbort);
  }
}
