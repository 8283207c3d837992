import { useId, useRef, useState, type FormEvent } from 'react';
import { GlassButton, GlassDialog, GlassInput } from '@grove/ui-glass/react';
import { FormAlert } from '../../app/auth/FormAlert';

/** The word the user types to confirm that the account should go. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Props of {@link DeleteAccountDialog}. */
export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Deletes the account; rejects with a message to show. */
  onConfirm: () => Promise<void>;
}

/**
 * Asks the user to type DELETE before the account, its children's profiles and everything saved with
 * them are deleted. While the deletion runs the dialog cannot be dismissed; a failure is shown in it.
 */
export function DeleteAccountDialog({ open, onClose, onConfirm }: DeleteAccountDialogProps) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  function close(): void {
    if (pending) return;
    setTyped('');
    setFormError(null);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!confirmed || pending) return;
    setFormError(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  }

  return (
    <GlassDialog
      open={open}
      onClose={close}
      dismissible={!pending}
      title="Delete your account?"
      description="This deletes your Grove account, your children’s profiles and everything saved with them. It cannot be undone."
      initialFocusRef={inputRef}
      footer={
        <>
          <GlassButton variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </GlassButton>
          <GlassButton type="submit" form={formId} className="settings-danger-button" disabled={!confirmed || pending}>
            {pending ? 'Deleting…' : 'Delete my account'}
          </GlassButton>
        </>
      }
    >
      <form id={formId} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <GlassInput
          ref={inputRef}
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <FormAlert message={formError} />
      </form>
    </GlassDialog>
  );
}
