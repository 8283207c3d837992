import { useId, useState } from 'react';
import type { MemorySettings } from '@grove/api-contract';
import { memoryApiErrorMessage, useMemoryProfileQuery, useMemorySettingsUpdateMutation } from './memoryApi';
import './memory.css';

/** Props of {@link MemorySettingsSwitches}. */
export interface MemorySettingsSwitchesProps {
  /** Whose switches: the account's uid or a child's id. */
  profileId: string;
  /** Only the memory on/off switch, on one line (the chat's header). */
  compact?: boolean;
  /** Drawn before the profile can be asked (a page's frame while sign-in settles): the loading state, and no request. */
  pending?: boolean;
}

/** The name of the memory on/off switch. */
export const MEMORY_SWITCH_LABEL = 'Memory';

/** The name of the automatic-capture switch. */
export const MEMORY_AUTO_CAPTURE_LABEL = 'Remember facts from chats automatically';

interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
}

function Switch({ label, hint, checked, disabled, onChange }: SwitchProps) {
  const hintId = useId();
  return (
    <div className="grove-memory-switch">
      <button
        type="button"
        role="switch"
        className="grove-memory-switch__control"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="grove-memory-switch__track" aria-hidden="true">
          <span className="grove-memory-switch__thumb" />
        </span>
        <span className="grove-memory-switch__label">{label}</span>
        <span className="grove-memory-switch__state" aria-hidden="true">
          {checked ? 'On' : 'Off'}
        </span>
      </button>
      {hint && (
        <p id={hintId} className="grove-memory-switch__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The profile's memory switches (`POST /api/memory/users`): memory on or off (off: the mentor neither
 * uses nor saves memories) and automatic capture from chats. A switch waits while its change is on
 * the way and shows the state the server holds; a failed change says why and leaves the switch as it was.
 */
export function MemorySettingsSwitches({ profileId, compact = false, pending = false }: MemorySettingsSwitchesProps) {
  const profile = useMemoryProfileQuery(profileId, { skip: pending });
  const [update, updating] = useMemorySettingsUpdateMutation();
  const [error, setError] = useState<string | null>(null);
  // The answer to a change is the state the server holds, newer than the profile until it is read again.
  const answered = updating.data !== undefined && (updating.fulfilledTimeStamp ?? 0) > (profile.fulfilledTimeStamp ?? 0);
  const settings = answered ? updating.data : profile.data?.settings;

  async function change(next: Partial<MemorySettings>): Promise<void> {
    setError(null);
    try {
      await update({ userId: profileId, ...next }).unwrap();
    } catch (failure) {
      setError(memoryApiErrorMessage(failure, 'The setting could not be changed. Please try again.'));
    }
  }

  if (settings === undefined) {
    // The chat header keeps the switch's place quiet while it loads (an unseen, unannounced switch of
    // the same size, so the header does not rewrap when it arrives); the page says why they are missing.
    if (compact) {
      return (
        <div className="grove-memory-switches grove-memory-switches--compact grove-memory-switches--pending" aria-hidden="true" data-testid="memory-switch-pending">
          <Switch label={MEMORY_SWITCH_LABEL} checked disabled onChange={() => undefined} />
        </div>
      );
    }
    return (
      <p className="grove-memory-switches" role={profile.isLoading || pending ? 'status' : 'alert'}>
        {profile.isLoading || pending ? 'Loading memory settings…' : `Memory settings could not be loaded. ${memoryApiErrorMessage(profile.error)}`}
      </p>
    );
  }

  return (
    <div className={`grove-memory-switches${compact ? ' grove-memory-switches--compact' : ''}`} role="group" aria-label="Memory settings">
      <Switch
        label={MEMORY_SWITCH_LABEL}
        hint={compact ? undefined : 'When memory is on, Grove uses what it remembers about you in your conversations.'}
        checked={settings.memoryEnabled}
        disabled={updating.isLoading}
        onChange={(next) => void change({ memoryEnabled: next })}
      />
      {!compact && (
        <Switch
          label={MEMORY_AUTO_CAPTURE_LABEL}
          hint="Grove saves lasting facts you tell it, like the name of your pet, and says so in the chat. Off: only the memories you add here."
          checked={settings.autoCapture}
          disabled={updating.isLoading || !settings.memoryEnabled}
          onChange={(next) => void change({ autoCapture: next })}
        />
      )}
      {error && (
        <p className="grove-memory__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
