import { CITY_KEYWORDS, FLOWER_KEYWORDS, GARDENING_KEYWORDS, HIKING_KEYWORDS, MEDITATION_KEYWORDS, OUTDOOR_TRIP_KEYWORDS, STORY_KEYWORDS } from './content/guidedKeywordLists';
import type { GuidedTheme } from './guidedTypes';

/** The fixed keyword list of a theme (SPEC §4; sizes near SPEC §9). */
export function guidedKeywords(theme: GuidedTheme): readonly string[] {
  switch (theme) {
    case 'stories':
      return STORY_KEYWORDS;
    case 'gardening':
      return GARDENING_KEYWORDS;
    case 'flowers':
      return FLOWER_KEYWORDS;
    case 'outdoor-trip':
      return OUTDOOR_TRIP_KEYWORDS;
    case 'hiking':
      return HIKING_KEYWORDS;
    case 'city-outing':
      return CITY_KEYWORDS;
    case 'meditation':
      return MEDITATION_KEYWORDS;
  }
}
