import { useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '@grove/api-contract';
import { familyApiErrorRead, useDeleteChildMutation } from '@grove/session-family/react';
import { GlassButton, GlassDialog, GlassInput } from '@grove/ui-glass/react';

/** What deleting a child removes, in the words the dialog lists (every table holding the child's rows, issue 18 point 5). */
export const CHILD_DELETION_CONTENTS: readonly string[] = [
  'the profile, its PIN and its permissions',
  'every chat and every message',
  'journal entries and weekly summaries',
  'memories',
  'the weekly radar and check-ins',
  'safety flags and alerts',
  'time limits and time used',
];

/** Props of {@link DeleteChildConfirm}. */
export interface DeleteChildConfirmProps {
  childId: string;
  name: string;
  open: boolean;
  onClose: () => void;
  /** Called once the server has deleted the child. */
  onDeleted: () => void;
}

/**
 * Deleting a child for good (issue 18, point 5; `DELETE /api/children/{childId}`): the dialog names
 * everything that goes, suggests downloading first, and asks for the child's name to be typed, so a
 * slip of the finger cannot erase a child's history. SPEC §8's "Failed to delete child account" when
 * the server refuses, with its reason.
 */
export function DeleteChildConfirm({ childId, name, open, onClose, onDeleted }: DeleteChildConfirmProps) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [deleteChild, { isLoading }] = useDeleteChildMutation();
  const [failed, setFailed] = useState<{ detail: string | null } | null>(null);
  const confirmed = typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase();

  function close(): void {
    if (isLoading) return;
    setTyped('');
    setFailed(null);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!confirmed || isLoading) return;
    setFailed(null);
    try {
      await deleteChild(childId).unwrap();
      onDeleted();
    } catch (error) {
      setFailed({ detail: familyApiErrorRead(error).message });
    }
  }

  return (
    <GlassDialog
      open={open}
      onClose={close}
      dismissible={!isLoading}
      title={`Delete ${name}?`}
      description={`This deletes ${name}'s profile and everything Grove keeps about ${name}, for good. It cannot be undone.`}
      initialFocusRef={inputRef}
      footer={
        <>
          <GlassButton variant="secondary" onClick={close} disabled={isLoading}>
            Cancel
          </GlassButton>
          <GlassButton type="submit" form={formId} className="settings-danger-button" disabled={!confirmed || isLoading}>
            {isLoading ? 'Deleting…' : `Delete ${name}`}
          </GlassButton>
        </>
      }
    >
      <p>Deleted with {name}:</p>
      <ul className="child-overview__deleted-list" aria-label={`Deleted with ${name}`}>
        {CHILD_DELETION_CONTENTS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>To keep a copy, download {name}'s data first.</p>
      <form id={formId} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <GlassInput
          ref={inputRef}
          label={`Type ${name} to confirm`}
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {failed !== null && (
          <div className="family-alert" role="alert">
            <p>{MESSAGES.failedToDeleteChild}</p>
            {failed.detail !== null && <p className="family-alert__detail">{failed.detail}</p>}
          </div>
        )}
      </form>
    </GlassDialog>
  );
}
