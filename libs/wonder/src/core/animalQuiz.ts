import { ANIMAL_GUIDES } from './content/animalGuides';
import { ANIMAL_QUIZ_QUESTIONS } from './content/animalQuizQuestions';
import type { AnimalGuide, AnimalQuizQuestion, WonderMode } from './content/wonderTypes';

/** One animal's place in a quiz result. */
export interface AnimalQuizRank {
  guide: AnimalGuide;
  /** The points the answers gave it. */
  points: number;
  /** How many answers had it as their first match (2 points): the first tie-break. */
  firstMatches: number;
}

/** What the quiz suggests: the best match, and every animal in order so the person can choose another. */
export interface AnimalQuizResult {
  best: AnimalGuide;
  ranking: readonly AnimalQuizRank[];
}

/** One animal's running score while the answers are read. */
interface AnimalTally extends AnimalQuizRank {
  /** The index of the last question that gave it points (-1 for none): the second tie-break. */
  lastQuestion: number;
  /** Its place in the guides' list: the last tie-break. */
  order: number;
}

/** The points an answer gives to the animal it sounds most like (the quiz's other animal gets 1). */
const FIRST_MATCH_POINTS = 2;

/**
 * Scores the animal guide quiz. `answers` maps a question id to the id of the answer chosen; unknown
 * questions, answers that belong to another question and skipped questions count for nothing, so a
 * half-finished quiz still has a result. Every guide is ranked, highest points first. Ties are broken
 * by a fixed rule, in this order: more answers with the animal as their first match (2 points); then
 * the animal that matched a later question (the end of the quiz is what the person said last); then
 * the order of `guides` (ANIMAL_GUIDES). With no answers at all the first guide leads.
 */
export function animalQuizResult(
  answers: Readonly<Record<string, string>>,
  questions: readonly AnimalQuizQuestion[] = ANIMAL_QUIZ_QUESTIONS,
  guides: readonly AnimalGuide[] = ANIMAL_GUIDES,
): AnimalQuizResult {
  const tally = new Map(guides.map((guide, order): [string, AnimalTally] => [guide.id, { guide, points: 0, firstMatches: 0, lastQuestion: -1, order }]));
  questions.forEach((question, questionIndex) => {
    const answer = question.answers.find((candidate) => candidate.id === answers[question.id]);
    if (!answer) return;
    for (const [animalId, points] of Object.entries(answer.points)) {
      const entry = tally.get(animalId);
      if (!entry || points <= 0) continue;
      entry.points += points;
      if (points >= FIRST_MATCH_POINTS) entry.firstMatches += 1;
      entry.lastQuestion = questionIndex;
    }
  });
  const ranked = [...tally.values()].sort(
    (a, b) => b.points - a.points || b.firstMatches - a.firstMatches || b.lastQuestion - a.lastQuestion || a.order - b.order,
  );
  const first = ranked[0];
  if (!first) throw new Error('animalQuizResult needs at least one animal guide');
  return { best: first.guide, ranking: ranked.map(({ guide, points, firstMatches }) => ({ guide, points, firstMatches })) };
}

/** The animal guide with an id (as saved on a profile), or undefined when there is none. */
export function animalGuideById(id: string, guides: readonly AnimalGuide[] = ANIMAL_GUIDES): AnimalGuide | undefined {
  return guides.find((guide) => guide.id === id);
}

/** The line of flavour a profile's animal guide adds to the mentor's greeting in a mode, or null without a known guide. */
export function animalGuideGreeting(id: string | null | undefined, mode: WonderMode): string | null {
  if (!id) return null;
  return animalGuideById(id)?.greeting[mode] ?? null;
}
