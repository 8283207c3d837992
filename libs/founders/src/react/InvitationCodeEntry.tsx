import { useId, useState, type FormEvent } from 'react';
import { INVITATION_CODE_LENGTH, INVITATION_STATUS_MESSAGES } from '@grove/api-contract';
import { invitationCodeCanonical, invitationCodeDisplay } from '../index';
import './founders.css';

/** Props of {@link InvitationCodeEntry}. */
export interface InvitationCodeEntryProps {
  /** Called with the code in its display form (`K7M3Q-PX9TB-4HWZR`) once it is one. */
  onOpen: (code: string) => void;
}

/**
 * For a code someone was told or sent as text (issue 19: codes are made to be read aloud and typed):
 * any case, with or without dashes and spaces. A typing slip is said at once, and what was typed stays.
 */
export function InvitationCodeEntry({ onOpen }: InvitationCodeEntryProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const canonical = invitationCodeCanonical(value);
    if (canonical === null) {
      setError(INVITATION_STATUS_MESSAGES.unknown);
      return;
    }
    setError(null);
    onOpen(invitationCodeDisplay(canonical));
  }

  return (
    <form className="grove-founders grove-founders-entry" onSubmit={submit} noValidate>
      <div className={`grove-field${error ? ' grove-field--invalid' : ''}`}>
        <label className="grove-field__label" htmlFor={`${id}-code`}>
          Invitation code
        </label>
        <input
          id={`${id}-code`}
          className="grove-input grove-founders__code-input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="grove-field__hint">
          {INVITATION_CODE_LENGTH} letters and digits, like K7M3Q-PX9TB-4HWZR. Capitals and dashes are up to you.
        </p>
        {error && (
          <p id={`${id}-error`} className="grove-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="grove-founders__actions">
        <button type="submit" className="grove-button grove-button--secondary">
          Open the invitation
        </button>
      </div>
    </form>
  );
}
