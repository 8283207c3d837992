import { useId, useState, type FormEvent } from 'react';
import { ADMIN_RANGE_PRESETS, adminRangeDays, adminRangeDefault, adminRangeLast, adminRangePresetOf, adminRangeProblem, adminRangeText, type AdminDateRange } from '../index';

/** Props of {@link AdminDateRangePicker}. */
export interface AdminDateRangePickerProps {
  value: AdminDateRange;
  onChange: (range: AdminDateRange) => void;
  /** Today, as the presets count it (the app passes the clock's day). */
  today: Date;
}

/**
 * The date range of an admin screen: a preset in one click (last 7, 30, 90 or 365 days) or two days
 * of the admin's own, applied together, with what is wrong said beside them and what was typed kept.
 * Days are UTC, both ends included, as the API counts them.
 */
export function AdminDateRangePicker({ value, onChange, today }: AdminDateRangePickerProps) {
  const ids = { from: useId(), to: useId(), problem: useId(), legend: useId() };
  const preset = adminRangePresetOf(value, today);
  // The typed days are a draft until applied: a half-typed range never reaches the API.
  const [draft, setDraft] = useState<AdminDateRange>(value);
  const [shownFor, setShownFor] = useState<AdminDateRange>(value);
  const [problem, setProblem] = useState<string | null>(null);
  if (shownFor.from !== value.from || shownFor.to !== value.to) {
    // A preset (or the parent) changed the range: the inputs show it.
    setShownFor(value);
    setDraft(value);
    setProblem(null);
  }

  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const found = adminRangeProblem(draft);
    setProblem(found);
    if (found === null) onChange(draft);
  }

  return (
    <form className="grove-admin-range" onSubmit={apply} noValidate aria-labelledby={ids.legend}>
      <span id={ids.legend} className="grove-admin-range__legend">
        Dates <span className="grove-admin__muted">(UTC)</span>
      </span>
      <div className="grove-admin-range__presets" role="group" aria-label="Quick ranges">
        {ADMIN_RANGE_PRESETS.map((option) => (
          <button
            key={option.id}
            type="button"
            className="grove-button grove-button--secondary grove-admin-range__preset"
            aria-pressed={preset?.id === option.id}
            onClick={() => onChange(adminRangeLast(option.days, today))}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="grove-admin-range__custom">
        <label htmlFor={ids.from}>From</label>
        <input
          id={ids.from}
          type="date"
          className="grove-input grove-admin-range__input"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <label htmlFor={ids.to}>To</label>
        <input
          id={ids.to}
          type="date"
          className="grove-input grove-admin-range__input"
          value={draft.to}
          min={draft.from || undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button type="submit" className="grove-button grove-button--primary">
          Apply
        </button>
      </div>
      <p className="grove-admin-range__shown" aria-live="polite">
        {adminRangeText(value)} · {adminRangeDays(value)} {adminRangeDays(value) === 1 ? 'day' : 'days'}
        {preset === null ? '' : ` · ${preset.label.toLowerCase()}`}
      </p>
      {problem && (
        <p id={ids.problem} className="grove-admin-range__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * A screen's date range, opening on the last 30 days from `today`. One per screen, so every panel of
 * the screen shows the same days.
 */
export function useAdminDateRange(today: Date): [AdminDateRange, (range: AdminDateRange) => void] {
  const [range, setRange] = useState<AdminDateRange>(() => adminRangeDefault(today));
  return [range, setRange];
}
