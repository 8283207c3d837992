import { stemmer } from 'stemmer';
import type { MentorContentMode } from '../../types';
import { mentorParseNormal } from '../understand/mentorParse';
import type { MentorKnowledgeTopic } from './mentorKnowledgeTopic';

/**
 * The in-topic answer: a topic's overview answers "tell me about penguins", but "can they fly?", "how
 * far away is it?" or "when?" ask for one fact of it. This finds the sentence of the topic that answers
 * the specific thing asked — by what kind of thing is asked (a size, a distance, a year, an age, a
 * speed, a number, a reason, food, an ability) and by the question's own words — so the mind answers the
 * question rather than repeating the overview. It only ever returns a sentence of the topic: nothing is
 * made up.
 */

/** What a question asks for, when it asks for something specific. */
export type MentorTopicAsk = 'size' | 'distance' | 'when' | 'age' | 'lifespan' | 'speed' | 'count' | 'temperature' | 'food' | 'ability' | 'reason' | 'then' | 'place';

/** The words a sentence that answers each kind of ask is likely to hold. */
const CUES: Readonly<Record<MentorTopicAsk, RegExp>> = {
  size: /\b(?:big|bigger|biggest|large|larger|largest|huge|giant|small|smaller|smallest|tiny|wide|wider|across|diameter|tall|taller|tallest|height|high|long|length|metres?|meters?|km|kilometres?|kilometers?|miles?|tonnes?|kg|kilograms?|weigh\w*|times|size|fit inside)\b/,
  distance: /\d[\d,.]*\s*(?:km|kilometres?|kilometers?|miles?|light ?years?|metres?|meters?)\b|\b(?:million|thousand|billion) (?:km|kilometres?|kilometers?|miles?)\b/,
  when: /\b(?:1\d{3}|20\d{2}|\d+(?:st|nd|rd|th) century|centuries|years? ago|bc|bce|ad|ce)\b/,
  age: /\b(?:\d+ years? old|aged? \d+|at (?:the age of )?\d+|born)\b/,
  lifespan: /\b(?:live|lives|living|lifespan|life)\b[^.]*\b(?:\d+|decades?|years?)\b|\b(?:\d+|decades?) (?:years?|decades?)\b[^.]*\b(?:live|lives|old)\b/,
  speed: /\b(?:km\/h|kmh|mph|miles an hour|kilometres an hour|per hour|per second|fast|faster|fastest|speed|speeds|quick|quickly)\b/,
  count: /\b(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?|millions?|billions?)\b/,
  temperature: /(?:°|\bdegrees?\b|\bhot\b|\bhotter\b|\bcold\b|\bcolder\b|\bcelsius\b|\bfahrenheit\b|\bfreez\w*|\bboil\w*)/,
  food: /\b(?:eat|eats|eating|ate|food|foods|feed|feeds|feeding|diet|prey|hunt|hunts|graze|grazes|nectar|plants?|leaves|fish|meat|insects?)\b/,
  ability: /\b(?:can|cannot|cant|could|able|unable|never|do not|dont)\b/,
  reason: /\b(?:because|so that|so they|so it|so the|to help|to keep|to feed|to make|to protect|helps?|which is why|that is why|in order to|feeds?|protects?|for)\b/,
  then: /\b(?:then|after|afterwards|later|when|cools?|hardens?|becomes?|turns? into|makes?|made|builds?|built|so|until|finally|next|leaves?)\b/,
  place: /\b(?:in|across|near|around|found|live|lives|habitat|north|south|east|west|countries|country|continent|ocean|sea|forest|desert)\b/,
};

/** Words that say nothing about which sentence answers: question words, pronouns, auxiliaries. */
const FILLER = new Set(
  (
    'a an the and or but of in on at to for with from by about as is are was were be been am do does did have has had ' +
    'what whats which who whos when where why how can could would should will it its they them their he him his she her ' +
    'this that these those there then than you your i me my we our please tell more really very much many so just again ' +
    'happen happens happened next now big far old long fast hot cold'
  ).split(' '),
);

/** Whether a text already answers an ask of this kind (the overview of "how far away is the Moon?" may). */
export function mentorTopicAskMet(text: string, ask: MentorTopicAsk): boolean {
  return CUES[ask].test(text.toLowerCase());
}

/** What a question asks for specifically, or null for an open question ("what is a volcano?"). */
export function mentorTopicAskOf(question: string): MentorTopicAsk | null {
  const text = ` ${mentorParseNormal(question)} `;
  if (/\bhow long (?:do|does|can|will|did) \w+(?: \w+)? live\b|\blifespan\b|\blive for\b|\bhow old (?:do|does|can) \w+(?: \w+)? (?:get|live)\b/.test(text)) return 'lifespan';
  if (/\bhow old\b|\bwhat age\b/.test(text)) return 'age';
  if (/\bhow far\b|\bdistance\b/.test(text)) return 'distance';
  if (/\bhow (?:big|large|huge|small|tiny|wide|tall|heavy|long is|long are|long was)\b|\bwhat size\b|\bhow much (?:does|do) \w+ weigh\b/.test(text)) return 'size';
  if (/\bhow fast\b|\bwhat speed\b|\bhow quick(?:ly)?\b/.test(text)) return 'speed';
  if (/\bhow many\b|\bhow much\b/.test(text)) return 'count';
  if (/\bhow (?:hot|cold|warm)\b|\btemperature\b/.test(text)) return 'temperature';
  if (/^ (?:and )?when\b|\bwhat year\b|\bwhich year\b|\bwhat century\b/.test(text)) return 'when';
  if (/\bwhat (?:do|does|did) (?:they|it|he|she|\w+) eat\b|\bwhat (?:do|does) \w+ \w+ eat\b|\beat\b.*\?? $/.test(text) && /\beat\b/.test(text)) return 'food';
  if (/^ (?:and )?(?:why|how come)\b/.test(text)) return 'reason';
  if (/^ (?:and )?(?:then what|what happens next|and then|what happened next|what happens then|what happens after)/.test(text)) return 'then';
  if (/^ (?:and )?(?:can|could|do|does|are|is) (?:they|it|he|she|\w+) (?:\w+ )?(?:fly|swim|talk|see|hear|smell|jump|climb|run|breathe|sleep|bite|sting|glow|change|live|grow|float|walk)\b/.test(text)) return 'ability';
  if (/^ (?:and )?where\b/.test(text)) return 'place';
  return null;
}

/** The sentences of a text (a last one without its full stop included). */
export function mentorSentencesOf(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+["')]*|$)/g)?.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0) ?? [];
}

/** The sentences a topic can answer from, for a mode: its own wording first, then its further facts. */
export function mentorTopicSentences(topic: MentorKnowledgeTopic, mode: MentorContentMode): string[] {
  const wordings = mode === 'G' ? [topic.answer.G] : mode === 'PG' ? [topic.answer.PG, topic.answer.G] : [topic.answer.FULL, topic.answer.PG];
  const all = [...wordings.flatMap(mentorSentencesOf), ...topic.more];
  return all.filter((sentence, index) => all.indexOf(sentence) === index);
}

/** The stems of the words worth matching. */
function stemsOf(text: string): Set<string> {
  return new Set(
    mentorParseNormal(text)
      .split(' ')
      .filter((word) => word.length > 1 && !FILLER.has(word))
      .map((word) => stemmer(word)),
  );
}

/**
 * The sentence of `topic` that answers a specific question about it, or null when the question is open
 * or no sentence answers it. `question` is the question as asked ("how far away is it?"); `context`
 * adds words of the question before it when this one leans on it ("what do bees make" before "why?").
 * A sentence already in `said` is used only when nothing new answers (it is still the answer).
 */
export function mentorTopicSentenceFor(
  topic: MentorKnowledgeTopic,
  question: string,
  mode: MentorContentMode,
  said: readonly string[],
  context = '',
): { sentence: string; fresh: boolean } | null {
  const ask = mentorTopicAskOf(question);
  if (ask === null) return null;
  const title = stemsOf(`${topic.title} ${topic.keywords.join(' ')}`);
  const asked = [...stemsOf(`${question} ${context}`)].filter((stem) => !title.has(stem));
  // "can they fly?": the verb itself is what a sentence must say.
  const verb = ask === 'ability' ? /\b(?:can|could|do|does|are|is) (?:they|it|he|she|\w+) (?:\w+ )?(\w+)\s*\??$/.exec(mentorParseNormal(question))?.[1] : undefined;
  let best: { sentence: string; score: number; fresh: boolean } | null = null;
  for (const sentence of mentorTopicSentences(topic, mode)) {
    const lower = sentence.toLowerCase();
    if (ask === 'ability' ? !(verb && new RegExp(`\\b${stemmer(verb)}`).test(lower)) : !CUES[ask].test(lower)) continue;
    const stems = stemsOf(sentence);
    const overlap = asked.filter((stem) => stems.has(stem)).length;
    // A reason or a sequel must be about what was asked, not any sentence with "because" in it.
    if ((ask === 'reason' || ask === 'count') && overlap === 0 && asked.length > 0) continue;
    const fresh = !said.some((reply) => reply.includes(sentence));
    // A size, distance or number is best answered with a figure.
    const figure = ['size', 'distance', 'count', 'speed', 'temperature', 'lifespan', 'age'].includes(ask) && /\d/.test(sentence) ? 2 : 0;
    const score = 3 + overlap * 2 + (fresh ? 1 : 0) + figure + (ask === 'when' && /\b1\d{3}|20\d{2}\b/.test(sentence) ? 1 : 0);
    if (!best || score > best.score) best = { sentence, score, fresh };
  }
  return best ? { sentence: best.sentence, fresh: best.fresh } : null;
}
