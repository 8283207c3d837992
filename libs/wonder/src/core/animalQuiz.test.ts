import { describe, expect, it } from 'vitest';
import { animalGuideById, animalGuideGreeting, animalQuizResult } from './animalQuiz';
import { ANIMAL_GUIDES } from './content/animalGuides';
import { ANIMAL_QUIZ_QUESTIONS } from './content/animalQuizQuestions';
import type { AnimalGuide, AnimalQuizQuestion } from './content/wonderTypes';

/** Every way to answer the whole quiz: one answer id per question. */
function everyAnswerSet(questions: readonly AnimalQuizQuestion[]): Array<Record<string, string>> {
  return questions.reduce<Array<Record<string, string>>>(
    (sets, question) => sets.flatMap((set) => question.answers.map((answer) => ({ ...set, [question.id]: answer.id }))),
    [{}],
  );
}

function guide(id: string): AnimalGuide {
  return { id, name: id, emoji: '🐾', strengths: ['a', 'b', 'c'], description: 'One. Two.', greeting: { G: id, PG: id, FULL: id } };
}

describe('animalQuizResult', () => {
  it('suggests the animal the answers point to most', () => {
    const result = animalQuizResult({
      place: 'place-forest',
      'friend-sad': 'friend-sad-listen',
      play: 'play-puzzles',
      'something-new': 'something-new-watch',
      'time-of-day': 'time-of-day-night',
      'great-at': 'great-at-calm',
    });
    // owl: 1 + 2 + 1 + 2 = 6; fox: 2 + 1 + 1 = 4; turtle: 2 + 2 = 4.
    expect(result.best.id).toBe('owl');
    expect(result.ranking[0]).toMatchObject({ points: 6, firstMatches: 2 });
    expect(result.ranking.map((rank) => rank.guide.id).slice(0, 3)).toEqual(['owl', 'turtle', 'fox']);
  });

  it('ranks every animal once, highest points first, so the person can choose another', () => {
    const result = animalQuizResult({ place: 'place-sea', play: 'play-group' });
    expect(result.ranking).toHaveLength(ANIMAL_GUIDES.length);
    expect(new Set(result.ranking.map((rank) => rank.guide.id))).toEqual(new Set(ANIMAL_GUIDES.map((animal) => animal.id)));
    const points = result.ranking.map((rank) => rank.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(result.best).toBe(result.ranking[0]?.guide);
  });

  it('breaks a tie on points by first matches, then by the later question, then by the list order', () => {
    const questions: AnimalQuizQuestion[] = [
      { id: 'q1', text: 'One?', picture: '1️⃣', answers: [{ id: 'a', label: 'A', emoji: '🅰️', points: { x: 2, y: 1 } }, { id: 'b', label: 'B', emoji: '🅱️', points: { z: 2 } }] },
      { id: 'q2', text: 'Two?', picture: '2️⃣', answers: [{ id: 'c', label: 'C', emoji: '©️', points: { y: 1 } }, { id: 'd', label: 'D', emoji: '🇩', points: { y: 2 } }] },
    ];
    const guides = [guide('x'), guide('y'), guide('z')];
    // x 2 (one first match), y 1 + 1 (none): x wins on first matches.
    expect(animalQuizResult({ q1: 'a', q2: 'c' }, questions, guides).best.id).toBe('x');
    // x 2 from q1, y 1 + 2 = 3: y wins on points.
    expect(animalQuizResult({ q1: 'a', q2: 'd' }, questions, guides).best.id).toBe('y');
    // z 2 from q1, y 2 from q2: both one first match; y matched the later question.
    expect(animalQuizResult({ q1: 'b', q2: 'd' }, questions, guides).best.id).toBe('y');
    // Nothing answered: the list order decides.
    expect(animalQuizResult({}, questions, guides).best.id).toBe('x');
    expect(animalQuizResult({}, questions, [guide('z'), guide('x')]).best.id).toBe('z');
  });

  it('ignores unknown questions, answers from another question and skipped questions', () => {
    const full = animalQuizResult({ place: 'place-home' });
    expect(full.best.id).toBe('elephant');
    expect(animalQuizResult({ place: 'place-home', nope: 'place-sea', play: 'place-sea', 'great-at': 'missing' })).toEqual(full);
  });

  it('can suggest every animal: each one comes first for some way of answering', () => {
    const winners = new Set(everyAnswerSet(ANIMAL_QUIZ_QUESTIONS).map((answers) => animalQuizResult(answers).best.id));
    expect([...winners].sort()).toEqual(ANIMAL_GUIDES.map((animal) => animal.id).sort());
  });

  it('is not lopsided: no animal is suggested for more than twice its fair share of answer sets', () => {
    const sets = everyAnswerSet(ANIMAL_QUIZ_QUESTIONS);
    const counts = new Map<string, number>();
    for (const answers of sets) {
      const id = animalQuizResult(answers).best.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const fair = sets.length / ANIMAL_GUIDES.length;
    for (const [id, count] of counts) expect(count, id).toBeLessThanOrEqual(2 * fair);
  });

  it('does not change the content it reads', () => {
    const before = JSON.stringify(ANIMAL_QUIZ_QUESTIONS);
    animalQuizResult({ place: 'place-forest' });
    expect(JSON.stringify(ANIMAL_QUIZ_QUESTIONS)).toBe(before);
  });

  it('needs at least one guide', () => {
    expect(() => animalQuizResult({}, ANIMAL_QUIZ_QUESTIONS, [])).toThrow(/at least one/);
  });
});

describe('animalGuideById and animalGuideGreeting', () => {
  it('finds a guide saved on a profile, and its greeting line for a mode', () => {
    expect(animalGuideById('otter')?.name).toBe('Otter');
    expect(animalGuideById('dragon')).toBeUndefined();
    expect(animalGuideGreeting('owl', 'G')).toBe(animalGuideById('owl')?.greeting.G);
    expect(animalGuideGreeting('owl', 'FULL')).toBe(animalGuideById('owl')?.greeting.FULL);
  });

  it('has no greeting without a known guide', () => {
    expect(animalGuideGreeting(null, 'G')).toBeNull();
    expect(animalGuideGreeting(undefined, 'PG')).toBeNull();
    expect(animalGuideGreeting('', 'PG')).toBeNull();
    expect(animalGuideGreeting('dragon', 'FULL')).toBeNull();
  });
});
