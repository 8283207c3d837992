import { OLD_STORIES_A } from './content/oldStoriesAesopGrimm';
import { OLD_STORIES_B } from './content/oldStoriesWorld';
import { QUESTS } from './content/quests';
import type { OldStory, Quest, WonderMode } from './content/wonderTypes';
import { wonderBandOf } from './wonderBand';

/** All thirty old stories: Aesop and Grimm first, then Andersen, Perrault and folk tales of the world. */
export const OLD_STORIES: readonly OldStory[] = [...OLD_STORIES_A, ...OLD_STORIES_B];

/** The old story with this id, or `undefined`. */
export function oldStoryById(id: string, stories: readonly OldStory[] = OLD_STORIES): OldStory | undefined {
  return stories.find((story) => story.id === id);
}

/** The quest with this id, or `undefined` (the API checks every id a request names against this). */
export function questById(id: string, quests: readonly Quest[] = QUESTS): Quest | undefined {
  return quests.find((quest) => quest.id === id);
}

/** The quests offered to a content mode, in the set's order (a child sees only their own band's). */
export function questsForMode(mode: WonderMode, quests: readonly Quest[] = QUESTS): readonly Quest[] {
  const band = wonderBandOf(mode);
  return quests.filter((quest) => quest.band === band);
}
