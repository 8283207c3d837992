/** A sentence of a message: the original words (kept as evidence) and its normalised form (matched). */
export interface RadarSentence {
  original: string;
  normal: string;
}

// Spelt-out contractions let one pattern ("did not sleep") cover "didn't", "didnt" and "did not".
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(can)'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|could|would|should|was|were|is|are|has|have|had|must|need|might)n'?t\b/g, '$1 not'],
  [/\bidk\b/g, 'i do not know'],
  [/\bi'd (been|had|done|gone|got|never|already|just)\b/g, 'i had $1'],
  [/\bi'?m\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(he|she|it|that|there|what)'s\b/g, '$1 is'],
  [/\bits\b/g, 'it is'],
  [/\bmum's\b/g, 'mum is'],
  [/\bfavorite\b/g, 'favourite'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bu\b/g, 'you'],
];

/** Lowercases, straightens quotes, spells out contractions and squeezes spaces. */
export function radarNormalise(text: string): string {
  let out = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out.replace(/[^a-z0-9'\s-]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Splits a message into sentences (., !, ?, ; and line breaks), each with its normalised form. */
export function radarSentences(text: string): RadarSentence[] {
  const sentences: RadarSentence[] = [];
  for (const piece of text.split(/(?<=[.!?;])\s+|\n+/)) {
    const original = piece.trim();
    if (!original) continue;
    const normal = radarNormalise(original);
    if (normal) sentences.push({ original, normal });
  }
  return sentences;
}
