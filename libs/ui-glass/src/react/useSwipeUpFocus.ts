import { useContext, useEffect, type RefObject } from 'react';
import { swipeIsUp, type SwipePoint } from '../index';
import { TouchOptimisationsContext } from './touchOptimisationsContext';

function pointOf(touches: TouchList | undefined): SwipePoint | null {
  const touch = touches?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * Focuses `targetRef` (the chat input) when the user swipes up at least 50 px anywhere on the page
 * (SPEC §9). It follows the app's touch optimisations flag (TouchOptimisationsContext) unless
 * `enabled` says otherwise.
 */
export function useSwipeUpFocus(targetRef: RefObject<HTMLElement | null>, options: { readonly enabled?: boolean } = {}): void {
  const touchOptimisations = useContext(TouchOptimisationsContext);
  const enabled = options.enabled ?? touchOptimisations;
  useEffect(() => {
    if (!enabled) return undefined;
    let start: SwipePoint | null = null;
    function onTouchStart(event: TouchEvent): void {
      start = event.touches.length === 1 ? pointOf(event.touches) : null;
    }
    function onTouchEnd(event: TouchEvent): void {
      const end = pointOf(event.changedTouches);
      if (start !== null && end !== null && swipeIsUp(start, end)) targetRef.current?.focus();
      start = null;
    }
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [enabled, targetRef]);
}
