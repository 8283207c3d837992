import { useId, useState } from 'react';
import { MESSAGES, type Child } from '@grove/api-contract';
import { usePatchChildMutation } from '@grove/session-family/react';
import { GlassButton, GlassPanel } from '@grove/ui-glass/react';
import { ContentModeBadge } from '../profiles/ContentModeBadge';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { ChildForm, type ChildFormProblem, type ChildFormResult, type ChildFormValues } from './ChildForm';
import { childFormProblem } from './childFormProblem';

/** Props of {@link ChildCard}. */
export interface ChildCardProps {
  child: Child;
  /** Reports a change for the page's status line. */
  onSaved: (child: Child) => void;
  onDeleteRequest: (child: Child) => void;
}

function valuesOf(child: Child): ChildFormValues {
  return {
    displayName: child.displayName,
    age: String(child.age),
    avatar: child.avatar,
    canChat: child.permissions.canChat,
    canJournal: child.permissions.canJournal,
    pin: '',
    pinConfirm: '',
  };
}

/** One child profile: its name, avatar, age and the server's content mode, and its edit form when open. */
export function ChildCard({ child, onSaved, onDeleteRequest }: ChildCardProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [patchChild] = usePatchChildMutation();

  async function save(result: ChildFormResult): Promise<ChildFormProblem | null> {
    try {
      const { pin, ...rest } = result;
      const updated = await patchChild({ childId: child.id, body: pin === undefined ? rest : { ...rest, pin } }).unwrap();
      setEditing(false);
      onSaved(updated);
      return null;
    } catch (error) {
      return childFormProblem(error, MESSAGES.failedToUpdateChild);
    }
  }

  return (
    <GlassPanel as="article" className="child-card" aria-labelledby={titleId}>
      <div className="child-card__header">
        <ProfileAvatar avatar={child.avatar} name={child.displayName} />
        <h3 id={titleId}>{child.displayName}</h3>
        <ContentModeBadge mode={child.contentMode} />
      </div>
      <p className="child-card__details">
        Age {child.age} · Chat {child.permissions.canChat ? 'on' : 'off'} · Journal {child.permissions.canJournal ? 'on' : 'off'}
        {child.isActive ? '' : ' · Switched off'}
      </p>
      {editing ? (
        <ChildForm
          mode="edit"
          initial={valuesOf(child)}
          label={`Edit ${child.displayName}`}
          submitLabel="Save changes"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="family-form__actions">
          <GlassButton variant="secondary" aria-label={`Edit ${child.displayName}`} onClick={() => setEditing(true)}>
            Edit
          </GlassButton>
          <GlassButton variant="ghost" aria-label={`Delete ${child.displayName}`} onClick={() => onDeleteRequest(child)}>
            Delete
          </GlassButton>
        </div>
      )}
    </GlassPanel>
  );
}
