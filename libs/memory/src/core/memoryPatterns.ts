/**
 * Admins' memory patterns (issue 20): rules on what memory capture may keep. A `never_remember` rule
 * keeps matching text out of memories; a `flag_for_review` rule keeps it and queues it for an admin.
 * Matching is on words, never on raw substrings, so "cat" does not match "education": the text and the
 * pattern are both cut into words with case, accents and punctuation set aside.
 */

/** What a rule does with a match. */
export type MemoryPatternKind = 'never_remember' | 'flag_for_review';

/** How a rule matches: `word` one whole word; `phrase` whole words, in order, next to each other. */
export type MemoryPatternMatch = 'phrase' | 'word';

/** How urgent a rule's match is. */
export type MemoryPatternSeverity = 'low' | 'medium' | 'high';

/** One active rule, as the API passes it in. */
export interface MemoryPatternRule {
  id: string;
  kind: MemoryPatternKind;
  match: MemoryPatternMatch;
  pattern: string;
  severity: MemoryPatternSeverity;
}

/** What the rules decide about a text: keep it, keep it out (`skip`), or keep it and queue it (`flag`). */
export type MemoryPatternVerdict = { verdict: 'keep' } | { verdict: 'skip'; rule: MemoryPatternRule } | { verdict: 'flag'; rule: MemoryPatternRule };

const SEVERITY_RANK: Record<MemoryPatternSeverity, number> = { low: 0, medium: 1, high: 2 };

// A word: letters and digits, with inner apostrophes ("don't", "o'clock") kept as part of it.
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * The words of a text as rules compare them: lower case, accents removed ("Café" → "cafe"), curly
 * apostrophes made straight, punctuation and spacing dropped.
 */
export function memoryPatternWords(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  return (plain.match(WORD) ?? []).map((word) => word.replace(/’/g, "'"));
}

/** A pattern's words joined by single spaces: two patterns with the same key are the same rule. */
export function memoryPatternKey(pattern: string): string {
  return memoryPatternWords(pattern).join(' ');
}

/** Whether one rule matches a text's words (see {@link memoryPatternWords}). */
function matchesWords(words: readonly string[], rule: MemoryPatternRule): boolean {
  const wanted = memoryPatternWords(rule.pattern);
  if (wanted.length === 0) return false;
  // A `word` rule is one word (the API refuses more); should one hold several, it reads them as a phrase.
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether a rule matches a text. */
export function memoryPatternMatches(text: string, rule: MemoryPatternRule): boolean {
  return matchesWords(memoryPatternWords(text), rule);
}

/**
 * What the rules decide about a text about to become a memory: any `never_remember` match keeps it out
 * (the most severe such rule is named); else any `flag_for_review` match keeps it and queues it (the most
 * severe rule, the first given on a tie); else it is kept.
 */
export function memoryPatternVerdict(text: string, rules: readonly MemoryPatternRule[]): MemoryPatternVerdict {
  if (rules.length === 0) return { verdict: 'keep' };
  const words = memoryPatternWords(text);
  let skip: MemoryPatternRule | null = null;
  let flag: MemoryPatternRule | null = null;
  for (const rule of rules) {
    if (!matchesWords(words, rule)) continue;
    if (rule.kind === 'never_remember') {
      if (!skip || SEVERITY_RANK[rule.severity] > SEVERITY_RANK[skip.severity]) skip = rule;
    } else if (!flag || SEVERITY_RANK[rule.severity] > SEVERITY_RANK[flag.severity]) {
      flag = rule;
    }
  }
  if (skip) return { verdict: 'skip', rule: skip };
  if (flag) return { verdict: 'flag', rule: flag };
  return { verdict: 'keep' };
}
