/**
 * The game marker: a machine-readable note the mentor adds to a game reply, e.g. the secret of twenty
 * questions (SPEC §4 "read from an encoded marker in its first reply"). It is encoded so the secret
 * is not readable at a glance. Only the game in the browser reads it: the game screen strips it before
 * showing the reply, and the API stores replies without it (the marker is kept apart, and games are
 * not listed as chat conversations), so no other page can show it.
 */

/** What a marker may carry; each game reads its own fields. */
export type GameMarker = Record<string, string | number | boolean | null>;

const OPEN = '[[grove-game:';
const CLOSE = ']]';
const MARKER_PATTERN = /\[\[grove-game:([A-Za-z0-9+/=]*)\]\]/;
// A reply still streaming may end inside a marker: hide the start of one too.
const PARTIAL_PATTERN = /\s*\[(?:\[(?:g(?:r(?:o(?:v(?:e(?:-(?:g(?:a(?:m(?:e(?::[A-Za-z0-9+/=]*\]?)?)?)?)?)?)?)?)?)?)?)?)?$/;

/** Encodes a marker for the end of a reply: `[[grove-game:<base64 of the URI-encoded JSON>]]`. */
export function gameMarkerEncode(marker: GameMarker): string {
  return `${OPEN}${btoa(encodeURIComponent(JSON.stringify(marker)))}${CLOSE}`;
}

/** Reads the marker of a reply, or null when it has none (or a broken one). */
export function gameMarkerRead(reply: string): GameMarker | null {
  const found = MARKER_PATTERN.exec(reply);
  if (!found?.[1]) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(atob(found[1])));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const marker: GameMarker = {};
    for (const [key, field] of Object.entries(value)) {
      if (field === null || typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean') marker[key] = field;
    }
    return marker;
  } catch {
    return null;
  }
}

/** The reply as a person should see it: without its marker, also while a marker is still arriving. */
export function gameMarkerStrip(reply: string): string {
  return reply.replace(MARKER_PATTERN, '').replace(PARTIAL_PATTERN, '').trimEnd();
}
