import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { SafetyCategory } from './types';

/**
 * Words of obscenity's English list that are the proper names of body parts or a school word: a child
 * asking "why do boys have a penis" or filling in "sex" on a doctor's form gets an answer, not a
 * redirect (issue 13, point 6). Sexual talk around them is still caught by the sexual rules.
 */
const SCHOOL_WORDS: ReadonlySet<string> = new Set(['penis', 'vagina', 'anus', 'sex', 'semen', 'ejaculate']);

/** Slurs against a group: hate, whatever the sentence around them. */
const SLURS: ReadonlySet<string> = new Set([
  'abo', 'abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'dyke', 'fag', 'kike', 'negro', 'nigger',
  'retard', 'spastic', 'tranny',
]);

/** Sexual words: sexual content for a child. */
const SEXUAL_WORDS: ReadonlySet<string> = new Set([
  'anal', 'bestiality', 'blowjob', 'boob', 'buttplug', 'cum', 'deepthroat', 'dildo', 'doggystyle', 'double penetration',
  'felch', 'fellatio', 'finger bang', 'fisting', 'gangbang', 'handjob', 'hentai', 'hooker', 'incest', 'jerk off', 'jizz',
  'lubejob', 'masturbate', 'orgasm', 'orgy', 'porn', 'rape', 'scat', 'tit', 'pussy', 'cock', 'dick', 'wank',
]);

/**
 * obscenity's English dataset without the school words. obscenity is a maintained profanity and slur
 * matcher that already undoes the tricks children use to get a word past a filter (leetspeak,
 * confusable Unicode letters, repeated letters, symbols between letters) and keeps a whitelist for
 * innocent words that contain a bad one ("Scunthorpe", "assassin", "cocktail").
 */
const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => SCHOOL_WORDS.has(phrase.metadata?.originalWord ?? ''));

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/**
 * The category of the first profanity, slur or sexual word in a text, or null: `hate` for a slur,
 * `sexual` for a sexual word, `harassment` for swearing (a child's chat stays clean in both
 * directions).
 */
export function safetyProfanityOf(text: string): SafetyCategory | null {
  const matches = matcher.getAllMatches(text, true);
  if (matches.length === 0) return null;
  let found: SafetyCategory = 'harassment';
  for (const match of matches) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    if (SLURS.has(word)) return 'hate';
    if (SEXUAL_WORDS.has(word)) found = 'sexual';
  }
  return found;
}
