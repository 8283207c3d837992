import type { GuidedProgressName, GuidedTheme, GuidedThemeInfo } from './guidedTypes';

/** SPEC §1's themes with their titles and SPEC §3's progress counter names. */
export const GUIDED_THEMES: readonly GuidedThemeInfo[] = [
  { theme: 'stories', title: 'Story time', description: 'Make up a story together, one idea at a time.', progressName: 'storyProgress' },
  { theme: 'gardening', title: 'Gardening', description: 'Learn how to plant seeds, water and care for a garden.', progressName: 'learningProgress' },
  { theme: 'flowers', title: 'Flowers', description: 'Discover flowers, their colours and the bees that visit them.', progressName: 'learningProgress' },
  { theme: 'outdoor-trip', title: 'Outdoor trip', description: 'Plan a camping or backpacking trip, step by step.', progressName: 'planningProgress' },
  { theme: 'hiking', title: 'Hiking', description: 'Find a trail that suits you and get ready to walk it.', progressName: 'planningProgress' },
  { theme: 'city-outing', title: 'City outing', description: 'Plan a day out: parks, museums or family fun.', progressName: 'planningProgress' },
  { theme: 'meditation', title: 'Grounding meditation', description: 'A calm, guided moment in a forest, a meadow or by a lake.', progressName: 'sessionProgress' },
];

/** The SPEC §3 name of a theme's progress counter. */
export function guidedProgressName(theme: GuidedTheme): GuidedProgressName {
  return GUIDED_THEMES.find((info) => info.theme === theme)?.progressName ?? 'sessionProgress';
}

/** Whether a text names a theme. */
export function guidedThemeIs(value: unknown): value is GuidedTheme {
  return typeof value === 'string' && GUIDED_THEMES.some((info) => info.theme === value);
}
