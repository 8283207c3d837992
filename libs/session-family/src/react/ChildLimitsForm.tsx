import { useId, useState, type FormEvent } from 'react';
import { DAILY_MINUTES_MAX, DAILY_MINUTES_MIN, type ChildLimits, type ChildLimitsUpdate } from '@grove/api-contract';
import { childLimitsFormCheck, childLimitsFormValues, childLimitsSummary, type ChildLimitsFormField, type ChildLimitsFormValues } from '../index';
import { FamilyField } from './FamilyField';

/** Props of {@link ChildLimitsForm}. */
export interface ChildLimitsFormProps {
  /** The child's display name, for the form's name ("Time limits for Mia"). */
  childName: string;
  /** The limits as saved. */
  limits: ChildLimits;
  /** The parent's time zone (the browser's), in which quiet hours and the day are saved. */
  timeZone: string;
  /** Saves the limits; resolves with the server's reason for a refusal, or null when saved. */
  onSave: (update: ChildLimitsUpdate) => Promise<string | null>;
}

/** The headline of a refused save. */
export const CHILD_LIMITS_SAVE_FAILED = 'Failed to save the time limits';

const ORDER: readonly ChildLimitsFormField[] = ['dailyMinutes', 'quietStart', 'quietEnd'];

/**
 * One child's time limits (issue 18, point 4): a daily chat-time limit in minutes and quiet hours
 * (from, to; they may cross midnight), each switched on or off, in the parent's time zone. Checks the
 * fields in plain words before sending, says what is saved, and shows the server's reason for a refusal.
 * The server enforces the limits on every chat turn; the child sees what is left in their chat.
 */
export function ChildLimitsForm({ childName, limits, timeZone, onSave }: ChildLimitsFormProps) {
  const id = useId();
  const [values, setValues] = useState<ChildLimitsFormValues>(() => childLimitsFormValues(limits));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const check = childLimitsFormCheck(values, timeZone);
  const errors = checked && !check.ok ? check.errors : {};

  function set<K extends keyof ChildLimitsFormValues>(key: K, value: ChildLimitsFormValues[K]): void {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    setSaved(null);
    if (!check.ok) {
      const first = ORDER.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const refused = await onSave(check.update);
    setBusy(false);
    setProblem(refused);
    if (refused === null) {
      setChecked(false);
      setSaved(
        childLimitsSummary(
          {
            dailyMinutes: check.update.dailyMinutes,
            quietHours: check.update.quietHours,
            timeZone: check.update.timeZone ?? null,
            updatedAt: null,
          },
          timeZone,
        ),
      );
    }
  }

  return (
    <form className="family-form family-limits" onSubmit={submit} noValidate aria-label={`Time limits for ${childName}`}>
      {problem !== null && (
        <div className="family-alert" role="alert">
          <p>{CHILD_LIMITS_SAVE_FAILED}</p>
          <p className="family-alert__detail">{problem}</p>
        </div>
      )}
      <fieldset className="family-limits__group">
        <legend>Daily chat time</legend>
        <label className="family-check">
          <input type="checkbox" checked={values.dailyOn} onChange={(event) => set('dailyOn', event.target.checked)} />
          Limit chat time each day
        </label>
        {values.dailyOn && (
          <FamilyField
            id={`${id}-dailyMinutes`}
            label="Minutes a day"
            type="number"
            inputMode="numeric"
            min={DAILY_MINUTES_MIN}
            max={DAILY_MINUTES_MAX}
            step={5}
            required
            hint={`${DAILY_MINUTES_MIN} to ${DAILY_MINUTES_MAX} minutes. Each message counts the time since the one before, at most 5 minutes.`}
            value={values.dailyMinutes}
            error={errors.dailyMinutes}
            onChange={(event) => set('dailyMinutes', event.target.value)}
          />
        )}
      </fieldset>
      <fieldset className="family-limits__group">
        <legend>Quiet hours</legend>
        <label className="family-check">
          <input type="checkbox" checked={values.quietOn} onChange={(event) => set('quietOn', event.target.checked)} />
          No chat during quiet hours
        </label>
        {values.quietOn && (
          <div className="family-form__row">
            <FamilyField
              id={`${id}-quietStart`}
              label="Quiet from"
              type="time"
              required
              value={values.quietStart}
              error={errors.quietStart}
              onChange={(event) => set('quietStart', event.target.value)}
            />
            <FamilyField
              id={`${id}-quietEnd`}
              label="Quiet until"
              type="time"
              required
              value={values.quietEnd}
              error={errors.quietEnd}
              onChange={(event) => set('quietEnd', event.target.value)}
            />
          </div>
        )}
        <p className="family-limits__hint">Times are in {timeZone} time. Quiet hours can run past midnight, like 21:00 to 07:00.</p>
      </fieldset>
      {saved !== null && (
        <p className="family-status" role="status">
          Saved: {saved}.
        </p>
      )}
      <div className="family-form__actions">
        <button type="submit" className="grove-button grove-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save time limits'}
        </button>
      </div>
    </form>
  );
}
