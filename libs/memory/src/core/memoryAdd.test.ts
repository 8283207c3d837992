import { describe, expect, it } from 'vitest';
import { MEMORY_NOTICE_PG, memoryAdd, memoryExpiredNotice, memoryFactsAlike } from './memoryAdd';
import { MEMORY_CHILD_TTL_MS, MEMORY_PROFILE_LIMIT } from './memoryConstants';
import { memoryApprove, memoryIsUsable } from './memoryLifecycle';
import { ADULT, DAY, NOW, OLDER_CHILD, YOUNG_CHILD, idsFrom, memoryOf } from './memory.fixture';
import type { MemoryDraft } from './memoryTypes';

const manual = (content: string, tags: string[] = []): MemoryDraft => ({ content, tags, source: { kind: 'manual' } });

describe('memoryAdd: adults', () => {
  it('adds an approved memory that never expires, with tidy words and tags', () => {
    const result = memoryAdd([], manual('  Training for a 10 km run   in May ', ['Running', 'running', ' ']), { profile: ADULT, now: NOW, idGenerate: idsFrom() });
    expect(result).toMatchObject({
      outcome: 'added',
      expired: null,
      notice: null,
      memory: { id: 'm1', profileId: 'adult-1', content: 'Training for a 10 km run in May', tags: ['running'], approval: 'approved', expiresAt: null, pinned: false, deletedAt: null, createdAt: NOW, updatedAt: NOW },
    });
    expect(result.memories).toHaveLength(1);
  });

  it('keeps an adult\'s phone number but never a password', () => {
    expect(memoryAdd([], manual('Work phone is 0113 496 0000'), { profile: ADULT, now: NOW, idGenerate: idsFrom() }).outcome).toBe('added');
    expect(memoryAdd([], manual('Wifi password is hunter2'), { profile: ADULT, now: NOW, idGenerate: idsFrom() })).toMatchObject({ outcome: 'refused', detail: 'password' });
  });

  it('changes nothing when the same words are remembered again', () => {
    const known = memoryOf('Has a dog.');
    const result = memoryAdd([known], manual('has a dog'), { profile: ADULT, now: NOW + DAY, idGenerate: idsFrom() });
    expect(result).toMatchObject({ outcome: 'unchanged', memory: known });
  });

  it('updates the memory of the same pet renamed instead of adding a second', () => {
    const known = memoryOf('Has a beagle called Biscuit', { fact: { kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle' } });
    const draft: MemoryDraft = { ...manual('Has a beagle called Rocky', ['pet', 'dog']), fact: { kind: 'pet', subject: 'dog', name: 'Rocky', value: 'beagle' } };
    const result = memoryAdd([known], draft, { profile: ADULT, now: NOW + DAY, idGenerate: idsFrom() });
    expect(result.outcome).toBe('updated');
    if (result.outcome !== 'updated') return;
    expect(result.memory).toMatchObject({ id: known.id, content: 'Has a beagle called Rocky', createdAt: NOW, updatedAt: NOW + DAY });
    expect(result.previous).toBe(known);
    expect(result.memories).toEqual([result.memory]);
  });
});

describe('memoryAdd: children', () => {
  it('refuses a personal detail with a kind reason for the age, storing nothing', () => {
    const memories = [memoryOf('Likes dinosaurs', { profileId: YOUNG_CHILD.profileId })];
    const result = memoryAdd(memories, manual('Goes to Oak Hill Primary'), { profile: YOUNG_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(result).toMatchObject({ outcome: 'refused', detail: 'school' });
    expect(result.outcome === 'refused' && result.reason).toMatch(/school/);
    expect(result.memories).toBe(memories);
  });

  it('a 4–8 child\'s new memory waits for the parent, and is not used until approved', () => {
    const result = memoryAdd([], manual('Likes dinosaurs'), { profile: YOUNG_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(result.outcome).toBe('added');
    if (result.outcome !== 'added') return;
    expect(result.memory.approval).toBe('pending');
    expect(result.notice).toMatch(/grown-up/);
    expect(memoryIsUsable(result.memory, NOW)).toBe(false);
    expect(memoryIsUsable(memoryApprove(result.memory, NOW + 1), NOW + 1)).toBe(true);
  });

  it('a 9–15 child\'s memory is used at once and the child is told the parent can see it', () => {
    const result = memoryAdd([], manual('Likes football'), { profile: OLDER_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(result).toMatchObject({ outcome: 'added', notice: MEMORY_NOTICE_PG, memory: { approval: 'approved' } });
    expect(MEMORY_NOTICE_PG).toBe('Grove will remember this — your parent can see your memories');
  });

  it('a child\'s memory expires after 90 days; a plan sooner, on its day', () => {
    const added = memoryAdd([], manual('Likes football'), { profile: OLDER_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(added.outcome === 'added' && added.memory.expiresAt).toBe(NOW + MEMORY_CHILD_TTL_MS);
    const plan = memoryAdd([], { ...manual('Has a match on Saturday 15 March'), expiresAt: NOW + 3 * DAY }, { profile: OLDER_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(plan.outcome === 'added' && plan.memory.expiresAt).toBe(NOW + 3 * DAY);
  });

  it('a G child\'s changed memory goes back to waiting for approval', () => {
    const known = memoryOf('Favourite colour is green', { profileId: YOUNG_CHILD.profileId, fact: { kind: 'favourite', subject: 'colour', value: 'green' } });
    const draft: MemoryDraft = { ...manual('Favourite colour is blue'), fact: { kind: 'favourite', subject: 'colour', value: 'blue' } };
    const result = memoryAdd([known], draft, { profile: YOUNG_CHILD, now: NOW + DAY, idGenerate: idsFrom() });
    expect(result).toMatchObject({ outcome: 'updated', memory: { approval: 'pending', content: 'Favourite colour is blue', expiresAt: NOW + DAY + MEMORY_CHILD_TTL_MS } });
  });
});

describe('memoryAdd: at most 200 per profile', () => {
  const full = (pinnedAll = false) =>
    Array.from({ length: MEMORY_PROFILE_LIMIT }, (_, index) =>
      memoryOf(`Memory number ${index}`, { id: `old${index}`, profileId: OLDER_CHILD.profileId, createdAt: NOW - (300 - index) * 60_000, updatedAt: NOW - (300 - index) * 60_000, pinned: pinnedAll || index === 0, expiresAt: null }),
    );

  it('the 201st expires the oldest unpinned memory and says which', () => {
    const memories = full();
    const result = memoryAdd(memories, manual('Likes chess'), { profile: OLDER_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(result.outcome).toBe('added');
    if (result.outcome !== 'added' || !result.expired) throw new Error('expected an expired memory');
    // old0 is pinned: old1 is the oldest unpinned.
    expect(result.expired).toMatchObject({ id: 'old1', expiresAt: NOW });
    expect(memoryExpiredNotice(result.expired)).toBe('To make room, Grove has forgotten an older memory: "Memory number 1".');
    expect(result.memories.filter((memory) => memory.expiresAt === null || memory.expiresAt > NOW)).toHaveLength(MEMORY_PROFILE_LIMIT);
  });

  it('does not count other profiles, deleted or expired memories', () => {
    const memories = [...full().slice(0, 199), memoryOf('Gone', { profileId: OLDER_CHILD.profileId, deletedAt: NOW - DAY }), memoryOf('Someone else')];
    const result = memoryAdd(memories, manual('Likes chess'), { profile: OLDER_CHILD, now: NOW, idGenerate: idsFrom() });
    expect(result).toMatchObject({ outcome: 'added', expired: null });
  });

  it('refuses when every kept memory is pinned', () => {
    expect(memoryAdd(full(true), manual('Likes chess'), { profile: OLDER_CHILD, now: NOW, idGenerate: idsFrom() }).outcome).toBe('full');
  });
});

describe('memoryFactsAlike', () => {
  it.each([
    [{ kind: 'pet', subject: 'dog', name: 'Biscuit' }, { kind: 'pet', subject: 'dog', name: 'Rocky' }, true],
    [{ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle' }, { kind: 'pet', subject: 'dog', name: 'Rex', value: 'poodle' }, false],
    [{ kind: 'pet', subject: 'dog', name: 'Biscuit' }, { kind: 'pet', subject: 'cat', name: 'Biscuit' }, false],
    [{ kind: 'family', subject: 'sister', name: 'Mia' }, { kind: 'family', subject: 'sister', name: 'Zoe' }, false],
    [{ kind: 'family', subject: 'sister', name: 'Mia' }, { kind: 'family', subject: 'sister', value: '9 years old' }, true],
    [{ kind: 'like', subject: 'broccoli' }, { kind: 'dislike', subject: 'broccoli' }, true],
    [{ kind: 'favourite', subject: 'colour', value: 'green' }, { kind: 'favourite', subject: 'food', value: 'pizza' }, false],
    [{ kind: 'job', subject: 'you', value: 'nurse' }, { kind: 'job', subject: 'you', value: 'doctor' }, true],
    [{ kind: 'plan', subject: 'piano recital', when: 'friday' }, { kind: 'plan', subject: 'piano recital', when: 'saturday' }, true],
  ] as const)('%o ~ %o → %s', (known, fact, alike) => {
    expect(memoryFactsAlike(known, fact)).toBe(alike);
  });
});
