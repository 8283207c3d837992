import { describe, expect, it } from 'vitest';
import { memoryCaptureOf } from './memoryCapture';
import { DAY, NOW } from './memory.fixture';
import type { MemoryFact } from './memoryTypes';

const context = { conversationId: 'c1', now: NOW, offsetMinutes: 0 };
const contentOf = (fact: Omit<MemoryFact, 'messageIndex'>): string | null => {
  const result = memoryCaptureOf({ ...fact, messageIndex: 0 }, context);
  return result.kept ? result.draft.content : null;
};

describe('memoryCaptureOf: lasting facts, worded in the third person', () => {
  it.each([
    [{ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle' }, 'Has a beagle called Biscuit'],
    [{ kind: 'pet', subject: 'cat', name: 'Tom' }, 'Has a cat called Tom'],
    [{ kind: 'pet', subject: 'axolotl' }, 'Has an axolotl'],
    [{ kind: 'name', subject: 'you', name: 'Sam' }, 'Is called Sam'],
    [{ kind: 'age', subject: 'you', value: '7' }, 'Is 7 years old'],
    [{ kind: 'family', subject: 'sister', name: 'Mia' }, 'Has a sister called Mia'],
    [{ kind: 'family', subject: 'brother', name: 'Sam', value: '4 years old' }, 'Has a brother called Sam, who is 4 years old'],
    [{ kind: 'family', subject: 'brother', value: '2' }, 'Has 2 brothers'],
    [{ kind: 'family', subject: 'mum', value: 'nurse' }, 'Their mum is a nurse'],
    [{ kind: 'friend', subject: 'friend', name: 'Zoe' }, 'Has a friend called Zoe'],
    [{ kind: 'job', subject: 'you', value: 'engineer' }, 'Works as an engineer'],
    [{ kind: 'school_year', subject: 'you', value: 'year 3' }, 'Is in year 3'],
    [{ kind: 'like', subject: 'dinosaurs' }, 'Likes dinosaurs'],
    [{ kind: 'dislike', subject: 'broccoli' }, "Doesn't like broccoli"],
    [{ kind: 'favourite', subject: 'colour', value: 'green' }, 'Favourite colour is green'],
    [{ kind: 'home', subject: 'you', value: 'Leeds' }, 'Lives in Leeds'],
    [{ kind: 'birthday', subject: 'you', when: '3 May' }, 'Birthday is on 3 May'],
    [{ kind: 'birthday', subject: 'you', when: 'tomorrow' }, 'Birthday is on 15 March'],
  ] as const)('%o → %s', (fact, content) => {
    expect(contentOf(fact)).toBe(content);
  });

  it('words a plan with the date it means, and lets it expire after its day', () => {
    const result = memoryCaptureOf({ kind: 'plan', subject: 'piano recital', when: 'next Friday', messageIndex: 2 }, context);
    expect(result).toMatchObject({ kept: true, draft: { content: 'Has a piano recital on Friday 21 March', source: { kind: 'conversation', conversationId: 'c1', messageIndex: 2 } } });
    if (!result.kept) return;
    expect(result.draft.tags).toEqual(['plan', 'piano', 'recital']);
    expect(result.draft.expiresAt).toBe(Date.UTC(2025, 2, 22) + 2 * DAY);
  });

  it.each([
    [{ kind: 'plan', subject: 'camping', when: 'this weekend' }, 'Is going camping the weekend of 15 March'],
    [{ kind: 'plan', subject: 'son starting secondary school', when: 'in September' }, 'Their son is starting secondary school in September'],
    [{ kind: 'plan', subject: 'grandmas birthday', when: 'on Sunday' }, "Grandma's birthday is on Sunday 16 March"],
    [{ kind: 'plan', subject: 'dentist', when: 'tomorrow' }, 'Has a dentist appointment on Saturday 15 March'],
    [{ kind: 'plan', subject: 'beach', when: 'on Saturday' }, 'Is going to the beach on Saturday 15 March'],
  ] as const)('plan %o → %s', (fact, content) => {
    expect(contentOf(fact)).toBe(content);
  });

  it('does not keep a passing feeling, a plan with no date or one already past', () => {
    expect(memoryCaptureOf({ kind: 'feeling', subject: 'nervous', value: 'recital', messageIndex: 0 }, context)).toEqual({ kept: false, reason: 'passing' });
    expect(memoryCaptureOf({ kind: 'plan', subject: 'exam', messageIndex: 0 }, context)).toEqual({ kept: false, reason: 'undated' });
    expect(memoryCaptureOf({ kind: 'plan', subject: 'exam', when: 'last Friday', messageIndex: 0 }, context)).toEqual({ kept: false, reason: 'undated' });
    expect(memoryCaptureOf({ kind: 'plan', subject: 'exam', when: 'soon', messageIndex: 0 }, context)).toEqual({ kept: false, reason: 'undated' });
  });

  it('tags a pet by kind, breed and name for search', () => {
    const result = memoryCaptureOf({ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle', messageIndex: 0 }, context);
    expect(result.kept && result.draft.tags).toEqual(['pet', 'dog', 'beagle', 'biscuit']);
    expect(result.kept && result.draft.fact).toEqual({ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle' });
  });
});

describe('memoryCaptureOf: what the person is working towards', () => {
  it('words a training plan with its date and tags it without filler words', () => {
    const result = memoryCaptureOf({ kind: 'plan', subject: 'training for a 10 km run', when: 'in may', messageIndex: 0 }, context);
    expect(result.kept && result.draft.content).toBe('Is training for a 10 km run in May');
    expect(result.kept && result.draft.tags).toEqual(['plan', 'training', '10', 'km', 'run']);
    expect(contentOf({ kind: 'plan', subject: 'half marathon', when: 'on sunday' })).toBe('Has a half marathon on Sunday 16 March');
  });
});

describe('memoryCaptureOf: a fact written in the journal', () => {
  it('names the journal entry as its source', () => {
    const result = memoryCaptureOf({ kind: 'pet', subject: 'cat', name: 'Tiger', messageIndex: 0 }, { ...context, journalEntryId: 'entry-1' });
    expect(result.kept && result.draft.source).toEqual({ kind: 'journal', entryId: 'entry-1' });
  });
});
