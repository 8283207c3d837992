import { describe, expect, it } from 'vitest';
import { OLD_STORIES, oldStoryById, questById, questsForMode } from './wonderCatalog';
import { wonderBandOf, wonderModeOf } from './wonderBand';
import { QUESTS } from './content/quests';

describe('the catalogue across the content sets', () => {
  it('has at least 30 old stories, with ids and titles unique across both sets', () => {
    expect(OLD_STORIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(OLD_STORIES.map((story) => story.id)).size).toBe(OLD_STORIES.length);
    expect(new Set(OLD_STORIES.map((story) => story.title.toLowerCase())).size).toBe(OLD_STORIES.length);
  });

  it('finds a story and a quest by id, and nothing for an unknown id', () => {
    const story = OLD_STORIES[17];
    expect(oldStoryById(story.id)).toBe(story);
    expect(oldStoryById('no-such-story')).toBeUndefined();
    expect(questById(QUESTS[5].id)).toBe(QUESTS[5]);
    expect(questById('no-such-quest')).toBeUndefined();
  });

  it('offers each mode only its own band, at least 20 quests each', () => {
    for (const mode of ['G', 'PG', 'FULL'] as const) {
      const offered = questsForMode(mode);
      expect(offered.length).toBeGreaterThanOrEqual(20);
      expect(offered.every((quest) => quest.band === wonderBandOf(mode))).toBe(true);
      expect(wonderModeOf(wonderBandOf(mode))).toBe(mode);
    }
  });
});
