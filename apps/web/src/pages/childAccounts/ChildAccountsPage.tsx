import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetSystemStatusQuery } from '@grove/api-client/react';
import { CHILD_PRIVACY_NOTICE_VERSION, MESSAGES, type Child } from '@grove/api-contract';
import { familyConsentView, PIN_LENGTH_MAX, routePath, type FamilyConsentView } from '@grove/session-family';
import {
  ExternalModelConsentSwitch,
  familyApiErrorRead,
  PARENT_PIN_FORGOT_TEXT,
  PARENT_PIN_RESET_TITLE,
  useCreateChildMutation,
  useGetConsentsQuery,
  useListChildrenQuery,
  useProfileSwitch,
  useRecentUsers,
  useRecordConsentMutation,
  useSession,
} from '@grove/session-family/react';
import { GlassButton, GlassInput, GlassPanel, LoadingSpinner } from '@grove/ui-glass/react';
import { errorReport } from '../../app/errorReporter';
import { gameDataClear } from '../games/gameDataClear';
import { useDocumentTitle } from '../useDocumentTitle';
import { useFamilyAccount, type FamilyAccount } from '../profiles/useFamilyAccount';
import { ChildCard } from './ChildCard';
import { CHILD_FORM_EMPTY, ChildForm, type ChildFormPrivacyNotice, type ChildFormProblem, type ChildFormResult } from './ChildForm';
import { childFormProblem } from './childFormProblem';
import { DeleteChildDialog } from './DeleteChildDialog';
import { ParentPinForm } from './ParentPinForm';
import { PARENT_PIN_RESET_DONE } from '../profiles/PinDialog';
import { ParentPinReset } from '../profiles/ParentPinReset';
import '../pages.css';
import '../profiles/family.css';
import '../profiles/familyControls.css';

/** Shown when giving or withdrawing the external model consent failed and the server said nothing. */
const EXTERNAL_MODEL_CHANGE_FAILED = 'Your choice could not be saved. Please try again.';

/**
 * /child-accounts, "Child accounts": the parent sets or changes the parent PIN first, then adds,
 * edits and deletes child profiles (SPEC §3 Child account, §4 content mode by age, §8 child errors).
 * It is parental control, so it opens for the parent (or a solo adult) only: a child profile is sent
 * back to /profiles, and with no profile active the parent PIN unlocks it.
 */
export function ChildAccountsPage() {
  useDocumentTitle('Grove — Child accounts');
  const account = useFamilyAccount();
  return (
    <article className="page family-page" aria-labelledby="child-accounts-title">
      <h1 id="child-accounts-title">Child accounts</h1>
      {account === null ? <LoadingSpinner /> : <ChildAccounts account={account} />}
    </article>
  );
}

function ChildAccounts({ account }: { account: FamilyAccount }) {
  const { uid, user, accountType, refreshUser } = account;
  const { session, start } = useSession();
  // Unlocked in this visit by the parent PIN, by setting it, or by adding the first child as a solo adult.
  const [unlockedHere, setUnlockedHere] = useState(false);
  // Set when this visit should carry on as the parent once the account has become a family's: the
  // session of a family account starts empty, and the adult here has just proved who they are.
  const parentSessionWanted = useRef(false);

  useEffect(() => {
    if (unlockedHere && parentSessionWanted.current && session === null && accountType === 'family') {
      parentSessionWanted.current = false;
      start({ type: 'parent' });
    }
  }, [accountType, session, start, unlockedHere]);

  function continueAsParent(): void {
    parentSessionWanted.current = true;
    setUnlockedHere(true);
  }

  if (session?.activeProfileType === 'child') {
    return (
      <GlassPanel className="family-panel">
        <p>Child accounts are looked after by the parent. Switch to the parent profile first; it needs the parent PIN.</p>
        <p>
          <Link to={routePath('profiles')}>Switch profile</Link>
        </p>
      </GlassPanel>
    );
  }

  if (!user.parentPinSet) {
    return (
      <>
        <p className="page-lead">First, set a parent PIN. It keeps parental controls, and the way back from a child’s profile, for grown-ups only.</p>
        <GlassPanel as="section" className="family-panel" aria-labelledby="parent-pin-setup">
          <h2 id="parent-pin-setup">Set a parent PIN</h2>
          <ParentPinForm
            uid={uid}
            pinSet={false}
            onSaved={() => {
              continueAsParent();
              void refreshUser();
            }}
          />
        </GlassPanel>
      </>
    );
  }

  const unlocked = unlockedHere || session?.activeProfileType === 'parent';
  if (!unlocked) {
    return <UnlockPanel uid={uid} displayName={user.displayName} onUnlocked={() => setUnlockedHere(true)} />;
  }

  return (
    <>
      <p className="page-lead">Add a profile for each child, choose what they can use, and give each one a PIN.</p>
      <GlassPanel as="section" className="family-panel" aria-labelledby="parent-pin-change">
        <h2 id="parent-pin-change">Parent PIN</h2>
        <ParentPinForm uid={uid} pinSet onSaved={() => void refreshUser()} />
      </GlassPanel>
      <ChildrenSection
        account={account}
        onFirstChild={() => {
          if (accountType === 'solo') continueAsParent();
        }}
      />
    </>
  );
}

function UnlockPanel({ uid, displayName, onUnlocked }: { uid: string; displayName: string; onUnlocked: () => void }) {
  const id = useId();
  const { switchTo } = useProfileSwitch(uid);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue 18: "Forgot the parent PIN?" opens the reset; once done, the new PIN unlocks as usual.
  const [reset, setReset] = useState<'no' | 'open' | 'done'>('no');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (reset === 'done') inputRef.current?.focus();
  }, [reset]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await switchTo({ profile: { type: 'parent' }, displayName, avatar: null }, pin);
    setBusy(false);
    if (outcome.status === 'switched') {
      onUnlocked();
      return;
    }
    setError(outcome.message);
    setPin('');
    inputRef.current?.focus();
  }

  if (reset === 'open') {
    return (
      <GlassPanel as="section" className="family-panel" aria-label={PARENT_PIN_RESET_TITLE}>
        <ParentPinReset uid={uid} onDone={() => setReset('done')} onCancel={() => setReset('no')} />
      </GlassPanel>
    );
  }

  return (
    <GlassPanel as="section" className="family-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Enter the parent PIN</h2>
      <p>Child accounts are parental controls. Enter the parent PIN to manage them.</p>
      {reset === 'done' && (
        <p className="family-status" role="status">
          {PARENT_PIN_RESET_DONE}
        </p>
      )}
      <form className="family-form" onSubmit={submit} noValidate aria-label="Unlock child accounts">
        <GlassInput
          ref={inputRef}
          label="Parent PIN"
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
            {busy ? 'Checking…' : 'Unlock'}
          </GlassButton>
          <Link to={routePath('profiles')}>Back to profiles</Link>
        </div>
      </form>
      {reset === 'no' && (
        <p className="family-forgot">
          <button type="button" className="family-link-button" onClick={() => setReset('open')}>
            {PARENT_PIN_FORGOT_TEXT}
          </button>
        </p>
      )}
    </GlassPanel>
  );
}

function ChildrenSection({ account, onFirstChild }: { account: FamilyAccount; onFirstChild: () => void }) {
  const { uid, refreshUser } = account;
  const children = useListChildrenQuery(uid);
  const [createChild] = useCreateChildMutation();
  // Issue 18: no child is added before the parent agrees to the child privacy notice.
  const consents = useGetConsentsQuery(uid);
  const [recordConsent] = useRecordConsentMutation();
  const consentView = consents.data ? familyConsentView(consents.data) : null;
  // Unknown (the read failed): the box is shown; agreeing again only adds a record.
  const privacyNotice: ChildFormPrivacyNotice =
    consentView !== null ? consentView.privacyNotice : consents.isError ? { needed: true, agreedAt: null, version: CHILD_PRIVACY_NOTICE_VERSION } : 'loading';
  const { remove } = useRecentUsers();
  const [status, setStatus] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);

  async function add(result: ChildFormResult): Promise<ChildFormProblem | null> {
    setStatus(null);
    if (result.privacyNoticeAgreed && privacyNotice !== 'loading' && privacyNotice.needed) {
      try {
        await recordConsent({
          userId: uid,
          body: { kind: 'child_privacy_notice', granted: true, policyVersion: CHILD_PRIVACY_NOTICE_VERSION },
        }).unwrap();
      } catch (error) {
        return childFormProblem(error, MESSAGES.failedToCreateChild);
      }
    }
    try {
      const { displayName, age, avatar, permissions, pin } = result;
      const created = await createChild({ userId: uid, body: { displayName, age, avatar, permissions, pin: pin ?? '' } }).unwrap();
      setStatus(`Added ${created.displayName}. Content mode: ${created.contentMode}.`);
      onFirstChild();
      void refreshUser();
      return null;
    } catch (error) {
      // 403 consent_required: the agreement is no longer in force (a new version, another device).
      if (familyApiErrorRead(error).code === 'consent_required') void consents.refetch();
      return childFormProblem(error, MESSAGES.failedToCreateChild);
    }
  }

  function deleted(child: Child): void {
    setDeleting(null);
    // SPEC §4: a deleted child is gone from this device's recent users too, and game data is cleared.
    remove(child.id);
    gameDataClear().catch((error: unknown) => errorReport(error, { kind: 'game-data-clear' }));
    setStatus(`Deleted ${child.displayName}.`);
    void refreshUser();
  }

  const loadError = children.isError ? familyApiErrorRead(children.error) : null;

  return (
    <>
      <section className="page-section" aria-labelledby="children-title">
        <h2 id="children-title">Children</h2>
        <p className="family-status" role="status" hidden={status === null}>
          {status}
        </p>
        {children.isLoading && <LoadingSpinner label="Loading child profiles..." />}
        {loadError !== null && (
          <div className="family-alert" role="alert">
            <p>We could not load the child profiles{loadError.message ? `: ${loadError.message}` : '.'}</p>
            <GlassButton variant="secondary" onClick={() => void children.refetch()}>
              Try again
            </GlassButton>
          </div>
        )}
        {children.isSuccess && children.data.length === 0 && <p>No child profiles yet. Add one below.</p>}
        {children.isSuccess && children.data.length > 0 && (
          <ul className="child-list">
            {children.data.map((child) => (
              <li key={child.id}>
                <ChildCard
                  child={child}
                  onSaved={(updated) => setStatus(`Saved ${updated.displayName}. Content mode: ${updated.contentMode}.`)}
                  onDeleteRequest={setDeleting}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <GlassPanel as="section" className="family-panel" aria-labelledby="add-child-title">
        <h2 id="add-child-title">Add a child</h2>
        <ChildForm mode="create" initial={CHILD_FORM_EMPTY} label="Add a child" submitLabel="Add child" onSubmit={add} privacyNotice={privacyNotice} />
      </GlassPanel>

      {consentView?.externalModel && <ExternalModelSection uid={uid} consent={consentView.externalModel} />}

      <ul className="family-links">
        <li>
          <Link to={routePath('profiles')}>Back to profiles</Link>
        </li>
      </ul>

      {deleting !== null && <DeleteChildDialog child={deleting} open onClose={() => setDeleting(null)} onDeleted={deleted} />}
    </>
  );
}

export default ChildAccountsPage;

/**
 * Issue 18: the separate consent to send children's chats to the external model this server is
 * connected to (shown only when there is one). Withdrawing applies from the child's next message.
 */
function ExternalModelSection({ uid, consent }: { uid: string; consent: NonNullable<FamilyConsentView['externalModel']> }) {
  const [recordConsent, { isLoading }] = useRecordConsentMutation();
  const status = useGetSystemStatusQuery();
  const [problem, setProblem] = useState<string | null>(null);
  // The choice being saved shows at once; the server's answer then stands (a refusal puts it back).
  const [pending, setPending] = useState<boolean | null>(null);
  const mentor = status.data?.mentor;
  const model = mentor && mentor.mind === 'model' ? { name: mentor.model, server: mentor.server } : null;

  async function change(allowed: boolean): Promise<void> {
    setProblem(null);
    setPending(allowed);
    try {
      await recordConsent({ userId: uid, body: { kind: 'external_model', granted: allowed, policyVersion: consent.version } }).unwrap();
    } catch (error) {
      setProblem(familyApiErrorRead(error).message ?? EXTERNAL_MODEL_CHANGE_FAILED);
      setPending(null);
    }
  }

  // Saved: the pending choice leaves once the cached answer says the same (no flicker back meanwhile).
  if (pending !== null && !isLoading && consent.allowed === pending) setPending(null);

  return (
    <GlassPanel as="section" className="family-panel" aria-labelledby="external-model-title">
      <h2 id="external-model-title">Children’s chats and the AI model</h2>
      <ExternalModelConsentSwitch
        consent={pending === null ? consent : { ...consent, allowed: pending }}
        model={model}
        busy={isLoading}
        onChange={(allowed) => void change(allowed)}
        problem={problem}
      />
    </GlassPanel>
  );
}
