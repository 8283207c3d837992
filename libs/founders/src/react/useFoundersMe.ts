import { useFoundersMeQuery } from './foundersApi';

/**
 * The adult's founders-club page (`GET /api/founders-club/me`), read at most every 30 seconds as
 * screens mount: reading it settles rewards whose hold has ended, so a fresh look shows them. The
 * share card, the lists and the progress each read it; RTK Query sends one request for all of them.
 */
export function useFoundersMe(options: { skip?: boolean } = {}) {
  return useFoundersMeQuery(undefined, { refetchOnMountOrArgChange: 30, skip: options.skip ?? false });
}
