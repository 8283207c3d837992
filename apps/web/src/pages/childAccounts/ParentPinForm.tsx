import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@grove/api-contract';
import { PIN_LENGTH_MAX, pinPairCheck, pinValidate } from '@grove/session-family';
import { familyApiErrorRead, PARENT_PIN_FORGOT_TEXT, useSetParentPinMutation } from '@grove/session-family/react';
import { GlassButton, GlassInput } from '@grove/ui-glass/react';
import { ParentPinReset } from '../profiles/ParentPinReset';
import '../profiles/familyControls.css';

/** Props of {@link ParentPinForm}. */
export interface ParentPinFormProps {
  uid: string;
  /** Whether a parent PIN is set already: changing it then needs the current one. */
  pinSet: boolean;
  /** Called after the server saved the new PIN. */
  onSaved: () => void;
}

/** What the form says once a forgotten parent PIN was reset with the account password. */
export const PARENT_PIN_RESET_SAVED = 'Parent PIN reset. Use the new PIN from now on.';

type PinField = 'currentPin' | 'pin' | 'pinConfirm';

function pinFormCheck(values: Record<PinField, string>, pinSet: boolean): Partial<Record<PinField, string>> {
  const errors: Partial<Record<PinField, string>> = {};
  if (pinSet) {
    const current = pinValidate(values.currentPin);
    if (current !== null) errors.currentPin = current;
  }
  return { ...errors, ...pinPairCheck(values.pin, values.pinConfirm) };
}

const EMPTY: Record<PinField, string> = { currentPin: '', pin: '', pinConfirm: '' };
const ORDER: readonly PinField[] = ['currentPin', 'pin', 'pinConfirm'];

/**
 * Sets the parent PIN (SPEC §5: it protects parental controls and switching back from a child), or
 * changes it with the current one. A refusal shows SPEC §8's 'Failed to set parent PIN' and the server's reason.
 */
export function ParentPinForm({ uid, pinSet, onSaved }: ParentPinFormProps) {
  const id = useId();
  const [setParentPin, { isLoading }] = useSetParentPinMutation();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState<{ detail: string | null } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Issue 18: the current PIN is forgotten; the account password stands in for it.
  const [resetting, setResetting] = useState(false);
  const errors = checked ? pinFormCheck(values, pinSet) : {};

  function set(field: PinField, value: string): void {
    setValues((current) => ({ ...current, [field]: value.replace(/\D/g, '') }));
    setSaved(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (isLoading) return;
    setChecked(true);
    setSaved(null);
    const found = pinFormCheck(values, pinSet);
    const first = ORDER.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setFailed(null);
    try {
      await setParentPin({ userId: uid, body: { pin: values.pin, ...(pinSet ? { currentPin: values.currentPin } : {}) } }).unwrap();
      setValues(EMPTY);
      setChecked(false);
      setSaved('Parent PIN saved.');
      onSaved();
    } catch (error) {
      const failure = familyApiErrorRead(error);
      setFailed({ detail: failure.status === 423 ? MESSAGES.pinLocked : failure.message });
    }
  }

  function pinInput(field: PinField, label: string, hint?: string) {
    return (
      <GlassInput
        id={`${id}-${field}`}
        label={label}
        hint={hint}
        type="password"
        inputMode="numeric"
        autoComplete={field === 'currentPin' ? 'current-password' : 'new-password'}
        pattern="[0-9]*"
        maxLength={PIN_LENGTH_MAX}
        required
        value={values[field]}
        error={errors[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    );
  }

  if (resetting) {
    return (
      <ParentPinReset
        uid={uid}
        onCancel={() => setResetting(false)}
        onDone={() => {
          setResetting(false);
          setValues(EMPTY);
          setChecked(false);
          setFailed(null);
          setSaved(PARENT_PIN_RESET_SAVED);
          onSaved();
        }}
      />
    );
  }

  return (
    <form className="family-form" onSubmit={submit} noValidate aria-label={pinSet ? 'Change the parent PIN' : 'Set a parent PIN'}>
      {failed !== null && (
        <div className="family-alert" role="alert">
          <p>{MESSAGES.failedToSetParentPin}</p>
          {failed.detail !== null && <p className="family-alert__detail">{failed.detail}</p>}
        </div>
      )}
      {saved !== null && (
        <p className="family-status" role="status">
          {saved}
        </p>
      )}
      {pinSet && pinInput('currentPin', 'Current parent PIN')}
      {pinSet && (
        <p className="family-forgot">
          <button type="button" className="family-link-button" onClick={() => setResetting(true)}>
            {PARENT_PIN_FORGOT_TEXT}
          </button>
        </p>
      )}
      <div className="family-form__row">
        {pinInput('pin', pinSet ? 'New parent PIN' : 'Parent PIN', '4 to 6 digits. Children should not know it.')}
        {pinInput('pinConfirm', pinSet ? 'Confirm new parent PIN' : 'Confirm parent PIN')}
      </div>
      <div className="family-form__actions">
        <GlassButton type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : pinSet ? 'Change parent PIN' : 'Save parent PIN'}
        </GlassButton>
      </div>
    </form>
  );
}
