import type { ChatMemoryEvent, MemoryItem } from '@grove/api-contract';

/** Friday 14 March 2025, 10:00 UTC: the moment the samples were made. */
export const SAMPLE_NOW = Date.UTC(2025, 2, 14, 10, 0, 0);

const DAY_MS = 24 * 60 * 60 * 1000;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A kept, approved memory of profile `adult-1` saved from a conversation, with fields to override. */
export function memorySample(content: string, overrides: Partial<MemoryItem> & { daysAgo?: number } = {}): MemoryItem {
  const { daysAgo = 0, ...rest } = overrides;
  const at = SAMPLE_NOW - daysAgo * DAY_MS;
  return {
    id: `00000000-0000-4000-8000-${String(Math.abs(hash(content))).padStart(12, '0').slice(0, 12)}`,
    profileId: 'adult-1',
    content,
    tags: [],
    source: { kind: 'conversation', conversationId: '11111111-1111-4111-8111-111111111111', messageIndex: 0 },
    createdAt: iso(at),
    updatedAt: iso(at),
    pinned: false,
    expiresAt: null,
    approval: 'approved',
    deletedAt: null,
    purgeAt: null,
    state: 'active',
    helpfulCount: 0,
    ...rest,
  };
}

function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 1_000_000_000_000;
  return value;
}

/** An adult's memories: a pinned one, a hand-added one, an expired plan and a deleted one. */
export function adultMemoriesSample(): MemoryItem[] {
  return [
    memorySample('Has a beagle called Biscuit', { tags: ['pet', 'dog'], pinned: true }),
    memorySample('Is training for a 10 km run in May', { tags: ['running', 'plan'], daysAgo: 2 }),
    memorySample('Likes green tea', { tags: ['like', 'drink'], daysAgo: 9, source: { kind: 'manual' }, helpfulCount: 2 }),
    memorySample('Has a piano recital on Friday 7 March', {
      tags: ['plan', 'music'],
      daysAgo: 20,
      expiresAt: iso(SAMPLE_NOW - 5 * DAY_MS),
      state: 'expired',
    }),
    memorySample('Works as a nurse', {
      tags: ['job'],
      daysAgo: 40,
      deletedAt: iso(SAMPLE_NOW - DAY_MS),
      purgeAt: iso(SAMPLE_NOW + 29 * DAY_MS),
      state: 'deleted',
    }),
  ];
}

/** A 6-year-old's memories (profile `child-mia`): one waiting for the parent, one approved. */
export function childMemoriesSample(): MemoryItem[] {
  const expires = iso(SAMPLE_NOW + 90 * DAY_MS);
  return [
    memorySample('Has a cat called Whiskers', { profileId: 'child-mia', tags: ['pet', 'cat'], approval: 'pending', state: 'pending', expiresAt: expires }),
    memorySample('Loves dinosaurs', { profileId: 'child-mia', tags: ['like'], daysAgo: 3, expiresAt: expires }),
  ];
}

/** A chat turn's memory event of each kind, as the API sends them. */
export const CHAT_MEMORY_EVENTS = {
  added: {
    outcome: 'added',
    memory: memorySample('Has a beagle called Biscuit', { tags: ['pet', 'dog'] }),
    previousContent: null,
    notice: null,
  },
  addedForTeen: {
    outcome: 'added',
    memory: memorySample('Plays the drums', { profileId: 'child-leo', tags: ['music'] }),
    previousContent: null,
    notice: 'Grove will remember this — your parent can see your memories',
  },
  addedForYoungChild: {
    outcome: 'added',
    memory: memorySample('Has a cat called Whiskers', { profileId: 'child-mia', approval: 'pending', state: 'pending' }),
    previousContent: null,
    notice: "I'd like to remember this! I'll ask your grown-up first.",
  },
  updated: {
    outcome: 'updated',
    memory: memorySample('Has a beagle called Rocky', { tags: ['pet', 'dog'] }),
    previousContent: 'Has a beagle called Biscuit',
    notice: null,
  },
  refused: {
    outcome: 'refused',
    memory: null,
    previousContent: null,
    notice: "I won't remember where you live — that's something to keep just for your family.",
  },
  forgotten: {
    outcome: 'forgotten',
    memory: memorySample('Has a beagle called Biscuit', { tags: ['pet', 'dog'], state: 'deleted', deletedAt: iso(SAMPLE_NOW) }),
    previousContent: null,
    notice: null,
  },
} as const satisfies Record<string, ChatMemoryEvent>;
