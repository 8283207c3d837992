import { ORACLE_CARDS } from './content/oracleCards';
import type { OracleCard, OracleTheme, WonderMode } from './content/wonderTypes';

/** What {@link oracleCardDraw} draws from. */
export interface OracleCardDrawOptions {
  mode: WonderMode;
  /** Only cards of this theme ("by theme" on /oracle); every theme when absent. */
  theme?: OracleTheme;
  /** A number in [0, 1), like Math.random: passed in so the core stays pure and tests are exact. */
  random: () => number;
  /** Ids drawn lately: skipped while any other card is left, so a second draw is not the same card. */
  recent?: readonly string[];
  /** The cards to draw from (ORACLE_CARDS unless a test passes its own). */
  cards?: readonly OracleCard[];
}

/** Draws one reflection card for a mode (and theme), avoiding recent ones while it can; null when none fit. */
export function oracleCardDraw(options: OracleCardDrawOptions): OracleCard | null {
  const { mode, theme, random, recent = [], cards = ORACLE_CARDS } = options;
  const pool = cards.filter((card) => card.mode === mode && (theme === undefined || card.theme === theme));
  const seen = new Set(recent);
  const fresh = pool.filter((card) => !seen.has(card.id));
  const from = fresh.length > 0 ? fresh : pool;
  if (from.length === 0) return null;
  // A random source that returns 1 (or more) must still land on a card.
  const index = Math.min(from.length - 1, Math.max(0, Math.floor(random() * from.length)));
  return from[index] ?? null;
}
