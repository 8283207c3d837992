import { describe, expect, it } from 'vitest';
import { memoryRank, memoryTerms } from './memoryRank';
import { DAY, NOW, memoryOf } from './memory.fixture';

const contents = (ranked: ReturnType<typeof memoryRank>): string[] => ranked.map(({ memory }) => memory.content);

describe('memoryRank: the memories a turn gets', () => {
  const memories = [
    memoryOf('Has a beagle called Biscuit', { tags: ['pet', 'dog', 'beagle', 'biscuit'] }),
    memoryOf('Training for a 10 km run in May', { tags: ['running'] }),
    memoryOf('Favourite colour is green', { tags: ['favourite', 'colour', 'green'] }),
    memoryOf('Has a sister called Mia', { tags: ['family', 'sister', 'mia'] }),
    memoryOf('Works as a nurse', { tags: ['job', 'work', 'nurse'] }),
  ];

  it('finds memories by stemmed words and tags', () => {
    expect(contents(memoryRank(memories, 'I went running this morning', { now: NOW }))).toEqual(['Training for a 10 km run in May']);
    expect(contents(memoryRank(memories, 'My puppy chewed my shoe', { now: NOW }))[0]).toBe('Has a beagle called Biscuit');
    expect(contents(memoryRank(memories, 'Mia and I played', { now: NOW }))).toEqual(['Has a sister called Mia']);
    expect(contents(memoryRank(memories, 'long shift at work today', { now: NOW }))).toEqual(['Works as a nurse']);
  });

  it('sends nothing that shares no word with the message, unless pinned; pinned come first', () => {
    expect(memoryRank(memories, 'What is the capital of Peru?', { now: NOW })).toEqual([]);
    const pinned = memoryOf('Is called Sam', { pinned: true });
    expect(contents(memoryRank([...memories, pinned], 'I went for a run', { now: NOW }))).toEqual(['Is called Sam', 'Training for a 10 km run in May']);
  });

  it('uses only approved, unexpired, undeleted memories', () => {
    const list = [
      memoryOf('Likes football', { approval: 'pending' }),
      memoryOf('Plays football on Saturdays', { expiresAt: NOW - 1 }),
      memoryOf('Watches football', { deletedAt: NOW - DAY }),
      memoryOf('Supports a football team'),
    ];
    expect(contents(memoryRank(list, 'football later!', { now: NOW }))).toEqual(['Supports a football team']);
  });

  it('prefers the recent of two equally relevant memories, and gives at most 5', () => {
    const old = memoryOf('Likes chess', { id: 'old', updatedAt: NOW - 200 * DAY });
    const fresh = memoryOf('Plays chess', { id: 'fresh', updatedAt: NOW - DAY });
    expect(memoryRank([old, fresh], 'chess club', { now: NOW }).map(({ memory }) => memory.id)).toEqual(['fresh', 'old']);
    const many = Array.from({ length: 12 }, (_, index) => memoryOf(`Chess fact ${index}`, { id: `c${index}` }));
    expect(memoryRank(many, 'chess', { now: NOW })).toHaveLength(5);
    expect(memoryRank(many, 'chess', { now: NOW, limit: 2 })).toHaveLength(2);
  });

  it('ranks a rarer shared word above a common one', () => {
    const list = [memoryOf('Likes pizza'), memoryOf('Likes dinosaurs'), memoryOf('Likes drawing dinosaurs and pizza with sister')];
    expect(contents(memoryRank(list, 'I like dinosaurs', { now: NOW }))[0]).toBe('Likes dinosaurs');
  });

  it('memoryTerms drops small words and stems the rest', () => {
    expect(memoryTerms("I'm running with my dogs")).toEqual(['run', 'dog']);
  });
});
