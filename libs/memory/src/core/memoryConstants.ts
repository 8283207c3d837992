/** The numbers of Grove's memory rules (issue 15). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** One day in milliseconds. */
export const MEMORY_DAY_MS = DAY_MS;

/** A child's memory expires 90 days after it was made or last changed, unless pinned (issue 15). */
export const MEMORY_CHILD_TTL_MS = 90 * DAY_MS;

/** A deleted memory is purged 30 days after deletion; until then it can be restored (issue 15). */
export const MEMORY_PURGE_AFTER_MS = 30 * DAY_MS;

/** At most 200 kept memories per profile; the 201st expires the oldest unpinned one (issue 15). */
export const MEMORY_PROFILE_LIMIT = 200;

/** A chat turn gets at most 5 memories (issue 15). */
export const MEMORY_TURN_LIMIT = 5;

/** A plan stays remembered this long after its day, then expires. */
export const MEMORY_PLAN_GRACE_MS = 2 * DAY_MS;
