import { MEMORY_DAY_MS } from './memoryConstants';

/** When something happens, as a memory keeps it: its words and the moment after which it is over. */
export interface MemoryWhen {
  /** How the memory says it: `on Friday 14 March`, `in May`, `the week of 17 March`, `soon`. */
  label: string;
  /** The first moment (epoch ms) after the day, week or month it names; null when it names none. */
  endsAt: number | null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = MONTHS.map((month) => month.charAt(0).toUpperCase() + month.slice(1));
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_NAMES = WEEKDAYS.map((day) => day.charAt(0).toUpperCase() + day.slice(1));
const NUMBERS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, 'a few': 3, few: 3 };

/** The month index of a month word ("sept", "May"), or -1. */
function monthOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower.length < 3) return -1;
  return MONTHS.findIndex((month) => month.startsWith(lower));
}

/** Midnight (local, as UTC fields) of the local day holding `now`, with the offset in minutes east of UTC. */
function localDay(now: number, offsetMinutes: number): Date {
  const local = new Date(now + offsetMinutes * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** The epoch ms at which a local day (given as UTC fields) ends. */
function endOf(day: Date, days: number, offsetMinutes: number): number {
  return day.getTime() + days * MEMORY_DAY_MS - offsetMinutes * 60_000;
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * MEMORY_DAY_MS);
}

function dayLabel(day: Date): string {
  return `${WEEKDAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
}

function exactDay(day: Date, offsetMinutes: number): MemoryWhen {
  return { label: `on ${dayLabel(day)}`, endsAt: endOf(day, 1, offsetMinutes) };
}

/** Monday of the local week holding `day`. */
function mondayOf(day: Date): Date {
  return addDays(day, -((day.getUTCDay() + 6) % 7));
}

/**
 * Reads when a plan or birthday happens (`on Friday`, `tomorrow`, `next week`, `3 May`, `in May`,
 * `this weekend`, `in two weeks`) against the clock and the person's time zone (minutes east of
 * UTC), so a memory says a date that stays true ("on Friday 14 March") and knows when it is over.
 * Returns null for a time already past ("last Friday") and a bare label with no end for words that
 * name no day ("soon").
 */
export function memoryWhenResolve(when: string, now: number, offsetMinutes: number): MemoryWhen | null {
  const text = when.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  const today = localDay(now, offsetMinutes);
  let match: RegExpExecArray | null;
  if (/^last\b/.test(text)) return null;
  if (/^(?:today|tonight|this (?:morning|afternoon|evening)|after school)$/.test(text)) return exactDay(today, offsetMinutes);
  if (/^tomorrow\b/.test(text)) return exactDay(addDays(today, 1), offsetMinutes);
  if ((match = /^(?:(on|this|next) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.exec(text))) {
    const target = WEEKDAYS.indexOf(match[2]);
    if (match[1] === 'next') {
      // Next Friday: the Friday of next week.
      return exactDay(addDays(mondayOf(today), 7 + ((target + 6) % 7)), offsetMinutes);
    }
    return exactDay(addDays(today, (target - today.getUTCDay() + 7) % 7), offsetMinutes);
  }
  if (/^(?:this weekend|at the weekend|the weekend)$/.test(text)) {
    const saturday = addDays(mondayOf(today), 5);
    return { label: `the weekend of ${saturday.getUTCDate()} ${MONTH_NAMES[saturday.getUTCMonth()]}`, endsAt: endOf(saturday, 2, offsetMinutes) };
  }
  if ((match = /^(this|next) week$/.exec(text))) {
    const monday = addDays(mondayOf(today), match[1] === 'next' ? 7 : 0);
    return { label: `the week of ${monday.getUTCDate()} ${MONTH_NAMES[monday.getUTCMonth()]}`, endsAt: endOf(monday, 7, offsetMinutes) };
  }
  if ((match = /^(this|next) month$/.exec(text))) {
    return monthWhen(today.getUTCFullYear(), today.getUTCMonth() + (match[1] === 'next' ? 1 : 0), offsetMinutes);
  }
  if (text === 'next year') {
    const year = today.getUTCFullYear() + 1;
    return { label: `in ${year}`, endsAt: Date.UTC(year + 1, 0, 1) - offsetMinutes * 60_000 };
  }
  if ((match = /^in (\d+|a few|few|a|one|two|three|four|five|six) (days?|weeks?)$/.exec(text))) {
    const count = /\d/.test(match[1]) ? Number(match[1]) : NUMBERS[match[1]];
    return exactDay(addDays(today, count * (match[2].startsWith('week') ? 7 : 1)), offsetMinutes);
  }
  if ((match = /^(?:on |in )?(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+)$/.exec(text)) || (match = /^(?:on |in )?([a-z]+) (\d{1,2})(?:st|nd|rd|th)?$/.exec(text))) {
    const [dayText, monthText] = /\d/.test(match[1]) ? [match[1], match[2]] : [match[2], match[1]];
    const month = monthOf(monthText);
    const date = Number(dayText);
    if (month < 0 || date < 1 || date > 31) return null;
    let day = new Date(Date.UTC(today.getUTCFullYear(), month, date));
    if (day.getTime() < today.getTime()) day = new Date(Date.UTC(today.getUTCFullYear() + 1, month, date));
    return exactDay(day, offsetMinutes);
  }
  if ((match = /^(?:in |on )?([a-z]+)$/.exec(text)) && monthOf(match[1]) >= 0) {
    const month = monthOf(match[1]);
    return monthWhen(today.getUTCFullYear() + (month < today.getUTCMonth() ? 1 : 0), month, offsetMinutes);
  }
  return { label: text, endsAt: null };
}

function monthWhen(year: number, month: number, offsetMinutes: number): MemoryWhen {
  const first = new Date(Date.UTC(year, month, 1));
  const next = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1);
  return { label: `in ${MONTH_NAMES[first.getUTCMonth()]}`, endsAt: next - offsetMinutes * 60_000 };
}

/** A birthday as a memory says it: "3 May", "in June"; relative words become the date they mean. */
export function memoryBirthdayLabel(when: string, now: number, offsetMinutes: number): string {
  const resolved = memoryWhenResolve(when, now, offsetMinutes);
  if (!resolved) return when;
  const exact = /^on [A-Z][a-z]+ (\d{1,2} [A-Z][a-z]+)$/.exec(resolved.label);
  if (exact) return `on ${exact[1]}`;
  return resolved.label;
}
