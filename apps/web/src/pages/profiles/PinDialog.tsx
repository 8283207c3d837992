import { useRef, useState, type FormEvent } from 'react';
import { PIN_LENGTH_MAX } from '@grove/session-family';
import { GlassButton, GlassDialog, GlassInput } from '@grove/ui-glass/react';

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
}

/** A modal that asks for a PIN: a numeric field, its error announced with it, Escape or Cancel to leave. */
export function PinDialog({ open, title, description, onClose, ...form }: PinDialogProps) {
  return (
    <GlassDialog open={open} onClose={onClose} title={title} description={description}>
      <PinForm {...form} onCancel={onClose} />
    </GlassDialog>
  );
}

// Its own component so that the typed PIN and the error are forgotten when the dialog closes.
function PinForm({
  label,
  submitLabel = 'Continue',
  onCancel,
  onSubmit,
}: Pick<PinDialogProps, 'label' | 'submitLabel' | 'onSubmit'> & { onCancel: () => void }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

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
