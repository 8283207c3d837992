import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PIN_LENGTH_MAX, pinPairCheck } from '../index';
import { FamilyField } from './FamilyField';

/** What the parent typed to reset a forgotten parent PIN. */
export interface ParentPinResetInput {
  /** The account password ('' when the account signs in with Google and confirms there). */
  password: string;
  /** The new parent PIN as typed. */
  pin: string;
}

/** How a reset ended: done, or why not, on the field to fix when there is one. */
export type ParentPinResetOutcome = { ok: true } | { ok: false; field: 'password' | 'pin' | null; message: string };

/** How the account proves it is the parent's: its password, or its Google account (a popup). */
export type ParentPinReauthMethod = 'password' | 'google';

/** Props of {@link ParentPinResetForm}. */
export interface ParentPinResetFormProps {
  method: ParentPinReauthMethod;
  /** Re-authenticates and resets (see `useParentPinReset`). */
  onReset: (input: ParentPinResetInput) => Promise<ParentPinResetOutcome>;
  /** Called once the new PIN is saved. */
  onDone: () => void;
  onCancel: () => void;
  /** Whether the form shows its own title (off inside a dialog titled the same); the form is named by it either way. */
  heading?: boolean;
}

type Field = 'password' | 'pin' | 'pinConfirm';
const ORDER: readonly Field[] = ['password', 'pin', 'pinConfirm'];

function resetFormCheck(values: Record<Field, string>, method: ParentPinReauthMethod): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (method === 'password' && values.password === '') errors.password = 'Enter your account password.';
  return { ...errors, ...pinPairCheck(values.pin, values.pinConfirm) };
}

/** The reset form's title, also its accessible name. */
export const PARENT_PIN_RESET_TITLE = 'Reset the parent PIN';

/** The link that opens the reset form wherever the parent PIN is asked (never on a child's profile). */
export const PARENT_PIN_FORGOT_TEXT = 'Forgot the parent PIN?';

/**
 * Resets a forgotten parent PIN (issue 18, point 7): the account password — what a child on a shared
 * device does not know — stands in for the old PIN, then the new PIN typed twice. The password goes
 * only to the sign-in provider (Firebase re-authentication), never to Grove; a Google account confirms
 * in Google's window instead. Checks the fields first, then shows the reason of a refusal on the
 * field it concerns.
 */
export function ParentPinResetForm({ method, onReset, onDone, onCancel, heading = true }: ParentPinResetFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', pin: '', pinConfirm: '' });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: Field | null; message: string } | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const errors: Partial<Record<Field, string>> = { ...(checked ? resetFormCheck(values, method) : {}) };
  // The server's reason stands on its field until that field is changed.
  if (refusal?.field) errors[refusal.field] = refusal.message;

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  function set(field: Field, value: string): void {
    setValues((current) => ({ ...current, [field]: field === 'password' ? value : value.replace(/\D/g, '') }));
    if (refusal?.field === field) setRefusal(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    setRefusal(null);
    const found = resetFormCheck(values, method);
    const first = ORDER.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await onReset({ password: method === 'password' ? values.password : '', pin: values.pin });
    setBusy(false);
    if (outcome.ok) {
      onDone();
      return;
    }
    const field: Field | null = outcome.field === 'password' && method === 'google' ? null : outcome.field;
    setRefusal({ field, message: outcome.message });
    if (field === 'password') setValues((current) => ({ ...current, password: '' }));
    if (field !== null) document.getElementById(`${id}-${field}`)?.focus();
  }

  function pinInput(field: 'pin' | 'pinConfirm', label: string, hint?: string) {
    return (
      <FamilyField
        id={`${id}-${field}`}
        ref={method === 'google' && field === 'pin' ? firstRef : undefined}
        label={label}
        hint={hint}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH_MAX}
        required
        value={values[field]}
        error={errors[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    );
  }

  return (
    <form
      className="family-form family-reset"
      onSubmit={submit}
      noValidate
      {...(heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': PARENT_PIN_RESET_TITLE })}
    >
      {heading && (
        <h3 id={`${id}-title`} className="family-form__title">
          {PARENT_PIN_RESET_TITLE}
        </h3>
      )}
      <p className="family-form__lead">
        {method === 'password'
          ? 'Enter the password you sign in to Grove with, to show you are the grown-up who owns this account. Then choose a new parent PIN.'
          : 'Choose a new parent PIN, then confirm in Google’s window that you are the grown-up who owns this account.'}
      </p>
      {refusal !== null && refusal.field === null && (
        <div className="family-alert" role="alert">
          <p>{refusal.message}</p>
        </div>
      )}
      {method === 'password' && (
        <FamilyField
          id={`${id}-password`}
          ref={firstRef}
          label="Account password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => set('password', event.target.value)}
        />
      )}
      <div className="family-form__row">
        {pinInput('pin', 'New parent PIN', '4 to 6 digits. Children should not know it.')}
        {pinInput('pinConfirm', 'Confirm new parent PIN')}
      </div>
      <div className="family-form__actions">
        <button type="submit" className="grove-button grove-button--primary" disabled={busy}>
          {busy ? 'Resetting…' : method === 'password' ? 'Reset parent PIN' : 'Confirm with Google and reset'}
        </button>
        <button type="button" className="grove-button grove-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
