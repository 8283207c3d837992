import { useSyncExternalStore } from 'react';
import { screenSizeClass, type ScreenSize } from '../index';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  window.addEventListener('orientationchange', listener);
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('orientationchange', listener);
  };
}

function getSnapshot(): ScreenSize {
  return screenSizeClass(window.innerWidth);
}

function getServerSnapshot(): ScreenSize {
  return 'large';
}

/** The viewport's screen-size class (SPEC §9: small under 768 px, medium to 1023 px, large from 1024 px), live on resize. */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
