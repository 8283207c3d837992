import { describe, expect, it } from 'vitest';
import { memoryBirthdayLabel, memoryWhenResolve } from './memoryWhen';
import { NOW } from './memory.fixture';

// NOW is Friday 14 March 2025, 10:00 UTC.
describe('memoryWhenResolve', () => {
  it.each([
    ['today', 'on Friday 14 March', Date.UTC(2025, 2, 15)],
    ['tonight', 'on Friday 14 March', Date.UTC(2025, 2, 15)],
    ['tomorrow morning', 'on Saturday 15 March', Date.UTC(2025, 2, 16)],
    ['on Friday', 'on Friday 14 March', Date.UTC(2025, 2, 15)],
    ['on Monday', 'on Monday 17 March', Date.UTC(2025, 2, 18)],
    ['next Friday', 'on Friday 21 March', Date.UTC(2025, 2, 22)],
    ['this weekend', 'the weekend of 15 March', Date.UTC(2025, 2, 17)],
    ['next week', 'the week of 17 March', Date.UTC(2025, 2, 24)],
    ['in two weeks', 'on Friday 28 March', Date.UTC(2025, 2, 29)],
    ['3 May', 'on Saturday 3 May', Date.UTC(2025, 4, 4)],
    ['the 3rd of may', 'on Saturday 3 May', Date.UTC(2025, 4, 4)],
    ['May 3rd', 'on Saturday 3 May', Date.UTC(2025, 4, 4)],
    ['2 January', 'on Friday 2 January', Date.UTC(2026, 0, 3)],
    ['in May', 'in May', Date.UTC(2025, 5, 1)],
    ['February', 'in February', Date.UTC(2026, 2, 1)],
    ['next month', 'in April', Date.UTC(2025, 4, 1)],
  ])('%s → %s', (when, label, endsAt) => {
    expect(memoryWhenResolve(when, NOW, 0)).toEqual({ label, endsAt });
  });

  it('says null for the past and gives no end for words that name no day', () => {
    expect(memoryWhenResolve('last Friday', NOW, 0)).toBeNull();
    expect(memoryWhenResolve('soon', NOW, 0)).toEqual({ label: 'soon', endsAt: null });
  });

  it('reads the day in the person\'s time zone', () => {
    // 10:00 UTC on Friday is already Saturday 01:00 in Auckland (+15 h here for the sake of the test).
    expect(memoryWhenResolve('tomorrow', NOW, 15 * 60)?.label).toBe('on Sunday 16 March');
  });

  it('a birthday keeps the date only', () => {
    expect(memoryBirthdayLabel('tomorrow', NOW, 0)).toBe('on 15 March');
    expect(memoryBirthdayLabel('June', NOW, 0)).toBe('in June');
  });
});
