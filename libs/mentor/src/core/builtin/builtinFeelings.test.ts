import { describe, expect, it } from 'vitest';
import { safetyClassify } from '@grove/safety';
import { BUILTIN_FEELING_OFFERS } from './builtinFeelings';

describe('BUILTIN_FEELING_OFFERS', () => {
  it('offers something to try for every hard feeling, in every mode, safe for that mode', () => {
    for (const feeling of ['worried', 'scared', 'sad', 'grief', 'angry', 'lonely', 'left_out', 'disappointed', 'embarrassed', 'discouraged', 'guilty', 'tired', 'bored', 'confused', 'jealous'] as const) {
      for (const mode of ['G', 'PG', 'FULL'] as const) {
        const offers = BUILTIN_FEELING_OFFERS[feeling]?.[mode] ?? [];
        expect(offers.length, `${feeling} ${mode}`).toBeGreaterThanOrEqual(2);
        for (const offer of offers) expect(safetyClassify(offer, { direction: 'reply', contentMode: mode === 'FULL' ? 'PG' : mode }).safe, offer).toBe(true);
      }
    }
  });
});
