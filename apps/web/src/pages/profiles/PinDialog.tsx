import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PIN_LENGTH_MAX } from '@grove/session-family';
import { PARENT_PIN_FORGOT_TEXT } from '@grove/session-family/react';
import { GlassButton, GlassDialog, GlassInput } from '@grove/ui-glass/react';
import { ParentPinReset } from './ParentPinReset';
import './familyControls.css';

/** Props of {@link PinDialog}. */
export interface PinDialogProps {
  open: boolean;
  /** The dialog's title, e.g. 'Enter the parent PIN'. */
  title: string;
  description?: string;
  /** The PIN field's label. */
  label: string;
  /** The submit button's text; defaults to 'Continue'. */
  submitLabel?: string;
  onClose: () => void;
  /** Checks the PIN; resolves with the message to show, or `null` when it was accepted. */
  onSubmit: (pin: string) => Promise<string | null>;
  /**
   * Offers "Forgot the parent PIN?" (issue 18): the parent's account id. Only for the parent PIN, and
   * never while a child's profile is active — the caller decides.
   */
  parentPinResetFor?: string;
}

/** What the dialog says once a forgotten parent PIN has been reset. */
export const PARENT_PIN_RESET_DONE = 'Parent PIN reset. Enter the new PIN to carry on.';

/**
 * A modal that asks for a PIN: a numeric field, its error announced with it, Escape or Cancel to leave.
 * For the parent PIN it can offer the reset of a forgotten PIN with the account password instead.
 */
export function PinDialog({ open, title, description, onClose, parentPinResetFor, ...form }: PinDialogProps) {
  return (
    <GlassDialog open={open} onClose={onClose} title={title} description={description}>
      <PinDialogBody {...form} onCancel={onClose} parentPinResetFor={parentPinResetFor} />
    </GlassDialog>
  );
}

// Its own component so that the typed PIN, the error and the reset are forgotten when the dialog closes.
function PinDialogBody({ parentPinResetFor, ...form }: Pick<PinDialogProps, 'label' | 'submitLabel' | 'onSubmit' | 'parentPinResetFor'> & { onCancel: () => void }) {
  // `back`: the PIN form again after the reset was cancelled (the PIN field takes the focus back).
  const [view, setView] = useState<'pin' | 'reset' | 'resetDone' | 'back'>('pin');
  if (view === 'reset' && parentPinResetFor !== undefined) {
    return <ParentPinReset uid={parentPinResetFor} onDone={() => setView('resetDone')} onCancel={() => setView('back')} />;
  }
  return (
    <>
      {view === 'resetDone' && (
        <p className="family-status" role="status">
          {PARENT_PIN_RESET_DONE}
        </p>
      )}
      <PinForm {...form} focusFirst={view !== 'pin'} />
      {parentPinResetFor !== undefined && view !== 'resetDone' && (
        <p className="family-forgot">
          <button type="button" className="family-link-button" onClick={() => setView('reset')}>
            {PARENT_PIN_FORGOT_TEXT}
          </button>
        </p>
      )}
    </>
  );
}

function PinForm({
  label,
  submitLabel = 'Continue',
  onCancel,
  onSubmit,
  focusFirst = false,
}: Pick<PinDialogProps, 'label' | 'submitLabel' | 'onSubmit'> & { onCancel: () => void; focusFirst?: boolean }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Back from the reset form: the dialog's own focus went with the form that left.
    if (focusFirst) inputRef.current?.focus();
  }, [focusFirst]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const problem = await onSubmit(pin);
    setBusy(false);
    if (problem === null) return;
    setError(problem);
    setPin('');
    inputRef.current?.focus();
  }

  return (
    <form className="family-form" onSubmit={submit} noValidate>
      <GlassInput
        ref={inputRef}
        label={label}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH_MAX}
        required
        value={pin}
        error={error}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
      />
      <div className="family-form__actions">
        <GlassButton type="submit" disabled={busy}>
          {busy ? 'Checking…' : submitLabel}
        </GlassButton>
        <GlassButton variant="ghost" onClick={onCancel}>
          Cancel
        </GlassButton>
      </div>
    </form>
  );
}
