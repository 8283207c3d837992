import { describe, expect, it } from 'vitest';
import { memoryTimeline } from './memoryTimeline';
import { DAY, NOW, memoryOf } from './memory.fixture';

// NOW is Friday 14 March 2025, 10:00 UTC.
const at = (content: string, createdAt: number, extra = {}) => memoryOf(content, { createdAt, updatedAt: createdAt, ...extra });
const memories = [
  at('Today A', NOW - 60_000),
  at('Today B', NOW - 2 * 60 * 60_000),
  at('Yesterday', NOW - DAY),
  at('Monday', NOW - 4 * DAY),
  at('Last week', NOW - 7 * DAY),
  at('February', Date.UTC(2025, 1, 3, 12)),
  at('Deleted', NOW - DAY, { deletedAt: NOW - 1 }),
  at('Expired', NOW - DAY, { expiresAt: NOW - 1 }),
  at('Pending', NOW - 3 * 60 * 60_000, { approval: 'pending' }),
];
const shape = (groups: ReturnType<typeof memoryTimeline>) => groups.map((group) => [group.key, group.label, group.memories.map((memory) => memory.content)]);

describe('memoryTimeline', () => {
  it('groups by day in the person\'s time zone, newest first, without deleted or expired ones', () => {
    expect(shape(memoryTimeline(memories, { unit: 'day', now: NOW, offsetMinutes: 0 }))).toEqual([
      ['2025-03-14', 'Today', ['Today A', 'Today B', 'Pending']],
      ['2025-03-13', 'Yesterday', ['Yesterday']],
      ['2025-03-10', 'Monday 10 March 2025', ['Monday']],
      ['2025-03-07', 'Friday 7 March 2025', ['Last week']],
      ['2025-02-03', 'Monday 3 February 2025', ['February']],
    ]);
  });

  it('groups by week (Monday first) and by month', () => {
    expect(shape(memoryTimeline(memories, { unit: 'week', now: NOW, offsetMinutes: 0 })).map(([key, label]) => [key, label])).toEqual([
      ['2025-03-10', 'This week'],
      ['2025-03-03', 'Last week'],
      ['2025-02-03', 'Week of 3 February 2025'],
    ]);
    expect(shape(memoryTimeline(memories, { unit: 'month', now: NOW, offsetMinutes: 0 })).map(([key, label]) => [key, label])).toEqual([
      ['2025-03', 'This month'],
      ['2025-02', 'February 2025'],
    ]);
  });

  it('uses the time zone: 23:30 UTC on Thursday is already Friday in Berlin', () => {
    const late = [at('Late', Date.UTC(2025, 2, 13, 23, 30))];
    expect(memoryTimeline(late, { unit: 'day', now: NOW, offsetMinutes: 0 })[0]).toMatchObject({ key: '2025-03-13', label: 'Yesterday' });
    expect(memoryTimeline(late, { unit: 'day', now: NOW, offsetMinutes: 60 })[0]).toMatchObject({ key: '2025-03-14', label: 'Today', startsAt: Date.UTC(2025, 2, 13, 23) });
  });
});
