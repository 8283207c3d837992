import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

/** Special tokens such as `<|endoftext|>` typed by a person are counted as plain text, never rejected. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * Counts the tokens of a text with the o200k_base encoding (the GPT-4o family's tokenizer), which is
 * what the token ledger charges when a provider reports no usage of its own.
 */
export function mentorTokenCount(text: string): number {
  if (text.length === 0) return 0;
  return countTokens(text, PLAIN_TEXT);
}
