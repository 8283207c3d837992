import { MEMORY_DAY_MS } from './memoryConstants';
import { memoryIsKept } from './memoryLifecycle';
import type { Memory } from './memoryTypes';

/** How a timeline groups memories. Weeks start on Monday, as the radar's do. */
export type MemoryTimelineUnit = 'day' | 'week' | 'month';

/** What `memoryTimeline` needs: the clock and the person's time zone. */
export interface MemoryTimelineOptions {
  unit: MemoryTimelineUnit;
  /** Epoch ms: what "today" and "this week" are, and which memories have expired. */
  now: number;
  /** The person's time zone in minutes east of UTC (CET = 60, New York in winter = -300). */
  offsetMinutes: number;
}

/** One group of a timeline: a day, a week or a month of the person's own calendar. */
export interface MemoryTimelineGroup {
  /** A stable key: `2025-03-14` (day), `2025-03-10` (the week's Monday), `2025-03` (month). */
  key: string;
  /** What to show: `Today`, `Yesterday`, `Friday 14 March 2025`, `This week`, `Week of 10 March 2025`, `March 2025`. */
  label: string;
  /** Epoch ms of the group's first moment in the person's time zone. */
  startsAt: number;
  /** Newest first. */
  memories: Memory[];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (value: number): string => String(value).padStart(2, '0');

/** The local calendar start (as UTC fields) of the unit holding `at`. */
function unitStart(at: number, unit: MemoryTimelineUnit, offsetMinutes: number): Date {
  const local = new Date(at + offsetMinutes * 60_000);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  if (unit === 'day') return day;
  if (unit === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * MEMORY_DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

function keyOf(start: Date, unit: MemoryTimelineUnit): string {
  const month = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`;
  return unit === 'month' ? month : `${month}-${pad(start.getUTCDate())}`;
}

function labelOf(start: Date, unit: MemoryTimelineUnit, current: Date): string {
  const steps = unit === 'month'
    ? (current.getUTCFullYear() - start.getUTCFullYear()) * 12 + current.getUTCMonth() - start.getUTCMonth()
    : Math.round((current.getTime() - start.getTime()) / (MEMORY_DAY_MS * (unit === 'week' ? 7 : 1)));
  const date = `${start.getUTCDate()} ${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  if (unit === 'day') return steps === 0 ? 'Today' : steps === 1 ? 'Yesterday' : `${WEEKDAY_NAMES[start.getUTCDay()]} ${date}`;
  if (unit === 'week') return steps === 0 ? 'This week' : steps === 1 ? 'Last week' : `Week of ${date}`;
  return steps === 0 ? 'This month' : `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
}

/**
 * A profile's memory timeline: its kept memories (not deleted, not expired; pending ones included, so
 * a parent sees what waits for approval) grouped by the day, week (Monday first) or month they were
 * made in the person's time zone, newest group and newest memory first.
 */
export function memoryTimeline(memories: readonly Memory[], options: MemoryTimelineOptions): MemoryTimelineGroup[] {
  const { unit, now, offsetMinutes } = options;
  const current = unitStart(now, unit, offsetMinutes);
  const groups = new Map<string, MemoryTimelineGroup>();
  const kept = memories.filter((memory) => memoryIsKept(memory, now)).sort((a, b) => b.createdAt - a.createdAt);
  for (const memory of kept) {
    const start = unitStart(memory.createdAt, unit, offsetMinutes);
    const key = keyOf(start, unit);
    let group = groups.get(key);
    if (!group) {
      group = { key, label: labelOf(start, unit, current), startsAt: start.getTime() - offsetMinutes * 60_000, memories: [] };
      groups.set(key, group);
    }
    group.memories.push(memory);
  }
  return [...groups.values()].sort((a, b) => b.startsAt - a.startsAt);
}
