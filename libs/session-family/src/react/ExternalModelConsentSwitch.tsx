import { useId } from 'react';
import type { FamilyConsentView } from '../index';

/** Props of {@link ExternalModelConsentSwitch}. */
export interface ExternalModelConsentSwitchProps {
  /** The consent as the server answered it (only shown when the mentor is an external model). */
  consent: NonNullable<FamilyConsentView['externalModel']>;
  /** The connected model, as `GET /system/status` names it (`llama3.2`), and where it is served; null when unknown. */
  model: { name: string; server: string | null } | null;
  /** Whether a change is on its way (the switch waits, showing the choice being saved). */
  busy: boolean;
  /** Gives (true) or withdraws (false) the consent. */
  onChange: (allowed: boolean) => void;
  /** The reason a change was refused, if it was. */
  problem?: string | null;
  /** How a time is shown (default: the browser's long date). */
  formatDate?: (iso: string) => string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function dateShown(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * The parent's separate consent to send children's chats to an external model (issue 18, point 3;
 * COPPA's 2025 amendments ask for a separate consent before a child's data goes to a third party): a
 * switch that says what it does, what "off" means (Grove's own mind, on this server, answers the
 * children), and that a change applies from the child's next message.
 */
export function ExternalModelConsentSwitch({ consent, model, busy, onChange, problem = null, formatDate = dateShown }: ExternalModelConsentSwitchProps) {
  const id = useId();
  const name = model?.name ?? 'an outside AI model';
  return (
    <div className="family-form family-consent">
      <p>
        {model === null ? (
          <>This Grove server is set up to use an AI model that is not Grove’s own mind, whenever one is available.</>
        ) : (
          <>
            This Grove server is connected to <strong>{model.name}</strong>
            {model.server ? ` at ${model.server}` : ''}, an AI model that is not Grove’s own mind.
          </>
        )}{' '}
        Grown-ups’ chats use it. Children’s chats go to it only if you allow it here.
      </p>
      <button
        type="button"
        role="switch"
        className="family-switch"
        aria-checked={consent.allowed}
        aria-describedby={`${id}-state`}
        disabled={busy}
        onClick={() => onChange(!consent.allowed)}
      >
        <span className="family-switch__track" aria-hidden="true">
          <span className="family-switch__thumb" />
        </span>
        <span className="family-switch__label">Let children’s chats go to {name}</span>
      </button>
      <p id={`${id}-state`} className="family-consent__state" role="status">
        {consent.allowed
          ? `On${consent.decidedAt ? ` since ${formatDate(consent.decidedAt)}` : ''}: what your children write in chat is sent to ${name} to write Grove’s replies.`
          : 'Off: your children’s chats use Grove’s own mind, which runs on this server and sends their messages nowhere else.'}
      </p>
      <p className="family-limits__hint">A change applies from your child’s next message. You can change your mind at any time.</p>
      {problem !== null && (
        <div className="family-alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
    </div>
  );
}
