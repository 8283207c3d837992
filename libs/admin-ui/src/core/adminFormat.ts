import type { AdminChange } from './adminFigures';
import type { AdminDateRange } from './adminDateRange';

// One locale for every admin figure, so a table and its CSV agree with the charts. en-GB: day month
// year, which reads the same on both sides of the Atlantic.
const numberFormat = new Intl.NumberFormat('en-GB');
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** What a table shows where there is no figure (a percentage of nothing, a date that never came). */
export const ADMIN_NO_FIGURE = '—';

/** A count with thousands separators ("12,345"). */
export function adminNumberText(value: number): string {
  return numberFormat.format(value);
}

/** Tokens as people read them ("1,000,000 tokens"; "1 token"). */
export function adminTokensText(tokens: number): string {
  return `${numberFormat.format(tokens)} ${Math.abs(tokens) === 1 ? 'token' : 'tokens'}`;
}

/** A percentage with one decimal ("42.5 %"), or "—" for none. Whole numbers keep no decimal ("100 %"). */
export function adminPercentText(percent: number | null, digits = 1): string {
  if (percent === null || !Number.isFinite(percent)) return ADMIN_NO_FIGURE;
  const rounded = Number(percent.toFixed(digits));
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(digits)} %`;
}

/** A change in words: "+12.5 %", "−3 %", "no change", or "new" where the period before had nothing. */
export function adminChangeText(change: AdminChange): string {
  if (change.direction === 'same') return 'no change';
  if (change.direction === 'new') return 'new';
  const text = adminPercentText(change.percent === null ? null : Math.abs(change.percent));
  // A real minus sign: a hyphen reads as a dash next to a number.
  return `${change.direction === 'up' ? '+' : '\u2212'}${text}`;
}

/** A calendar day (`YYYY-MM-DD`) as people read it ("3 Nov 2026"). */
export function adminDayText(day: string): string {
  return dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A day without its year, for a chart's axis ("3 Nov"). */
export function adminShortDayText(day: string): string {
  return shortDayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** An instant as people read it, in UTC as the admin figures are ("3 Nov 2026, 14:05 UTC"), or "—". */
export function adminTimeText(iso: string | null): string {
  if (iso === null) return ADMIN_NO_FIGURE;
  const at = new Date(iso);
  return `${dayFormat.format(at)}, ${timeFormat.format(at)} UTC`;
}

/** A range in words ("1 Oct 2026 – 30 Oct 2026"). */
export function adminRangeText(range: AdminDateRange): string {
  return `${adminDayText(range.from)} – ${adminDayText(range.to)}`;
}
