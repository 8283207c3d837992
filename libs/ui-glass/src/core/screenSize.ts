/** The screen-size classes of SPEC §9. */
export type ScreenSize = 'small' | 'medium' | 'large';

// SPEC §9: under 768 small, 768 to 1023 medium, 1024 and up large.
/** The narrowest width, in CSS pixels, that counts as a medium screen (SPEC §9). */
export const SCREEN_SIZE_MEDIUM_MIN_PX = 768;
/** The narrowest width, in CSS pixels, that counts as a large screen (SPEC §9). */
export const SCREEN_SIZE_LARGE_MIN_PX = 1024;

// SPEC §9: touch target minimum 44 px.
/** The smallest width and height, in CSS pixels, of anything a finger must hit (SPEC §9). */
export const TOUCH_TARGET_MIN_PX = 44;

/** Classifies a viewport width in CSS pixels as small, medium or large (SPEC §9). */
export function screenSizeClass(widthPx: number): ScreenSize {
  if (widthPx >= SCREEN_SIZE_LARGE_MIN_PX) return 'large';
  if (widthPx >= SCREEN_SIZE_MEDIUM_MIN_PX) return 'medium';
  return 'small';
}
