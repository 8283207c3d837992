import type { Quest } from '../core/content/wonderTypes';

/** A quest theme's name on screen. */
export const QUEST_THEME_LABELS: Readonly<Record<Quest['theme'], string>> = {
  nature: 'Nature',
  family: 'Family',
  kindness: 'Kindness',
  making: 'Making',
  curiosity: 'Curiosity',
  movement: 'Moving',
  calm: 'Calm',
};
