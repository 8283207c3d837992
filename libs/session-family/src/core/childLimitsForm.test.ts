import { describe, expect, it } from 'vitest';
import { ChildLimitsUpdateSchema, type ChildLimits } from '@grove/api-contract';
import {
  CHILD_LIMITS_MINUTES_MESSAGE,
  CHILD_LIMITS_SAME_TIMES_MESSAGE,
  childLimitsFormCheck,
  childLimitsFormValues,
  childLimitsSummary,
  minutesText,
  type ChildLimitsFormValues,
} from './childLimitsForm';

const NONE: ChildLimits = { dailyMinutes: null, quietHours: null, timeZone: null, updatedAt: null };
const SET: ChildLimits = {
  dailyMinutes: 45,
  quietHours: { start: '21:00', end: '07:00', timeZone: 'Europe/London' },
  timeZone: 'Europe/London',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function values(change: Partial<ChildLimitsFormValues> = {}): ChildLimitsFormValues {
  return { ...childLimitsFormValues(NONE), ...change };
}

describe('childLimitsFormValues', () => {
  it('starts with both limits off and sensible suggestions ready in their fields', () => {
    expect(childLimitsFormValues(NONE)).toEqual({ dailyOn: false, dailyMinutes: '60', quietOn: false, quietStart: '20:00', quietEnd: '07:00' });
  });

  it('shows limits as saved', () => {
    expect(childLimitsFormValues(SET)).toEqual({ dailyOn: true, dailyMinutes: '45', quietOn: true, quietStart: '21:00', quietEnd: '07:00' });
  });
});

describe('childLimitsFormCheck', () => {
  it('builds the body the server accepts, in the parent’s time zone', () => {
    const check = childLimitsFormCheck(values({ dailyOn: true, dailyMinutes: ' 30 ', quietOn: true, quietStart: '21:00', quietEnd: '07:00' }), 'Europe/Paris');
    expect(check).toEqual({
      ok: true,
      update: { dailyMinutes: 30, quietHours: { start: '21:00', end: '07:00', timeZone: 'Europe/Paris' }, timeZone: 'Europe/Paris' },
    });
    if (check.ok) expect(ChildLimitsUpdateSchema.safeParse(check.update).success).toBe(true);
  });

  it('sends null for a limit that is off, whatever its field holds, and still names the zone of the day', () => {
    expect(childLimitsFormCheck(values({ dailyMinutes: 'lots', quietStart: '' }), 'UTC')).toEqual({
      ok: true,
      update: { dailyMinutes: null, quietHours: null, timeZone: 'UTC' },
    });
  });

  it('takes 5 to 720 whole minutes, as the server does', () => {
    for (const good of ['5', '720', '90']) expect(childLimitsFormCheck(values({ dailyOn: true, dailyMinutes: good }), 'UTC').ok).toBe(true);
    for (const bad of ['4', '721', '0', '', '30.5', '-10', '1e2', 'an hour']) {
      expect(childLimitsFormCheck(values({ dailyOn: true, dailyMinutes: bad }), 'UTC')).toEqual({ ok: false, errors: { dailyMinutes: CHILD_LIMITS_MINUTES_MESSAGE } });
    }
    expect(CHILD_LIMITS_MINUTES_MESSAGE).toBe('Enter whole minutes from 5 to 720 (12 hours).');
  });

  it('asks for both quiet times, and for an end that differs from the start', () => {
    expect(childLimitsFormCheck(values({ quietOn: true, quietStart: '', quietEnd: '24:00' }), 'UTC')).toEqual({
      ok: false,
      errors: { quietStart: 'Enter the time quiet hours start, like 20:00.', quietEnd: 'Enter the time quiet hours end, like 07:00.' },
    });
    expect(childLimitsFormCheck(values({ quietOn: true, quietStart: '20:00', quietEnd: '20:00' }), 'UTC')).toEqual({
      ok: false,
      errors: { quietEnd: CHILD_LIMITS_SAME_TIMES_MESSAGE },
    });
    // Crossing midnight is allowed, and so is a daytime window.
    expect(childLimitsFormCheck(values({ quietOn: true, quietStart: '13:00', quietEnd: '15:30' }), 'UTC').ok).toBe(true);
  });
});

describe('childLimitsSummary', () => {
  it('says what is set in one line, naming the zone only when it is not the parent’s', () => {
    expect(childLimitsSummary(NONE, 'Europe/London')).toBe('No time limits');
    expect(childLimitsSummary(SET, 'Europe/London')).toBe('45 minutes a day · Quiet hours 21:00–07:00');
    expect(childLimitsSummary(SET, 'America/New_York')).toBe('45 minutes a day · Quiet hours 21:00–07:00 (Europe/London time)');
    expect(childLimitsSummary({ ...NONE, dailyMinutes: 1 }, 'UTC')).toBe('1 minute a day');
  });

  it('minutesText says minute or minutes', () => {
    expect([minutesText(1), minutesText(0), minutesText(25)]).toEqual(['1 minute', '0 minutes', '25 minutes']);
  });
});
