import { MESSAGES } from '@grove/api-contract';
import { useId } from 'react';
import { classNames } from './classNames';
import { GlassButton } from './GlassButton';
import { GlassPanel } from './GlassPanel';
import { pageReload } from './pageReload';

/** Props of {@link ComponentLoadError}. */
export interface ComponentLoadErrorProps {
  /** Called by Refresh Page; defaults to reloading the page. */
  onRefresh?: () => void;
  className?: string;
}

/** Shown where a lazily loaded part of the page failed to load (SPEC §2): 'Failed to load component' and Refresh Page. */
export function ComponentLoadError({ onRefresh = pageReload, className }: ComponentLoadErrorProps) {
  const titleId = useId();
  return (
    <GlassPanel as="section" aria-labelledby={titleId} className={classNames('grove-error', 'grove-error--inline', className)}>
      <h2 id={titleId} className="grove-error__title">
        {MESSAGES.failedToLoadComponent}
      </h2>
      <div className="grove-error__actions">
        <GlassButton onClick={onRefresh}>Refresh Page</GlassButton>
      </div>
    </GlassPanel>
  );
}
