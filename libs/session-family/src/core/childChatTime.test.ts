import { describe, expect, it } from 'vitest';
import type { ChildLimitsStatus } from '@grove/api-contract';
import { childChatTimeText } from './childChatTime';

function status(change: Partial<ChildLimitsStatus> = {}): ChildLimitsStatus {
  return {
    childId: 'kid',
    limits: { dailyMinutes: null, quietHours: null, timeZone: null, updatedAt: null },
    day: '2026-11-27',
    usedTodayMinutes: 0,
    remainingMinutes: null,
    quietNow: false,
    quietEndsAt: null,
    ...change,
  };
}

const withDaily = { dailyMinutes: 30, quietHours: null, timeZone: 'UTC', updatedAt: '2026-11-27T08:00:00.000Z' };

describe('childChatTimeText (issue 18: the child sees their own limits)', () => {
  it('says nothing when no limit applies', () => {
    expect(childChatTimeText(status())).toBeNull();
  });

  it('says the minutes left today', () => {
    expect(childChatTimeText(status({ limits: withDaily, remainingMinutes: 25, usedTodayMinutes: 5 }))).toBe('25 minutes of chat left today');
    expect(childChatTimeText(status({ limits: withDaily, remainingMinutes: 1 }))).toBe('1 minute of chat left today');
  });

  it('uses the server’s own kind words when the time is used up, and in quiet hours', () => {
    expect(childChatTimeText(status({ limits: withDaily, remainingMinutes: 0 }))).toBe("That's all the chat time for today. Grove will be here again tomorrow.");
    const quiet = { ...withDaily, quietHours: { start: '21:00', end: '07:00', timeZone: 'UTC' } };
    expect(childChatTimeText(status({ limits: quiet, remainingMinutes: 10, quietNow: true, quietEndsAt: '2026-11-28T07:00:00.000Z' }))).toBe(
      "It's quiet time now. Grove will be back at 07:00.",
    );
  });
});
