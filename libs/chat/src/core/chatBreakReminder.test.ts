import { describe, expect, it } from 'vitest';
import { BREAK_REMINDER_MINUTES } from '@grove/api-contract';
import { CHAT_BREAK_REMINDER_TEXT, chatBreakReminderDue, chatBreakReminderParse } from './chatBreakReminder';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-27T15:00:00Z');

describe('chatBreakReminderDue (issue 18)', () => {
  it('says nothing before an hour of continuous chat, and reminds from the hour on', () => {
    expect(BREAK_REMINDER_MINUTES).toBe(60);
    expect(chatBreakReminderDue(59, T0 + 59 * MINUTE, null)).toEqual({ due: false, runStartedAt: T0 });
    expect(chatBreakReminderDue(60, T0 + 60 * MINUTE, null)).toEqual({ due: true, runStartedAt: T0 });
    expect(CHAT_BREAK_REMINDER_TEXT).toBe("You've been chatting for an hour. Time for a stretch?");
  });

  it('reminds once per run: later replies of the same run do not bring it back', () => {
    const first = chatBreakReminderDue(61, T0 + 61 * MINUTE + 20_000, null);
    expect(first.due).toBe(true);
    // The server's minutes are whole, so the same run's start moves by up to a minute between replies.
    expect(chatBreakReminderDue(75, T0 + 75 * MINUTE + 50_000, first.runStartedAt).due).toBe(false);
    expect(chatBreakReminderDue(140, T0 + 140 * MINUTE + 5_000, first.runStartedAt).due).toBe(false);
  });

  it('a new run after a real break (10 minutes or more without a turn) can bring it again', () => {
    const shown = chatBreakReminderDue(60, T0 + 60 * MINUTE, null).runStartedAt;
    // The first run ended at T0 + 70 min; the next began at T0 + 80 min and is an hour old at T0 + 140 min.
    expect(chatBreakReminderDue(5, T0 + 85 * MINUTE, shown).due).toBe(false);
    expect(chatBreakReminderDue(60, T0 + 140 * MINUTE, shown)).toEqual({ due: true, runStartedAt: T0 + 80 * MINUTE });
  });

  it('a reply without continuous minutes (the trial) never reminds', () => {
    expect(chatBreakReminderDue(undefined, T0, null)).toEqual({ due: false, runStartedAt: null });
  });

  it('reads a remembered run start, and nothing from what is not one', () => {
    expect(chatBreakReminderParse(String(T0))).toBe(T0);
    for (const stored of [null, '', ' ', 'soon', 'NaN', 'Infinity']) expect(chatBreakReminderParse(stored)).toBeNull();
  });
});
