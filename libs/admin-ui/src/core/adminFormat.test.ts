import { describe, expect, it } from 'vitest';
import { adminChange } from './adminFigures';
import { adminChangeText, adminDayText, adminNumberText, adminPercentText, adminRangeText, adminTimeText, adminTokensText } from './adminFormat';

describe('admin formatting', () => {
  it('writes counts, tokens and percentages as people read them', () => {
    expect(adminNumberText(1234567)).toBe('1,234,567');
    expect(adminTokensText(1)).toBe('1 token');
    expect(adminTokensText(-2500)).toBe('-2,500 tokens');
    expect(adminPercentText(42.46)).toBe('42.5 %');
    expect(adminPercentText(100)).toBe('100 %');
    expect(adminPercentText(99.96)).toBe('100 %');
    expect(adminPercentText(null)).toBe('—');
  });

  it('says a change with a sign, "new" from nothing and "no change"', () => {
    expect(adminChangeText(adminChange(150, 120))).toBe('+25 %');
    expect(adminChangeText(adminChange(80, 120))).toBe('\u221233.3 %');
    expect(adminChangeText(adminChange(4, 0))).toBe('new');
    expect(adminChangeText(adminChange(4, 4))).toBe('no change');
  });

  it('writes days and instants in UTC, as the figures are counted', () => {
    expect(adminDayText('2026-11-03')).toBe('3 Nov 2026');
    expect(adminTimeText('2026-11-03T23:59:00.000Z')).toBe('3 Nov 2026, 23:59 UTC');
    expect(adminTimeText(null)).toBe('—');
    expect(adminRangeText({ from: '2026-10-05', to: '2026-11-03' })).toBe('5 Oct 2026 – 3 Nov 2026');
  });
});
