import { createContext } from 'react';

/**
 * Whether SPEC §3's mobile and touch optimisations are on (gestures such as the swipe-up that focuses
 * the chat input); on unless the app provides false, SPEC's default being on.
 */
export const TouchOptimisationsContext = createContext<boolean>(true);
