import { mentorCountryFind } from './knowledge/mentorKnowledgeCountries';
import { mentorKnowledgeFind, mentorKnowledgeSize } from './knowledge/mentorKnowledgeSearch';
import { mentorParse } from './understand/mentorParse';

/**
 * Builds what the builtin mind otherwise builds on its first message — the knowledge bank's search
 * index, the country tables and compromise's lexicon — so a person's first reply is as quick as the
 * rest. The API calls it once at start-up. Returns the number of topics indexed.
 */
export function mentorMindWarm(): number {
  const parse = mentorParse('What is the capital of France, and how does the heart work?');
  mentorCountryFind(parse.words);
  mentorKnowledgeFind(parse);
  return mentorKnowledgeSize();
}
