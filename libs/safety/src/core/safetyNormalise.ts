/** Leetspeak letters: "k1ll", "s3x", "$ex", "h@te". */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

/** Lowercases, strips accents and invisible characters, and drops apostrophes ("don't" → "dont"). */
function textFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\p{Cf}]/gu, '')
    .replace(/['’‘`´]/g, '');
}

/** Replaces leet characters, but only inside a word that has letters, so "988" or "10 apples" stay. */
function textUnleet(folded: string): string {
  return folded
    .split(/\s+/)
    .map((token) => {
      const word = token.replace(/[.,;:?!]+$/, '');
      if (!/[a-z]/.test(word) || !/[0-9@$!|+]/.test(word)) return token;
      return word.replace(/[0-9@$!|+]/g, (character) => LEET[character] ?? character);
    })
    .join(' ');
}

/** Turns every non-letter, non-digit into a space and collapses spaces. */
function textWordsOnly(text: string): string {
  return text
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Joins spaced-out letters ("k i l l", "s.e.x" → "kill", "sex"): three or more single letters each
 * separated by one character. A wider gap ("K I L L   M E") still separates words.
 */
function textJoinSpaced(folded: string): string {
  return folded.replace(/(?<![a-z0-9])[a-z](?:[^a-z0-9\n][a-z](?![a-z0-9])){2,}/g, (run) => run.replace(/[^a-z]/g, ''));
}

/**
 * The spellings of a message the safety rules are matched against: lowercased, accent-free,
 * punctuation turned to spaces; with leetspeak undone; with spaced-out letters joined; and with
 * stretched letters ("killlll", "diiie") squeezed to one and to two. Each is only letters, digits and
 * single spaces, so the rules can use plain `\b` word boundaries.
 */
export function safetyVariants(text: string): string[] {
  const folded = textFold(text);
  const variants = new Set<string>();
  for (const base of [folded, textUnleet(folded)]) {
    for (const joined of [textWordsOnly(base), textWordsOnly(textJoinSpaced(base))]) {
      variants.add(joined);
      variants.add(joined.replace(/([a-z])\1{2,}/g, '$1'));
      variants.add(joined.replace(/([a-z])\1{2,}/g, '$1$1'));
    }
  }
  return [...variants];
}

/** The message lowercased with its punctuation kept, for rules that need it (an e-mail address). */
export function safetyFolded(text: string): string {
  return textFold(text);
}
