import type { ContentMode } from '@grove/session-family';

const DESCRIPTIONS: Record<ContentMode, string> = {
  G: 'Rated G: simple and gentle, for ages 4 to 8',
  PG: 'Rated PG: exciting but not scary, for ages 9 to 14',
  FULL: 'FULL: natural conversation, for 15 and up',
};

/** A child profile's content mode as a small badge: G, PG or FULL (SPEC §1, §4). */
export function ContentModeBadge({ mode }: { mode: ContentMode }) {
  return (
    <span className={`content-badge content-badge--${mode.toLowerCase()}`} title={DESCRIPTIONS[mode]}>
      {mode}
    </span>
  );
}
