import { useId, useState, type FormEvent } from 'react';
import { RETENTION_APPLIES_TO, RETENTION_CHOICES, RETENTION_DEFAULT, RETENTION_LABELS, retentionDays, type Retention, type User } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { DataExportButtons, useDataExport, useRetentionQuery, useRetentionUpdateMutation } from '@grove/session-family/react';
import { GlassButton, GlassDialog, GlassPanel, LoadingSpinner } from '@grove/ui-glass/react';
import { FormAlert } from '../../app/auth/FormAlert';

/** Said when the retention cannot be saved and the server gave no reason. */
export const RETENTION_SAVE_FAILED = 'The setting could not be saved. Please try again.';

/** What the retention applies to, as one phrase ("conversations, journal entries and memories"). */
export function retentionAppliesToText(): string {
  const parts = [...RETENTION_APPLIES_TO];
  const last = parts.pop();
  return parts.length === 0 ? (last ?? '') : `${parts.join(', ')} and ${last}`;
}

/** Whether a change keeps children's data for less time than now: older data will be deleted. */
function shortens(from: Retention, to: Retention): boolean {
  const days = (choice: Retention) => retentionDays(choice) ?? Number.POSITIVE_INFINITY;
  return days(to) < days(from);
}

function RetentionForm({ uid }: { uid: string }) {
  const legendId = useId();
  const retention = useRetentionQuery(uid);
  const [update, { isLoading: saving }] = useRetentionUpdateMutation();
  const current = retention.data?.retention ?? null;
  // A pick holds only against the setting it was made over: a fresh read (another device changed it,
  // or the save came back) shows the server's setting again.
  const [chosen, setChosen] = useState<{ value: Retention; over: Retention | null } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const selected = chosen !== null && chosen.over === current ? chosen.value : current;

  async function save(): Promise<void> {
    if (selected === null) return;
    setConfirming(false);
    setProblem(null);
    try {
      await update({ userId: uid, retention: selected }).unwrap();
      setSaved(true);
    } catch (error) {
      setProblem(apiErrorMessage(error, RETENTION_SAVE_FAILED));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (selected === null || current === null || selected === current) return;
    // Keeping data for less time deletes what is older: the parent confirms first.
    if (shortens(current, selected)) setConfirming(true);
    else void save();
  }

  if (retention.isLoading) return <LoadingSpinner label="Loading your retention setting..." />;
  if (current === null) {
    return (
      <div className="auth-alert" role="alert">
        <p>{apiErrorMessage(retention.error, 'Your retention setting could not be loaded.')}</p>
        <GlassButton variant="secondary" onClick={() => void retention.refetch()}>
          Try again
        </GlassButton>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <fieldset className="auth-choices">
        <legend id={legendId}>Keep your children's {retentionAppliesToText()} for</legend>
        <div className="auth-choices__list">
          {RETENTION_CHOICES.map((choice) => (
            <label key={choice} className="auth-choice">
              <input
                type="radio"
                name="retention"
                value={choice}
                checked={selected === choice}
                onChange={() => {
                  setChosen({ value: choice, over: current });
                  setSaved(false);
                  setProblem(null);
                }}
              />
              <span className="auth-choice__text">
                <span className="auth-choice__title">{RETENTION_LABELS[choice]}</span>
                {choice === RETENTION_DEFAULT && <span className="auth-choice__hint">Grove's default</span>}
                {choice === 'forever' && <span className="auth-choice__hint">Kept until you delete it</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={problem} />
      <div className="auth-form__actions">
        <GlassButton type="submit" disabled={saving || selected === current}>
          {saving ? 'Saving…' : 'Save'}
        </GlassButton>
        <span role="status">{saved && selected === current ? `Saved: ${RETENTION_LABELS[current]}.` : null}</span>
      </div>
      <GlassDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Keep data for ${selected === null ? '' : RETENTION_LABELS[selected].toLowerCase()}?`}
        description={`Your children's ${retentionAppliesToText()} older than ${selected === null ? '' : RETENTION_LABELS[selected].toLowerCase()} will be deleted for good when Grove next tidies up, soon after you save. Download your family's data first if you want a copy.`}
        footer={
          <>
            <GlassButton variant="secondary" onClick={() => setConfirming(false)}>
              Keep {RETENTION_LABELS[current].toLowerCase()}
            </GlassButton>
            <GlassButton onClick={() => void save()}>Delete older data and save</GlassButton>
          </>
        }
      />
    </form>
  );
}

/**
 * /settings, for the account owner (issue 18, points 5 and 6): how long the children's chats,
 * journal entries and memories are kept (a shorter time is confirmed first, since older data goes),
 * and the whole family's data as a readable file or JSON. Deleting the account is in "Account".
 */
export function FamilyDataSection({ user }: { user: User }) {
  const family = user.children.length > 0;
  const downloads = useDataExport({ kind: 'family', userId: user.id });
  return (
    <GlassPanel as="section" className="auth-panel" aria-labelledby="settings-family-data">
      <h2 id="settings-family-data">{family ? "Your family's data" : 'Your data'}</h2>
      {family && (
        <>
          <h3>How long Grove keeps it</h3>
          <p>Older {retentionAppliesToText()} of your children's profiles are deleted automatically. Your own are kept until you delete them.</p>
          <RetentionForm uid={user.id} />
        </>
      )}
      <DataExportButtons
        headingLevel={3}
        title={family ? 'Download all our data' : 'Download all your data'}
        description={
          family
            ? 'Everything Grove keeps about your family: your account, every child profile, chats, journals, memories, radar, alerts, consents, limits and purchases.'
            : 'Everything Grove keeps about you: your account, chats, journal, memories, radar and purchases.'
        }
        pending={downloads.pending}
        onDownload={(format) => void downloads.download(format)}
        error={downloads.error}
        saved={downloads.saved}
      />
    </GlassPanel>
  );
}
