import { MESSAGES } from '@grove/api-contract';
import { useId, type ReactNode } from 'react';
import { FALLBACK_MODES, type FallbackMode } from '../index';
import { GlassButton } from './GlassButton';
import { GlassPanel } from './GlassPanel';
import { pageReload } from './pageReload';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** Called by Try Again, and after a mode button. */
  onRetry: () => void;
  /** Called by Reload Page; defaults to reloading the page. */
  onReload?: () => void;
  /** Called with the mode a mode button picks, just before onRetry. */
  onSelectMode?: (mode: FallbackMode) => void;
  /** The mode in use; its button is shown pressed. */
  currentMode?: FallbackMode;
  /** A short status line, e.g. that a retry is coming. */
  notice?: ReactNode;
}

/**
 * The full-page error screen of SPEC §2: 'Something went wrong', Try Again, Reload Page and one
 * button per fallback mode (hosted-database, local, minimal); a mode button selects it and retries.
 */
export function ErrorScreen({ onRetry, onReload = pageReload, onSelectMode, currentMode, notice }: ErrorScreenProps) {
  const titleId = useId();
  const modesId = useId();
  return (
    <div className="grove-error-page">
      <GlassPanel as="section" aria-labelledby={titleId} className="grove-error">
        <h1 id={titleId} className="grove-error__title">
          {MESSAGES.somethingWentWrong}
        </h1>
        <p className="grove-error__text">{MESSAGES.weHaveBeenNotified}</p>
        {notice ? (
          <p className="grove-error__notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="grove-error__actions">
          <GlassButton onClick={onRetry}>Try Again</GlassButton>
          <GlassButton variant="secondary" onClick={onReload}>
            Reload Page
          </GlassButton>
        </div>
        <p id={modesId} className="grove-error__modes-label">
          Or try a different mode:
        </p>
        <div role="group" aria-labelledby={modesId} className="grove-error__modes">
          {FALLBACK_MODES.map((mode) => (
            <GlassButton
              key={mode}
              variant="ghost"
              aria-pressed={currentMode === mode}
              onClick={() => {
                onSelectMode?.(mode);
                onRetry();
              }}
            >
              {mode}
            </GlassButton>
          ))}
        </div>
      </GlassPanel>
    </div>
  );
}
