import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import type { MentorKnowledgeTopic } from '../mentorKnowledgeTopic';
import { KNOWLEDGE_HISTORY } from './history';

/** Sentences end with . ! or ? (a closing quote or bracket may follow) before a space or the end. */
const SENTENCE_END = /[.!?]['")\u2019\u201d]?(?=\s|$)/g;
const sentencesOf = (text: string): number => (text.trim().match(SENTENCE_END) ?? []).length;
const firstSentenceOf = (text: string): string => text.trim().split(/(?<=[.!?]['")\u2019\u201d]?)\s/)[0] ?? '';
const STOP = new Set(['the', 'and', 'of', 'a', 'an', 'for']);

/** The title's main words (its words bar short ones and articles) and the keywords: one must open every wording. */
function mainWordsOf(topic: MentorKnowledgeTopic): string[] {
  const titleWords = topic.title.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2 && !STOP.has(word));
  return [...titleWords, ...topic.keywords.map((keyword) => keyword.toLowerCase())];
}

describe('knowledge: history', () => {
  const topics = KNOWLEDGE_HISTORY;

  it('has at least 40 topics with unique kebab-case ids', () => {
    expect(topics.length).toBeGreaterThanOrEqual(40);
    const ids = topics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(topics.map((topic) => [topic.id, topic] as const))('%s is complete and well formed', (_id, topic) => {
    expect(topic.category).toBe('history');
    expect(topic.keywords.length).toBeGreaterThanOrEqual(3);
    expect(topic.keywords.length).toBeLessThanOrEqual(12);
    expect(topic.more.length).toBeGreaterThanOrEqual(2);
    expect(topic.related.length).toBeGreaterThanOrEqual(1);
    expect(topic.source.trim().length).toBeGreaterThan(0);
    const main = mainWordsOf(topic);
    for (const mode of ['G', 'PG', 'FULL'] as const) {
      const text = topic.answer[mode];
      const count = sentencesOf(text);
      expect(count, `${topic.id} ${mode} has ${count} sentences`).toBeGreaterThanOrEqual(2);
      expect(count, `${topic.id} ${mode} has ${count} sentences`).toBeLessThanOrEqual(4);
      const first = firstSentenceOf(text).toLowerCase();
      expect(main.some((word) => first.includes(word)), `${topic.id} ${mode} first sentence: ${first}`).toBe(true);
    }
    for (const fact of topic.more) {
      const count = sentencesOf(fact);
      expect(count, `${topic.id} more: ${fact}`).toBeGreaterThanOrEqual(1);
      expect(count, `${topic.id} more: ${fact}`).toBeLessThanOrEqual(2);
    }
  });

  it.each(topics.map((topic) => [topic.id, topic] as const))('%s is safe for children', (_id, topic) => {
    for (const text of [topic.answer.G, ...topic.more]) {
      expect(safetyClassify(text, { direction: 'reply', contentMode: 'G' }), text).toMatchObject({ safe: true });
    }
    expect(safetyClassify(topic.answer.PG, { direction: 'reply', contentMode: 'PG' }), topic.answer.PG).toMatchObject({ safe: true });
  });
});
