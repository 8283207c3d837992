import { describe, expect, it } from 'vitest';
import { memoryRemember } from './memoryRemember';
import { ADULT, DAY, NOW, YOUNG_CHILD, idsFrom } from './memory.fixture';
import type { Memory, MemoryFact } from './memoryTypes';

const context = (now = NOW) => ({ profile: ADULT, now, idGenerate: idsFrom(), conversationId: 'c1', offsetMinutes: 0 });

describe('memoryRemember: a conversation\'s facts into memories', () => {
  it('remembers a pet, then its new name updates the same memory and keeps the breed', () => {
    const first = memoryRemember([], { kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle', messageIndex: 0 }, context());
    expect(first).toMatchObject({ outcome: 'added', memory: { content: 'Has a beagle called Biscuit', source: { kind: 'conversation', conversationId: 'c1', messageIndex: 0 } } });
    const renamed = memoryRemember(first.memories, { kind: 'pet', subject: 'dog', name: 'Rocky', messageIndex: 3 }, context(NOW + DAY));
    expect(renamed).toMatchObject({ outcome: 'updated', memory: { content: 'Has a beagle called Rocky' } });
    expect(renamed.memories).toHaveLength(1);
  });

  it('joins what is told bit by bit: a relative named, then her age', () => {
    let memories: readonly Memory[] = [];
    const facts: MemoryFact[] = [
      { kind: 'family', subject: 'sister', name: 'Mia', messageIndex: 0 },
      { kind: 'family', subject: 'sister', value: '9 years old', messageIndex: 1 },
    ];
    for (const fact of facts) memories = memoryRemember(memories, fact, context()).memories;
    expect(memories.map((memory) => memory.content)).toEqual(['Has a sister called Mia, who is 9 years old']);
  });

  it('skips a feeling of the moment', () => {
    expect(memoryRemember([], { kind: 'feeling', subject: 'nervous', value: 'recital', messageIndex: 0 }, context())).toMatchObject({ outcome: 'skipped', reason: 'passing', memories: [] });
  });

  it('refuses a young child\'s school name and a friend\'s full name', () => {
    const child = { ...context(), profile: YOUNG_CHILD };
    expect(memoryRemember([], { kind: 'school', subject: 'you', value: 'Oak Hill Primary', messageIndex: 0 }, child)).toMatchObject({ outcome: 'refused', detail: 'school' });
    expect(memoryRemember([], { kind: 'friend', subject: 'friend', name: 'Zoe Clarke', messageIndex: 0 }, child)).toMatchObject({ outcome: 'refused', detail: 'full_name' });
    expect(memoryRemember([], { kind: 'friend', subject: 'friend', name: 'Zoe', messageIndex: 0 }, child)).toMatchObject({ outcome: 'added', memory: { approval: 'pending' } });
  });
});
