import { useId, useState, type FormEvent } from 'react';
import { CONSENT_REQUIRED_MESSAGE } from '@grove/api-contract';
import { contentModeForAge, PIN_LENGTH_MAX, pinPairCheck, routePath } from '@grove/session-family';
import { GlassButton, GlassInput } from '@grove/ui-glass/react';
import { CHILD_AVATARS } from '../profiles/childAvatars';
import { CHILD_PRIVACY_NOTICE_ID } from '../legal/ChildPrivacyNotice';
import { ContentModeBadge } from '../profiles/ContentModeBadge';

/** The fields of a child profile as the form holds them (the age as typed). */
export interface ChildFormValues {
  displayName: string;
  age: string;
  avatar: string | null;
  canChat: boolean;
  canJournal: boolean;
  pin: string;
  pinConfirm: string;
  /** The box "I have read and agree to Grove's child privacy notice" (a new child, while no agreement is in force). */
  privacyNoticeAgreed: boolean;
}

/** A checked child profile, ready to send. `pin` is `undefined` when editing without a new PIN. */
export interface ChildFormResult {
  displayName: string;
  age: number;
  avatar: string | null;
  permissions: { canChat: boolean; canJournal: boolean };
  pin: string | undefined;
  /** Whether the parent ticked the child privacy notice box just now (to record before adding the child). */
  privacyNoticeAgreed: boolean;
}

/** A field of the form that an error can point at. */
export type ChildFormField = 'displayName' | 'age' | 'avatar' | 'pin' | 'pinConfirm' | 'privacyNotice';

/**
 * Where the parent stands with Grove's child privacy notice (issue 18), for a new child: the box to
 * tick while no agreement is in force, or the date of the one that is; `loading` while the server is asked.
 */
export type ChildFormPrivacyNotice = { needed: boolean; agreedAt: string | null; version: string } | 'loading';

/** Why the server refused: SPEC's message, and the server's reason, on its field when it named one. */
export interface ChildFormProblem {
  message: string;
  detail: string | null;
  field: ChildFormField | null;
}

/** Props of {@link ChildForm}. */
export interface ChildFormProps {
  /** 'create' needs a PIN; 'edit' changes the PIN only when a new one is typed. */
  mode: 'create' | 'edit';
  initial: ChildFormValues;
  /** The form's accessible name, e.g. 'Add a child' or 'Edit Mia'. */
  label: string;
  submitLabel: string;
  /** Sends the checked values; resolves with the problem to show, or `null` on success. */
  onSubmit: (result: ChildFormResult) => Promise<ChildFormProblem | null>;
  onCancel?: () => void;
  /** For a new child: the child privacy notice's state (issue 18); left out when editing. */
  privacyNotice?: ChildFormPrivacyNotice;
}

/** Empty values for a new child: no avatar, chat and journal allowed (SPEC §3 defaults). */
export const CHILD_FORM_EMPTY: ChildFormValues = {
  displayName: '',
  age: '',
  avatar: null,
  canChat: true,
  canJournal: true,
  pin: '',
  pinConfirm: '',
  privacyNoticeAgreed: false,
};

/** Where the child privacy notice is on /legal. */
export const CHILD_PRIVACY_NOTICE_PATH = `${routePath('legal')}#${CHILD_PRIVACY_NOTICE_ID}`;

const NAME_MAX = 40;
const AGE_MIN = 1;
const AGE_MAX = 17;

function ageParse(text: string): number | null {
  const age = Number(text);
  return text.trim() !== '' && Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? age : null;
}

function childFormCheck(values: ChildFormValues, mode: 'create' | 'edit', privacyNotice?: ChildFormPrivacyNotice): Partial<Record<ChildFormField, string>> {
  const errors: Partial<Record<ChildFormField, string>> = {};
  const name = values.displayName.trim();
  if (name === '') errors.displayName = 'Enter a name.';
  else if (name.length > NAME_MAX) errors.displayName = `Use at most ${NAME_MAX} characters.`;
  if (ageParse(values.age) === null) errors.age = `Enter an age from ${AGE_MIN} to ${AGE_MAX}.`;
  const pinNeeded = mode === 'create' || values.pin !== '' || values.pinConfirm !== '';
  if (pinNeeded) {
    Object.assign(errors, pinPairCheck(values.pin, values.pinConfirm));
  }
  if (mode === 'create' && privacyNotice !== undefined && privacyNotice !== 'loading' && privacyNotice.needed && !values.privacyNoticeAgreed) {
    errors.privacyNotice = CONSENT_REQUIRED_MESSAGE;
  }
  return errors;
}

const FIELD_ORDER: readonly ChildFormField[] = ['displayName', 'age', 'avatar', 'pin', 'pinConfirm', 'privacyNotice'];

const agreedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * The form for a child profile: name, age (with the content mode that age gives, live, from the
 * core's `contentModeForAge`), avatar, what the child may use, and a PIN typed twice.
 */
export function ChildForm({ mode, initial, label, submitLabel, onSubmit, onCancel, privacyNotice }: ChildFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ChildFormProblem | null>(null);
  const errors = checked ? childFormCheck(values, mode, privacyNotice) : {};
  const serverFieldError = problem?.field ? { [problem.field]: problem.detail ?? undefined } : {};
  const shownErrors: Partial<Record<ChildFormField, string | undefined>> = { ...serverFieldError, ...errors };
  const age = ageParse(values.age);

  function set<K extends keyof ChildFormValues>(key: K, value: ChildFormValues[K]): void {
    setValues((current) => ({ ...current, [key]: value }));
    if (problem?.field === key) setProblem(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const found = childFormCheck(values, mode, privacyNotice);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await onSubmit({
      displayName: values.displayName.trim(),
      age: ageParse(values.age) ?? 0,
      avatar: values.avatar,
      permissions: { canChat: values.canChat, canJournal: values.canJournal },
      pin: values.pin === '' ? undefined : values.pin,
      privacyNoticeAgreed: values.privacyNoticeAgreed,
    });
    setBusy(false);
    setProblem(result);
    if (result === null) {
      setValues(mode === 'create' ? CHILD_FORM_EMPTY : { ...values, pin: '', pinConfirm: '' });
      setChecked(false);
    } else if (result.field !== null) {
      document.getElementById(`${id}-${result.field}`)?.focus();
    }
  }

  return (
    <form className="family-form" onSubmit={submit} noValidate aria-label={label}>
      {problem !== null && (
        <div className="family-alert" role="alert">
          <p>{problem.message}</p>
          {problem.detail !== null && problem.field === null && <p className="family-alert__detail">{problem.detail}</p>}
        </div>
      )}
      <div className="family-form__row">
        <GlassInput
          id={`${id}-displayName`}
          label="Name"
          autoComplete="off"
          maxLength={NAME_MAX}
          required
          value={values.displayName}
          error={shownErrors.displayName}
          onChange={(event) => set('displayName', event.target.value)}
        />
        <GlassInput
          id={`${id}-age`}
          label="Age"
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          required
          hint="Ages 4 to 15 suit Grove best; 1 to 17 are allowed."
          value={values.age}
          error={shownErrors.age}
          onChange={(event) => set('age', event.target.value)}
        />
      </div>
      <p className="family-mode" aria-live="polite">
        {age === null ? (
          'Content mode: enter an age to see it.'
        ) : (
          <>
            Content mode for age {age}: <ContentModeBadge mode={contentModeForAge(age)} />
          </>
        )}
      </p>
      <fieldset className="avatar-picker" id={`${id}-avatar`} tabIndex={-1}>
        <legend>Avatar</legend>
        <div className="avatar-picker__options">
          {CHILD_AVATARS.map((avatar) => (
            <label key={avatar.emoji} className="avatar-picker__option">
              <input
                type="radio"
                name={`${id}-avatar`}
                value={avatar.emoji}
                aria-label={avatar.name}
                checked={values.avatar === avatar.emoji}
                onChange={() => set('avatar', avatar.emoji)}
              />
              <span aria-hidden="true">{avatar.emoji}</span>
            </label>
          ))}
        </div>
        {shownErrors.avatar && <p className="grove-field__error">{shownErrors.avatar}</p>}
      </fieldset>
      <fieldset className="avatar-picker">
        <legend>What this child can use</legend>
        <label className="family-check">
          <input type="checkbox" checked={values.canChat} onChange={(event) => set('canChat', event.target.checked)} />
          Chat with the mentor
        </label>
        <label className="family-check">
          <input type="checkbox" checked={values.canJournal} onChange={(event) => set('canJournal', event.target.checked)} />
          Write in the journal
        </label>
      </fieldset>
      <div className="family-form__row">
        <GlassInput
          id={`${id}-pin`}
          label={mode === 'create' ? 'PIN' : 'New PIN'}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          pattern="[0-9]*"
          maxLength={PIN_LENGTH_MAX}
          required={mode === 'create'}
          hint={mode === 'create' ? '4 to 6 digits. The child types it to sign in.' : 'Leave empty to keep the current PIN.'}
          value={values.pin}
          error={shownErrors.pin}
          onChange={(event) => set('pin', event.target.value.replace(/\D/g, ''))}
        />
        <GlassInput
          id={`${id}-pinConfirm`}
          label={mode === 'create' ? 'Confirm PIN' : 'Confirm new PIN'}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          pattern="[0-9]*"
          maxLength={PIN_LENGTH_MAX}
          required={mode === 'create'}
          value={values.pinConfirm}
          error={shownErrors.pinConfirm}
          onChange={(event) => set('pinConfirm', event.target.value.replace(/\D/g, ''))}
        />
      </div>
      {mode === 'create' && privacyNotice !== undefined && privacyNotice !== 'loading' && (
        <PrivacyNoticeField
          id={`${id}-privacyNotice`}
          notice={privacyNotice}
          agreed={values.privacyNoticeAgreed}
          error={shownErrors.privacyNotice}
          onChange={(agreed) => set('privacyNoticeAgreed', agreed)}
        />
      )}
      <div className="family-form__actions">
        <GlassButton type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </GlassButton>
        {onCancel && (
          <GlassButton variant="ghost" onClick={onCancel}>
            Cancel
          </GlassButton>
        )}
      </div>
    </form>
  );
}

/**
 * Grove's child privacy notice on the add-child form (issue 18): a box to tick, with the notice's
 * version and a link to read it (in a new tab, so nothing typed here is lost), while no agreement is
 * in force; once agreed, the date, and the link to read it again.
 */
function PrivacyNoticeField({
  id,
  notice,
  agreed,
  error,
  onChange,
}: {
  id: string;
  notice: Exclude<ChildFormPrivacyNotice, 'loading'>;
  agreed: boolean;
  error: string | undefined;
  onChange: (agreed: boolean) => void;
}) {
  const link = (
    <a href={CHILD_PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
      child privacy notice
    </a>
  );
  if (!notice.needed) {
    return (
      <p className="family-consent-note">
        You agreed to Grove’s {link} (version {notice.version}){notice.agreedAt === null ? '' : ` on ${agreedDate.format(new Date(notice.agreedAt))}`}.
      </p>
    );
  }
  return (
    <div className={error ? 'grove-field grove-field--invalid' : 'grove-field'}>
      <label className="family-consent-check">
        <input
          id={id}
          type="checkbox"
          required
          checked={agreed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          I have read and agree to Grove’s {link} (version {notice.version})
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="grove-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
