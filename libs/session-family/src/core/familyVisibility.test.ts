import { describe, expect, it } from 'vitest';
import { ParentOverviewTeenSchema, ParentOverviewYoungSchema } from '@grove/api-contract';
import { CONTENT_MODES } from './contentModeForAge';
import { familyVisibilityBandOf, familyVisibilityOf } from './familyVisibility';

// The overview's fields that are about the child (not who or when): what the child must be told of.
const ABOUT_THE_VIEW = new Set(['childId', 'displayName', 'contentMode', 'band', 'generatedAt']);
const overviewFields = (shape: object) => Object.keys(shape).filter((key) => !ABOUT_THE_VIEW.has(key));

describe('familyVisibilityOf: what a parent sees, by band (issue 18, point 1)', () => {
  it('puts a G child (4–8) in the young band and PG and FULL children in the older one, as the overview does', () => {
    expect(CONTENT_MODES.map((mode) => [mode, familyVisibilityBandOf(mode)])).toEqual([
      ['G', 'young'],
      ['PG', 'teen'],
      ['FULL', 'teen'],
    ]);
    for (const mode of CONTENT_MODES) expect(familyVisibilityOf(mode).band).toBe(familyVisibilityBandOf(mode));
  });

  it('tells a young child of every field of the young overview, and of the alerts — nothing more', () => {
    const young = familyVisibilityOf('G');
    expect(new Set(young.sees.map((item) => item.id))).toEqual(new Set([...overviewFields(ParentOverviewYoungSchema.shape), 'alerts']));
  });

  it('tells an older child of every field of the teen overview and the alerts, and that chats, entries and the words behind the radar stay theirs', () => {
    const teen = familyVisibilityOf('PG');
    expect(new Set(teen.sees.map((item) => item.id))).toEqual(new Set([...overviewFields(ParentOverviewTeenSchema.shape), 'alerts']));
    const hidden = teen.doesNotSee.map((item) => item.id);
    expect(hidden).toEqual(expect.arrayContaining(['conversations', 'journalEntries', 'radarWords']));
    // Nothing is said to be both seen and not seen.
    for (const id of hidden) expect(teen.sees.map((item) => item.id)).not.toContain(id);
  });

  it('says it on the badge in plain words: chats for the young, topics and time (not chats) for the older', () => {
    expect(familyVisibilityOf('G').badge).toBe('Your parent can see your chats');
    expect(familyVisibilityOf('PG').badge).toBe('Your parent sees your topics and time, not your chats');
    expect(familyVisibilityOf('FULL').badge).toBe(familyVisibilityOf('PG').badge);
  });

  it('is honest about what goes beyond the overview: the parent may download or delete everything', () => {
    for (const mode of CONTENT_MODES) {
      const view = familyVisibilityOf(mode);
      expect(view.alsoTrue.join(' ')).toMatch(/download a copy of everything/);
      expect(view.doesNotSee.map((item) => item.id)).toContain('pin');
    }
  });

  it('tells the parent of an older child what they do not see, and why', () => {
    expect(familyVisibilityOf('PG').parentNote).toMatch(/not their full chats or journal entries/);
    expect(familyVisibilityOf('PG').parentNote).toMatch(/urgent still reaches you at once/);
    expect(familyVisibilityOf('G').parentNote).toMatch(/their chats/);
  });

  it('gives every item a title and a sentence, and ids unique within a list', () => {
    for (const mode of CONTENT_MODES) {
      const view = familyVisibilityOf(mode);
      for (const list of [view.sees, view.doesNotSee]) {
        expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
        for (const item of list) {
          expect(item.title.length).toBeGreaterThan(3);
          expect(item.detail).toMatch(/[.!]$/);
        }
      }
    }
  });
});
