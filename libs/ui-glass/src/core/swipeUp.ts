// SPEC §9: a swipe-up of 50 px focuses the chat input.
/** The upward distance, in CSS pixels, a swipe must travel to focus the chat input (SPEC §9). */
export const SWIPE_UP_FOCUS_PX = 50;

/** A point of a touch, in CSS pixels from the top-left of the viewport. */
export interface SwipePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Tells whether a touch from `start` to `end` is a swipe up: at least 50 px upwards, and more
 * vertical than horizontal so that sideways scrolling of a carousel does not steal focus.
 */
export function swipeIsUp(start: SwipePoint, end: SwipePoint): boolean {
  const up = start.y - end.y;
  return up >= SWIPE_UP_FOCUS_PX && up >= Math.abs(end.x - start.x);
}
