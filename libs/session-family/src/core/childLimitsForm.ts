import { DAILY_MINUTES_MAX, DAILY_MINUTES_MIN, type ChildLimits, type ChildLimitsUpdate } from '@grove/api-contract';

// Issue 18, point 4: the parent's form for one child's daily chat time and quiet hours. The server checks
// the same rules (api-contract's ChildLimitsUpdateSchema) and is the authority; the form checks first so
// the parent sees which field to fix, in plain words, before anything is sent.

/** The limits form as the parent fills it in (numbers and times as typed). */
export interface ChildLimitsFormValues {
  /** Whether a daily chat-time limit is on. */
  dailyOn: boolean;
  /** The daily minutes as typed. */
  dailyMinutes: string;
  /** Whether quiet hours are on. */
  quietOn: boolean;
  /** When quiet hours start, `HH:MM` (a time input's value). */
  quietStart: string;
  /** When quiet hours end, `HH:MM`. */
  quietEnd: string;
}

/** A field of the limits form that a message can point at. */
export type ChildLimitsFormField = 'dailyMinutes' | 'quietStart' | 'quietEnd';

/** What {@link childLimitsFormCheck} found: a message per field to fix, or the body to send. */
export type ChildLimitsFormCheck =
  | { ok: true; update: ChildLimitsUpdate }
  | { ok: false; errors: Partial<Record<ChildLimitsFormField, string>> };

/** Suggested values when a limit is first switched on: an hour a day, quiet from 20:00 to 07:00. */
export const CHILD_LIMITS_SUGGESTED = { dailyMinutes: '60', quietStart: '20:00', quietEnd: '07:00' } as const;

/** The message for daily minutes out of range or not whole. */
export const CHILD_LIMITS_MINUTES_MESSAGE = `Enter whole minutes from ${DAILY_MINUTES_MIN} to ${DAILY_MINUTES_MAX} (12 hours).`;

/** The message for quiet hours that start and end at the same time. */
export const CHILD_LIMITS_SAME_TIMES_MESSAGE = 'Quiet hours must end at a different time from when they start.';

/** The form's values for limits as saved (suggestions in the fields of a limit that is off). */
export function childLimitsFormValues(limits: ChildLimits): ChildLimitsFormValues {
  return {
    dailyOn: limits.dailyMinutes !== null,
    dailyMinutes: limits.dailyMinutes === null ? CHILD_LIMITS_SUGGESTED.dailyMinutes : String(limits.dailyMinutes),
    quietOn: limits.quietHours !== null,
    quietStart: limits.quietHours?.start ?? CHILD_LIMITS_SUGGESTED.quietStart,
    quietEnd: limits.quietHours?.end ?? CHILD_LIMITS_SUGGESTED.quietEnd,
  };
}

function minutesParse(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= DAILY_MINUTES_MIN && minutes <= DAILY_MINUTES_MAX ? minutes : null;
}

// api-contract's ClockTimeSchema, as a pattern: the family screens load no zod for one check.
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function clockTimeValid(text: string): boolean {
  return CLOCK_TIME.test(text);
}

/**
 * Checks the limits form and builds `PUT /api/children/{id}/limits`'s body: the daily minutes (5 to 720)
 * or null, the quiet hours in `timeZone` (the parent's, i.e. the browser's) or null, and `timeZone`
 * itself so the child's day is counted in the family's zone even without quiet hours. A field of a
 * limit that is off is not checked. Quiet hours may cross midnight (21:00 to 07:00).
 */
export function childLimitsFormCheck(values: ChildLimitsFormValues, timeZone: string): ChildLimitsFormCheck {
  const errors: Partial<Record<ChildLimitsFormField, string>> = {};
  const minutes = values.dailyOn ? minutesParse(values.dailyMinutes) : null;
  if (values.dailyOn && minutes === null) errors.dailyMinutes = CHILD_LIMITS_MINUTES_MESSAGE;
  if (values.quietOn) {
    if (!clockTimeValid(values.quietStart)) errors.quietStart = 'Enter the time quiet hours start, like 20:00.';
    if (!clockTimeValid(values.quietEnd)) errors.quietEnd = 'Enter the time quiet hours end, like 07:00.';
    else if (values.quietEnd === values.quietStart) errors.quietEnd = CHILD_LIMITS_SAME_TIMES_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    update: {
      dailyMinutes: minutes,
      quietHours: values.quietOn ? { start: values.quietStart, end: values.quietEnd, timeZone } : null,
      timeZone,
    },
  };
}

/** A number of minutes in words: `1 minute`, `45 minutes`. */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * One line about a child's limits as saved, for the parent: `No time limits`, `45 minutes a day`,
 * `Quiet hours 21:00–07:00`, or both joined with ` · `. The zone is named when it is not `timeZone`
 * (the parent's now), since the times are read in the zone they were saved in.
 */
export function childLimitsSummary(limits: ChildLimits, timeZone: string): string {
  const parts: string[] = [];
  if (limits.dailyMinutes !== null) parts.push(`${minutesText(limits.dailyMinutes)} a day`);
  if (limits.quietHours !== null) {
    const zone = limits.quietHours.timeZone === timeZone ? '' : ` (${limits.quietHours.timeZone} time)`;
    parts.push(`Quiet hours ${limits.quietHours.start}–${limits.quietHours.end}${zone}`);
  }
  return parts.length === 0 ? 'No time limits' : parts.join(' · ');
}
