import { Component, type ErrorInfo, type ReactNode } from 'react';
import {
  RECOVERY_MAX_ATTEMPTS,
  mobileRecoveryPlan,
  platformName,
  recoveryControllerCreate,
  type FallbackMode,
  type MobileRecoveryPlan,
  type RecoveryController,
  type RecoveryScheduler,
  type RecoveryState,
} from '../index';
import { browserStorageWipe } from './browserStorageWipe';
import { ErrorScreen } from './ErrorScreen';
import { FallbackModeContext } from './fallbackModeContext';
import { LoadingSpinner } from './LoadingSpinner';
import { MobileErrorScreen } from './MobileErrorScreen';

/** Props of {@link AppErrorBoundary}. */
export interface AppErrorBoundaryProps {
  children?: ReactNode;
  /** Reports every caught error, e.g. to Sentry. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Show the mobile error screen and apply the mobile recovery rules of SPEC §4. */
  mobile?: boolean;
  /** The platform name on the mobile screen; defaults to one read from the user agent. */
  platform?: string;
  /** Carries out a mobile recovery plan; defaults to clearing all browser storage on memory errors. */
  onMobileRecovery?: (plan: MobileRecoveryPlan) => void;
  /** Called whenever the fallback mode changes. */
  onModeChange?: (mode: FallbackMode) => void;
  /** The mode before any error; defaults to 'hosted-database'. */
  initialMode?: FallbackMode;
  /** Called by Reload Page; defaults to reloading the page. */
  onReload?: () => void;
  /** The timer service; defaults to setTimeout, so fake timers drive it in tests. */
  scheduler?: RecoveryScheduler;
}

interface AppErrorBoundaryState {
  readonly recovery: RecoveryState;
  /** An error was caught and the controller has not yet been told. */
  readonly caught: boolean;
}

/** The default RecoveryScheduler on top of the global setTimeout. */
export const timeoutScheduler: RecoveryScheduler = {
  schedule(callback, delayMs) {
    const id = setTimeout(callback, delayMs);
    return () => clearTimeout(id);
  },
};

function clearBrowserStorage(plan: MobileRecoveryPlan): void {
  if (plan.clearAllStorage) void browserStorageWipe();
}

function defaultPlatform(): string {
  return typeof navigator === 'undefined' ? 'Unknown' : platformName(navigator.userAgent, navigator.maxTouchPoints);
}

/**
 * The app's error boundary (SPEC §4): reports the error, picks the fallback mode for its kind,
 * shows the error screen, retries after 2000 ms with a 1 s recovering state, and gives up after 3
 * attempts. Children read the chosen mode with useFallbackMode().
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  private readonly controller: RecoveryController;
  private unsubscribe: (() => void) | null = null;

  constructor(props: AppErrorBoundaryProps) {
    super(props);
    this.controller = recoveryControllerCreate({ scheduler: props.scheduler ?? timeoutScheduler, initialMode: props.initialMode });
    this.state = { recovery: this.controller.getState(), caught: false };
  }

  static getDerivedStateFromError(): Partial<AppErrorBoundaryState> {
    return { caught: true };
  }

  override componentDidMount(): void {
    this.unsubscribe = this.controller.subscribe(this.sync);
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.controller.dispose();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
    const state = this.controller.fail(error);
    if (this.props.mobile && state.errorKind !== null) {
      const plan = mobileRecoveryPlan(state.errorKind);
      (this.props.onMobileRecovery ?? clearBrowserStorage)(plan);
    }
  }

  private readonly sync = (): void => {
    const recovery = this.controller.getState();
    if (recovery.fallbackMode !== this.state.recovery.fallbackMode) this.props.onModeChange?.(recovery.fallbackMode);
    this.setState({ recovery, caught: false });
  };

  private readonly retry = (): void => this.controller.retry();

  private readonly selectMode = (mode: FallbackMode): void => this.controller.selectMode(mode);

  private notice(): string | undefined {
    const { status } = this.state.recovery;
    if (status === 'waiting-retry') return 'Trying again in a moment…';
    if (status === 'exhausted') return `Automatic recovery stopped after ${RECOVERY_MAX_ATTEMPTS} attempts.`;
    return undefined;
  }

  override render(): ReactNode {
    const { recovery, caught } = this.state;
    if (recovery.status === 'idle' && !caught) {
      return <FallbackModeContext.Provider value={recovery.fallbackMode}>{this.props.children}</FallbackModeContext.Provider>;
    }
    if (recovery.status === 'recovering') {
      return (
        <div className="grove-error-page">
          <LoadingSpinner label="Recovering…" />
        </div>
      );
    }
    if (this.props.mobile) {
      return (
        <MobileErrorScreen
          platform={this.props.platform ?? defaultPlatform()}
          attempt={Math.max(1, recovery.attempt)}
          onRetry={this.retry}
          onReload={this.props.onReload}
          notice={this.notice()}
        />
      );
    }
    return (
      <ErrorScreen
        onRetry={this.retry}
        onReload={this.props.onReload}
        onSelectMode={this.selectMode}
        currentMode={recovery.fallbackMode}
        notice={this.notice()}
      />
    );
  }
}
