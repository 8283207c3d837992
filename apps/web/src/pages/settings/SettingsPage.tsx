import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '@grove/api-contract';
import { AdminAccessList } from '@grove/admin-ui/family';
import { routePath } from '@grove/session-family';
import { usePatchUserMutation, useSession } from '@grove/session-family/react';
import { BACKGROUND_CHOICES, GLASS_COLOR_THEMES, GLASS_VARIANTS, type BackgroundChoice, type GlassColorTheme, type GlassVariant } from '@grove/ui-glass';
import { GlassButton, GlassInput, GlassPanel, LoadingSpinner, useDisplaySettings, useTheme } from '@grove/ui-glass/react';
import { apiErrorMessage } from '../../app/auth/apiErrorMessage';
import { DISPLAY_NAME_MAX_LENGTH, displayNameValidate } from '../../app/auth/authFormValidate';
import { SignOutButton } from '../../app/auth/SignOutButton';
import { useAuthController } from '../../app/auth/useAuthController';
import { selectAuthUser, userUpdated } from '../../app/authSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { FamilyDataSection } from './FamilyDataSection';
import '../pages.css';
import '../../app/auth/authForm.css';
import { FormAlert } from '../../app/auth/FormAlert';

/** Shown when saving the display name fails and the server gave no reason. */
export const DISPLAY_NAME_SAVE_FAILED = 'Your name could not be saved. Please try again.';

const BACKGROUND_NAMES: Record<BackgroundChoice, string> = { forest: 'Forest', meadow: 'Meadow', lakeside: 'Lakeside' };
const VARIANT_NAMES: Record<GlassVariant, string> = { regular: 'Frosted', clear: 'Clear' };
const COLOR_THEME_NAMES: Record<GlassColorTheme, string> = {
  'blue-green': 'Blue-green',
  forest: 'Forest',
  sunset: 'Sunset',
  lavender: 'Lavender',
};

/**
 * /settings: the user's display name (saved on the server), how Grove looks (display settings and
 * theme, kept in this browser, SPEC §2), the family's data (retention and download, issue 18),
 * admin access to the account (issue 20), signing out and deleting the account. A child profile gets
 * only what a child may change, the look of Grove: the account's email, name and deletion are the
 * parent's (the server refuses them to a child anyway, SPEC §6).
 */
export function SettingsPage() {
  useDocumentTitle('Grove — Settings');
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  if (user === null) return <LoadingSpinner />;
  if (session?.activeProfileType === 'child') return <ChildSettings />;
  return (
    <article className="page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <p className="page-lead">Your name, how Grove looks on this device, your data and your account.</p>
      <ProfileSection user={user} />
      <AppearanceSection />
      <FamilyDataSection user={user} />
      <AdminAccessSection user={user} />
      <AccountSection user={user} />
    </article>
  );
}

/** A child's settings: the look of Grove on this device, and the way back to the profile chooser. */
function ChildSettings() {
  return (
    <article className="page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <p className="page-lead">Choose how Grove looks on this device.</p>
      <AppearanceSection />
      <p>
        Your parent looks after everything else. <Link to={routePath('profiles')}>Switch profile</Link>
      </p>
    </article>
  );
}

function ProfileSection({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [patchUser, { isLoading }] = usePatchUserMutation();
  const [name, setName] = useState(user.displayName);
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const nameError = checked ? displayNameValidate(name) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setChecked(true);
    setSaved(false);
    if (displayNameValidate(name) !== null) {
      nameRef.current?.focus();
      return;
    }
    setFormError(null);
    try {
      const updated = await patchUser({ uid: user.id, patch: { displayName: name.trim() } }).unwrap();
      dispatch(userUpdated(updated));
      setName(updated.displayName);
      setSaved(true);
    } catch (error) {
      setFormError(apiErrorMessage(error, DISPLAY_NAME_SAVE_FAILED));
    }
  }

  return (
    <GlassPanel as="section" className="auth-panel" aria-labelledby="settings-profile">
      <h2 id="settings-profile">Your profile</h2>
      <p>
        Signed in as <strong>{user.email}</strong>
      </p>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="settings-profile" aria-busy={isLoading}>
        <GlassInput
          ref={nameRef}
          label="Display name"
          hint="What your mentor calls you."
          name="displayName"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
          error={nameError}
          required
        />
        <FormAlert message={formError} />
        <div className="auth-form__actions">
          <GlassButton type="submit" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save name'}
          </GlassButton>
          <span role="status">{saved ? 'Saved.' : null}</span>
        </div>
      </form>
    </GlassPanel>
  );
}

function AppearanceSection() {
  const { settings, update, reset } = useDisplaySettings();
  const { theme, followsSystem, setTheme, followSystem } = useTheme();
  const ids = { scene: useId(), variant: useId(), colour: useId(), intensity: useId() };
  const themeChoice = followsSystem ? 'system' : theme;
  const intensityPercent = Math.round(settings.glass.intensity * 100);

  return (
    <GlassPanel as="section" className="auth-panel" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">Appearance</h2>
      <p>These choices are kept in this browser.</p>

      <fieldset className="auth-choices">
        <legend>Theme</legend>
        <div className="auth-choices__list">
          {(
            [
              ['light', 'Light'],
              ['dark', 'Dark'],
              ['system', 'Match my device'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="auth-choice">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={themeChoice === value}
                onChange={() => (value === 'system' ? followSystem() : setTheme(value))}
              />
              <span className="auth-choice__title">{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <h3 id="settings-background">Background</h3>
      <div className="settings-row">
        <label className="settings-check">
          <input
            type="checkbox"
            checked={settings.background.enabled}
            onChange={(event) => update({ background: { enabled: event.target.checked } })}
          />
          Show the background scene
        </label>
      </div>
      <div className="settings-row">
        <label htmlFor={ids.scene}>Background scene</label>
        <select
          id={ids.scene}
          className="settings-select"
          value={settings.background.choice}
          disabled={!settings.background.enabled}
          onChange={(event) => update({ background: { choice: event.target.value as BackgroundChoice } })}
        >
          {BACKGROUND_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {BACKGROUND_NAMES[choice]}
            </option>
          ))}
        </select>
      </div>

      <h3 id="settings-glass">Glass</h3>
      <div className="settings-row">
        <label htmlFor={ids.intensity}>Glass intensity</label>
        <span className="settings-range">
          <input
            id={ids.intensity}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={settings.glass.intensity}
            aria-valuetext={`${intensityPercent}%`}
            onChange={(event) => update({ glass: { intensity: Number(event.target.value) } })}
          />
          <output htmlFor={ids.intensity}>{intensityPercent}%</output>
        </span>
      </div>
      <div className="settings-row">
        <label htmlFor={ids.variant}>Glass style</label>
        <select
          id={ids.variant}
          className="settings-select"
          value={settings.glass.variant}
          onChange={(event) => update({ glass: { variant: event.target.value as GlassVariant } })}
        >
          {GLASS_VARIANTS.map((variant) => (
            <option key={variant} value={variant}>
              {VARIANT_NAMES[variant]}
            </option>
          ))}
        </select>
      </div>
      <div className="settings-row">
        <label htmlFor={ids.colour}>Colour theme</label>
        <select
          id={ids.colour}
          className="settings-select"
          value={settings.glass.colorTheme}
          onChange={(event) => update({ glass: { colorTheme: event.target.value as GlassColorTheme } })}
        >
          {GLASS_COLOR_THEMES.map((colour) => (
            <option key={colour} value={colour}>
              {COLOR_THEME_NAMES[colour]}
            </option>
          ))}
        </select>
      </div>
      <div className="settings-row">
        <label className="settings-check">
          <input type="checkbox" checked={settings.glass.reflection} onChange={(event) => update({ glass: { reflection: event.target.checked } })} />
          Reflection
        </label>
        <label className="settings-check">
          <input type="checkbox" checked={settings.glass.depth} onChange={(event) => update({ glass: { depth: event.target.checked } })} />
          Depth
        </label>
      </div>
      <div className="auth-form__actions">
        <GlassButton variant="secondary" onClick={reset}>
          Restore the default look
        </GlassButton>
      </div>
    </GlassPanel>
  );
}

/**
 * Issue 20, point 8: every time a Grove admin read this family's conversations, journal or memories
 * (a break-glass read needs a reason, and the family sees it here).
 */
function AdminAccessSection({ user }: { user: User }) {
  return (
    <GlassPanel as="section" className="auth-panel" aria-labelledby="settings-admin-access">
      <h2 id="settings-admin-access">Admin access to your account</h2>
      <p>
        Grove’s admins see figures, not your words. If one ever needs to read a conversation{user.children.length > 0 ? ' of your family' : ''}, they must give a
        reason, and it is listed here.
      </p>
      <AdminAccessList userId={user.id} />
    </GlassPanel>
  );
}

function AccountSection({ user }: { user: User }) {
  const auth = useAuthController();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  async function deleteAccount(): Promise<void> {
    await auth.deleteAccount();
    void navigate('/', { replace: true });
  }

  return (
    <GlassPanel as="section" className="auth-panel" aria-labelledby="settings-account">
      <h2 id="settings-account">Account</h2>
      <p>
        Signing out keeps everything for next time. Deleting the account removes {user.displayName ? `${user.displayName}’s` : 'your'}{' '}
        account, its children’s profiles and everything saved with them, for good.
      </p>
      <div className="auth-form__actions">
        <SignOutButton variant="secondary" />
        <GlassButton className="settings-danger-button" onClick={() => setDeleting(true)}>
          Delete account
        </GlassButton>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onConfirm={deleteAccount} />
      {/* Issue 21: the support check (/test) — what to send Grove's support when something is not working. */}
      <p>
        Something not working? <Link to={routePath('test')}>Check this device</Link> and copy the report for support: it holds no personal details.
      </p>
    </GlassPanel>
  );
}

export default SettingsPage;
