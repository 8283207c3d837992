import { useState } from 'react';
import { MESSAGES, type Child } from '@grove/api-contract';
import { familyApiErrorRead, useDeleteChildMutation } from '@grove/session-family/react';
import { GlassButton, GlassDialog } from '@grove/ui-glass/react';

/** Props of {@link DeleteChildDialog}. */
export interface DeleteChildDialogProps {
  child: Child;
  open: boolean;
  onClose: () => void;
  /** Called after the server deleted the child. */
  onDeleted: (child: Child) => void;
}

/** Asks before deleting a child profile; shows SPEC §8's 'Failed to delete child account' when the server refuses. */
export function DeleteChildDialog({ child, open, onClose, onDeleted }: DeleteChildDialogProps) {
  const [deleteChild, { isLoading }] = useDeleteChildMutation();
  // null while nothing failed; otherwise the server's reason, when it gave one.
  const [failed, setFailed] = useState<{ detail: string | null } | null>(null);

  async function confirm(): Promise<void> {
    setFailed(null);
    try {
      await deleteChild(child.id).unwrap();
      onDeleted(child);
    } catch (error) {
      setFailed({ detail: familyApiErrorRead(error).message });
    }
  }

  function close(): void {
    setFailed(null);
    onClose();
  }

  return (
    <GlassDialog
      open={open}
      onClose={close}
      title={`Delete ${child.displayName}?`}
      description={`This removes ${child.displayName}'s profile from your family for good. It cannot be undone.`}
      footer={
        <>
          <GlassButton onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Deleting…' : `Delete ${child.displayName}`}
          </GlassButton>
          <GlassButton variant="ghost" onClick={close}>
            Cancel
          </GlassButton>
        </>
      }
    >
      {failed !== null && (
        <div className="family-alert" role="alert">
          <p>{MESSAGES.failedToDeleteChild}</p>
          {failed.detail !== null && <p className="family-alert__detail">{failed.detail}</p>}
        </div>
      )}
    </GlassDialog>
  );
}
