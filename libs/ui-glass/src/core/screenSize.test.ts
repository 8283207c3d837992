// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCREEN_SIZE_LARGE_MIN_PX, SCREEN_SIZE_MEDIUM_MIN_PX, TOUCH_TARGET_MIN_PX, screenSizeClass } from './screenSize';
import { SWIPE_UP_FOCUS_PX, swipeIsUp } from './swipeUp';

describe('screen size classes (SPEC §9)', () => {
  it('uses the 768 and 1024 px breakpoints', () => {
    expect(SCREEN_SIZE_MEDIUM_MIN_PX).toBe(768);
    expect(SCREEN_SIZE_LARGE_MIN_PX).toBe(1024);
    expect(screenSizeClass(0)).toBe('small');
    expect(screenSizeClass(767)).toBe('small');
    expect(screenSizeClass(768)).toBe('medium');
    expect(screenSizeClass(1023)).toBe('medium');
    expect(screenSizeClass(1024)).toBe('large');
    expect(screenSizeClass(2560)).toBe('large');
  });

  it('sets the touch target minimum at 44 px', () => {
    expect(TOUCH_TARGET_MIN_PX).toBe(44);
  });
});

describe('swipe up (SPEC §9)', () => {
  it('counts an upward movement of 50 px or more', () => {
    expect(SWIPE_UP_FOCUS_PX).toBe(50);
    expect(swipeIsUp({ x: 100, y: 400 }, { x: 100, y: 350 })).toBe(true);
    expect(swipeIsUp({ x: 100, y: 400 }, { x: 110, y: 200 })).toBe(true);
  });

  it('ignores shorter, downward and mostly sideways movements', () => {
    expect(swipeIsUp({ x: 100, y: 400 }, { x: 100, y: 351 })).toBe(false);
    expect(swipeIsUp({ x: 100, y: 300 }, { x: 100, y: 400 })).toBe(false);
    expect(swipeIsUp({ x: 0, y: 400 }, { x: 200, y: 340 })).toBe(false);
  });
});
