// What the content tests share (content.test.ts, oldStories.test.ts, quests.test.ts): finding repeats
// and matching banned words as whole words. Test-only (a fixture: not in the lib's build).

/** The values that occur more than once, each listed once. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) dups.add(value);
    seen.add(value);
  }
  return [...dups];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase as whole words in any case, with any spacing between its words. */
export function wholeWordPattern(phrase: string): RegExp {
  const body = phrase.split(' ').map(escapeRegExp).join('\\s+');
  return new RegExp(`(^|[^a-z])${body}($|[^a-z])`, 'i');
}
