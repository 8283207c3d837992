import { MESSAGES } from '@grove/api-contract';
import { classNames } from './classNames';

/** Props of {@link LoadingSpinner}. */
export interface LoadingSpinnerProps {
  /** The text shown and announced; defaults to SPEC §2's 'Loading...'. */
  label?: string;
  /** Centre the spinner in the whole viewport. */
  fullScreen?: boolean;
  className?: string;
}

/** A polite status with a spinning ring and the text 'Loading...' (SPEC §2); the ring stops under reduced motion. */
export function LoadingSpinner({ label = MESSAGES.loading, fullScreen = false, className }: LoadingSpinnerProps) {
  return (
    <div role="status" className={classNames('grove-spinner', fullScreen && 'grove-spinner--full', className)}>
      <span className="grove-spinner__ring" aria-hidden="true" />
      <span className="grove-spinner__label">{label}</span>
    </div>
  );
}
