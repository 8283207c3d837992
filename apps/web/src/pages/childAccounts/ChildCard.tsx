import { useId, useState } from 'react';
import { MESSAGES, type Child, type ChildLimitsUpdate } from '@grove/api-contract';
import { childLimitsSummary } from '@grove/session-family';
import { ChildLimitsForm, familyApiErrorRead, useGetChildLimitsQuery, usePatchChildMutation, usePutChildLimitsMutation } from '@grove/session-family/react';
import { GlassButton, GlassPanel, LoadingSpinner } from '@grove/ui-glass/react';
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
    privacyNoticeAgreed: false,
  };
}

/** One child profile: its name, avatar, age and the server's content mode, and its edit form when open. */
export function ChildCard({ child, onSaved, onDeleteRequest }: ChildCardProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [patchChild] = usePatchChildMutation();

  async function save(result: ChildFormResult): Promise<ChildFormProblem | null> {
    try {
      const { displayName, age, avatar, permissions, pin } = result;
      const rest = { displayName, age, avatar, permissions };
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
      <ChildTimeLimits child={child} />
    </GlassPanel>
  );
}

/** The browser's time zone: quiet hours and the child's day are counted in the parent's zone. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A child's time limits (issue 18): one line on what is set, and the form to change it when opened.
 * The server enforces them on every chat turn; the child sees the minutes left in their chat.
 */
function ChildTimeLimits({ child }: { child: Child }) {
  const limits = useGetChildLimitsQuery(child.id);
  const [putChildLimits] = usePutChildLimitsMutation();
  const timeZone = browserTimeZone();
  // The form exists only while opened: nothing hidden in a closed <details> keeps state or transitions.
  const [open, setOpen] = useState(false);

  async function save(update: ChildLimitsUpdate): Promise<string | null> {
    try {
      await putChildLimits({ childId: child.id, body: update }).unwrap();
      return null;
    } catch (error) {
      return familyApiErrorRead(error).message ?? MESSAGES.somethingWentWrong;
    }
  }

  return (
    <details className="child-card__limits" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Time limits
        {limits.data ? `: ${childLimitsSummary(limits.data.limits, timeZone)}` : ''}
      </summary>
      {open && limits.isError && (
        <div className="family-alert" role="alert">
          <p>We could not load the time limits.</p>
          <GlassButton variant="secondary" onClick={() => void limits.refetch()}>
            Try again
          </GlassButton>
        </div>
      )}
      {open && limits.isLoading && <LoadingSpinner label="Loading time limits..." />}
      {open && limits.data && <ChildLimitsForm childName={child.displayName} limits={limits.data.limits} timeZone={timeZone} onSave={save} />}
    </details>
  );
}
