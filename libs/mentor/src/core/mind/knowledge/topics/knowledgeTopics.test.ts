import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_TOPICS } from './knowledgeTopics';

describe('the whole knowledge bank', () => {
  it('holds at least 400 topics, every id once', () => {
    expect(KNOWLEDGE_TOPICS.length).toBeGreaterThanOrEqual(400);
    const ids = KNOWLEDGE_TOPICS.map((topic) => topic.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('relates most topics to topics that exist (an unknown related id is dropped, never shown)', () => {
    const ids = new Set(KNOWLEDGE_TOPICS.map((topic) => topic.id));
    const links = KNOWLEDGE_TOPICS.flatMap((topic) => topic.related);
    const known = links.filter((id) => ids.has(id)).length;
    expect(known / links.length).toBeGreaterThan(0.9);
  });
});
