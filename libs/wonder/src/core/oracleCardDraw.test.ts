import { describe, expect, it } from 'vitest';
import { ORACLE_CARDS } from './content/oracleCards';
import type { OracleCard } from './content/wonderTypes';
import { oracleCardDraw } from './oracleCardDraw';

function card(id: string, mode: OracleCard['mode'], theme: OracleCard['theme']): OracleCard {
  return { id, mode, theme, title: id, thought: id, question: `${id}?` };
}

const CARDS: readonly OracleCard[] = [card('g1', 'G', 'rest'), card('g2', 'G', 'rest'), card('g3', 'G', 'courage'), card('p1', 'PG', 'rest')];

describe('oracleCardDraw', () => {
  it('draws only from the mode asked for, by the random number passed in', () => {
    expect(oracleCardDraw({ mode: 'G', random: () => 0, cards: CARDS })?.id).toBe('g1');
    expect(oracleCardDraw({ mode: 'G', random: () => 0.5, cards: CARDS })?.id).toBe('g2');
    expect(oracleCardDraw({ mode: 'G', random: () => 0.99, cards: CARDS })?.id).toBe('g3');
    expect(oracleCardDraw({ mode: 'PG', random: () => 0.99, cards: CARDS })?.id).toBe('p1');
  });

  it('draws by theme', () => {
    expect(oracleCardDraw({ mode: 'G', theme: 'courage', random: () => 0, cards: CARDS })?.id).toBe('g3');
    expect(oracleCardDraw({ mode: 'G', theme: 'rest', random: () => 0.99, cards: CARDS })?.id).toBe('g2');
  });

  it('skips recent cards while others are left, and repeats only when none are', () => {
    expect(oracleCardDraw({ mode: 'G', theme: 'rest', random: () => 0, recent: ['g1'], cards: CARDS })?.id).toBe('g2');
    expect(oracleCardDraw({ mode: 'G', theme: 'rest', random: () => 0, recent: ['g1', 'g2'], cards: CARDS })?.id).toBe('g1');
  });

  it('stays inside the list whatever the random source returns', () => {
    expect(oracleCardDraw({ mode: 'G', random: () => 1, cards: CARDS })?.id).toBe('g3');
    expect(oracleCardDraw({ mode: 'G', random: () => -0.5, cards: CARDS })?.id).toBe('g1');
  });

  it('returns null when no card fits', () => {
    expect(oracleCardDraw({ mode: 'FULL', random: () => 0, cards: CARDS })).toBeNull();
    expect(oracleCardDraw({ mode: 'PG', theme: 'courage', random: () => 0, cards: CARDS })).toBeNull();
  });

  it('draws from the real cards by default, in every mode and theme', () => {
    for (const mode of ['G', 'PG', 'FULL'] as const) {
      const drawn = oracleCardDraw({ mode, theme: 'gratitude', random: () => 0.5 });
      expect(drawn?.mode).toBe(mode);
      expect(drawn?.theme).toBe('gratitude');
      expect(ORACLE_CARDS).toContain(drawn);
    }
  });
});
