import type { WonderBand, WonderMode } from './content/wonderTypes';

// Kept apart from wonderCatalog.ts on purpose: that module builds the thirty stories at load time, and a
// screen that only needs a band (the wellness page) would otherwise download all of them (88 KB gzip).

/** The band a content mode's content is written for: G → 4–8, PG → 9–15, FULL → adults. */
export function wonderBandOf(mode: WonderMode): WonderBand {
  return mode === 'G' ? '4-8' : mode === 'PG' ? '9-15' : 'adult';
}

/** The content mode a band's content is checked against: 4–8 → G, 9–15 → PG, adults → FULL. */
export function wonderModeOf(band: WonderBand): WonderMode {
  return band === '4-8' ? 'G' : band === '9-15' ? 'PG' : 'FULL';
}
