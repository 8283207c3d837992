import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import type { MentorKnowledgeTopic } from '../mentorKnowledgeTopic';
import { KNOWLEDGE_ANIMALS } from './animals';
import { KNOWLEDGE_BODY } from './body';
import { KNOWLEDGE_EARTH } from './earth';
import { KNOWLEDGE_HOW_THINGS_WORK } from './howThingsWork';
import { KNOWLEDGE_PLANTS } from './plants';
import { KNOWLEDGE_SCIENCE } from './science';
import { KNOWLEDGE_SPACE } from './space';

/** The shelves checked here, each with its category and the least number of topics it must hold. */
const SHELVES: ReadonlyArray<readonly [MentorKnowledgeTopic['category'], readonly MentorKnowledgeTopic[], number]> = [
  ['animals', KNOWLEDGE_ANIMALS, 80],
  ['body', KNOWLEDGE_BODY, 45],
  ['earth', KNOWLEDGE_EARTH, 45],
  ['how-things-work', KNOWLEDGE_HOW_THINGS_WORK, 35],
  ['plants', KNOWLEDGE_PLANTS, 30],
  ['science', KNOWLEDGE_SCIENCE, 15],
  ['space', KNOWLEDGE_SPACE, 25],
];
const MODES = ['G', 'PG', 'FULL'] as const;

/** Sentences in a wording: ends [.!?] followed by a space or the end of the text. */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])(?:\s+|$)/)
    .filter((part) => part.trim().length > 0);
}

/** The words a first sentence may name the topic by: the title's words and every keyword. */
function namesOf(topic: MentorKnowledgeTopic): string[] {
  const titleWords = topic.title
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 3);
  return [topic.title.toLowerCase(), ...titleWords, ...topic.keywords.map((keyword) => keyword.toLowerCase())];
}

describe.each(SHELVES)('knowledge bank: %s', (category, TOPICS, minimum) => {
  it(`has at least ${minimum} topics, all in the ${category} category, with unique kebab-case ids`, () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(minimum);
    const ids = TOPICS.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of TOPICS) {
      expect(topic.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(topic.category).toBe(category);
    }
  });

  describe.each(TOPICS.map((topic) => [topic.id, topic] as const))('%s', (_id, topic) => {
    it('is complete: 2-4 sentences per wording, named in the first, more facts, keywords and a source', () => {
      const names = namesOf(topic);
      for (const mode of MODES) {
        const wording = topic.answer[mode];
        const count = sentences(wording).length;
        expect(count, `${mode} has ${count} sentences`).toBeGreaterThanOrEqual(2);
        expect(count, `${mode} has ${count} sentences`).toBeLessThanOrEqual(4);
        const first = (sentences(wording)[0] ?? '').toLowerCase();
        expect(
          names.some((name) => first.includes(name)),
          `${mode} first sentence names the topic: ${first}`,
        ).toBe(true);
      }
      expect(topic.more.length).toBeGreaterThanOrEqual(2);
      for (const fact of topic.more) {
        const count = sentences(fact).length;
        expect(count, `more fact has 1-2 sentences: ${fact}`).toBeGreaterThanOrEqual(1);
        expect(count, `more fact has 1-2 sentences: ${fact}`).toBeLessThanOrEqual(2);
      }
      expect(topic.keywords.length).toBeGreaterThanOrEqual(3);
      expect(topic.keywords.length).toBeLessThanOrEqual(12);
      expect(topic.related.length).toBeGreaterThanOrEqual(1);
      expect(topic.source.trim().length).toBeGreaterThan(0);
    });

    it('passes the family safety classifier (G for the G answer and every fact, PG for the PG answer)', () => {
      for (const text of [topic.answer.G, ...topic.more]) {
        expect(safetyClassify(text, { direction: 'reply', contentMode: 'G' }), text).toMatchObject({ safe: true });
      }
      expect(safetyClassify(topic.answer.PG, { direction: 'reply', contentMode: 'PG' }), topic.answer.PG).toMatchObject({ safe: true });
    });
  });
});
