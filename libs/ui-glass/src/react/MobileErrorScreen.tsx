import { MESSAGES } from '@grove/api-contract';
import { useId, type ReactNode } from 'react';
import { RECOVERY_MAX_ATTEMPTS } from '../index';
import { GlassButton } from './GlassButton';
import { GlassPanel } from './GlassPanel';
import { pageReload } from './pageReload';

/** Props of {@link MobileErrorScreen}. */
export interface MobileErrorScreenProps {
  /** The platform name shown, e.g. 'iOS' or 'Android'. */
  platform: string;
  /** The recovery attempt, 1 to 3. */
  attempt: number;
  /** Defaults to 3 (SPEC §9). */
  maxAttempts?: number;
  /** Called by Try Again. */
  onRetry: () => void;
  /** Called by Reload Page; defaults to reloading the page. */
  onReload?: () => void;
  /** A short status line, e.g. that a retry is coming. */
  notice?: ReactNode;
}

/** The mobile error screen of SPEC §2: the platform and "Attempt x of 3", with Try Again and Reload Page. */
export function MobileErrorScreen({
  platform,
  attempt,
  maxAttempts = RECOVERY_MAX_ATTEMPTS,
  onRetry,
  onReload = pageReload,
  notice,
}: MobileErrorScreenProps) {
  const titleId = useId();
  return (
    <div className="grove-error-page grove-error-page--mobile">
      <GlassPanel as="section" aria-labelledby={titleId} className="grove-error">
        <h1 id={titleId} className="grove-error__title">
          {MESSAGES.somethingWentWrong}
        </h1>
        <p className="grove-error__text">{MESSAGES.weHaveBeenNotified}</p>
        <dl className="grove-error__facts">
          <div>
            <dt>Platform</dt>
            <dd>{platform}</dd>
          </div>
          <div>
            <dt>Recovery</dt>
            <dd>{`Attempt ${attempt} of ${maxAttempts}`}</dd>
          </div>
        </dl>
        {notice ? (
          <p className="grove-error__notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="grove-error__actions grove-error__actions--stacked">
          <GlassButton onClick={onRetry}>Try Again</GlassButton>
          <GlassButton variant="secondary" onClick={onReload}>
            Reload Page
          </GlassButton>
        </div>
      </GlassPanel>
    </div>
  );
}
