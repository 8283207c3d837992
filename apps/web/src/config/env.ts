import { featureFlagsFromEnv, type FeatureFlags } from './featureFlags';

/** The web app's build-time settings (Vite inlines `import.meta.env.VITE_*`). */
export interface WebEnv {
  /** Sentry DSN; error reporting is off (and its code never loaded) without one. */
  sentryDsn: string | null;
  /** The deployment's name in error reports. */
  environment: string;
  /** The app's version, reported with errors. */
  release: string;
  flags: FeatureFlags;
}

/** Reads the settings once; a bad flag override fails the start with a clear message. */
export function webEnvRead(env: ImportMetaEnv): WebEnv {
  return {
    sentryDsn: env.VITE_SENTRY_DSN?.trim() || null,
    environment: env.MODE,
    release: env.VITE_RELEASE?.trim() || 'grove-web@dev',
    flags: featureFlagsFromEnv(env.VITE_FLAGS),
  };
}
