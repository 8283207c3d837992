import { WELLNESS_SESSIONS, type WellnessSession } from '../index';
import type { WellnessMatchMedia, WellnessMotionQuery } from './BreathingGuide';

/** A session of Grove's own set by id (previews and tests name real sessions, never made-up ones). */
export function wellnessSessionById(id: string): WellnessSession {
  const session = WELLNESS_SESSIONS.find((candidate) => candidate.id === id);
  if (!session) throw new Error(`No wellness session ${id}`);
  return session;
}

/** A media query that always answers `matches` (a system that asked for less motion, or did not). */
export function wellnessMatchMediaFixed(matches: boolean): WellnessMatchMedia {
  const query: WellnessMotionQuery = { matches, addEventListener: () => undefined, removeEventListener: () => undefined };
  return () => query;
}
