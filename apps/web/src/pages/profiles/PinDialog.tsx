import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PIN_LENGTH_MAX } from '@grove/session-family';
import { PARENT_PIN_FORGOT_TEXT, PARENT_PIN_RESET_TITLE } from '@grove/session-family/react';
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
  // `back`: the PIN form again after the reset was cancelled (the PIN field takes the focus back).
  const [view, setView] = useState<PinDialogView>('pin');
  // A dialog opened again starts at its PIN, whatever happened the last time.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setView('pin');
  }
  const resetting = view === 'reset' && parentPinResetFor !== undefined;
  return (
    <GlassDialog open={open} onClose={onClose} title={resetting ? PARENT_PIN_RESET_TITLE : title} description={resetting ? undefined : description}>
      <PinDialogBody {...form} onCancel={onClose} parentPinResetFor={parentPinResetFor} view={view} onView={setView} />
    </GlassDialog>
  );
}

type PinDialogView = 'pin' | 'reset' | 'resetDone' | 'back';

// Its own component so that the typed PIN and the error are forgotten when the dialog closes.
function PinDialogBody({
  parentPinResetFor,
  view,
  onView,
  ...form
}: Pick<PinDialogProps, 'label' | 'submitLabel' | 'onSubmit' | 'parentPinResetFor'> & { onCancel: () => void; view: PinDialogView; onView: (view: PinDialogView) => void }) {
  if (view === 'reset' && parentPinResetFor !== undefined) {
    // The dialog carries the title while the reset is open.
    return <ParentPinReset uid={parentPinResetFor} heading={false} onDone={() => onView('resetDone')} onCancel={() => onView('back')} />;
  }
  return (
    <>
      {view === 'resetDone' && (
        <p className="family-status family-status--dialog" role="status">
          {PARENT_PIN_RESET_DONE}
        </p>
      )}
      <PinForm {...form} focusFirst={view !== 'pin'} />
      {parentPinResetFor !== undefined && view !== 'resetDone' && (
        <p className="family-forgot">
          <button type="button" className="family-link-button" onClick={() => onView('reset')}>
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
